/* pango_loader.c: loads libpangocairo (which brings pango, cairo, GObject and GLib with it) the
 * first time text is drawn, and fills the table of functions the tab bars use. */
#include "pango_loader.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>

static struct cpango_functions table;
static int attempted;
static const struct cpango_functions *loaded;
static char error[256];

/* Fills one entry; records the first missing name. */
#define CPANGO_FIND(name)                                                                       \
    do {                                                                                        \
        void *found = dlsym(library, #name);                                                    \
        if (found == NULL) {                                                                    \
            snprintf(error, sizeof error, "%s has no %s", CPANGO_LIBRARY, #name);               \
            return NULL;                                                                        \
        }                                                                                       \
        *(void **)&table.name = found;                                                          \
    } while (0)

static const struct cpango_functions *load(void) {
    /* RTLD_LOCAL: the libraries' symbols stay out of the global scope, so nothing else loaded
     * later binds to them by accident. dlsym on this handle searches its dependencies too. */
    void *library = dlopen(CPANGO_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(error, sizeof error, "%s", reason ? reason : "dlopen failed");
        return NULL;
    }
    CPANGO_FIND(pango_cairo_font_map_new);
    CPANGO_FIND(pango_font_map_create_context);
    CPANGO_FIND(pango_layout_new);
    CPANGO_FIND(pango_layout_set_ellipsize);
    CPANGO_FIND(pango_layout_set_single_paragraph_mode);
    CPANGO_FIND(pango_layout_set_font_description);
    CPANGO_FIND(pango_layout_set_text);
    CPANGO_FIND(pango_layout_set_markup);
    CPANGO_FIND(pango_layout_set_attributes);
    CPANGO_FIND(pango_layout_set_width);
    CPANGO_FIND(pango_layout_get_baseline);
    CPANGO_FIND(pango_cairo_context_set_resolution);
    CPANGO_FIND(pango_cairo_context_set_font_options);
    CPANGO_FIND(pango_cairo_show_layout);
    CPANGO_FIND(pango_font_description_new);
    CPANGO_FIND(pango_font_description_from_string);
    CPANGO_FIND(pango_font_description_free);
    CPANGO_FIND(pango_font_description_get_family);
    CPANGO_FIND(pango_font_description_set_family);
    CPANGO_FIND(pango_font_description_get_size);
    CPANGO_FIND(pango_font_description_set_size);
    CPANGO_FIND(pango_font_description_get_size_is_absolute);
    CPANGO_FIND(pango_font_description_set_absolute_size);
    CPANGO_FIND(pango_context_get_metrics);
    CPANGO_FIND(pango_font_metrics_get_ascent);
    CPANGO_FIND(pango_font_metrics_get_descent);
    CPANGO_FIND(pango_font_metrics_unref);
    CPANGO_FIND(g_object_unref);
    CPANGO_FIND(cairo_xlib_surface_create);
    CPANGO_FIND(cairo_surface_get_font_options);
    CPANGO_FIND(cairo_surface_flush);
    CPANGO_FIND(cairo_surface_destroy);
    CPANGO_FIND(cairo_font_options_create);
    CPANGO_FIND(cairo_font_options_destroy);
    CPANGO_FIND(cairo_create);
    CPANGO_FIND(cairo_destroy);
    CPANGO_FIND(cairo_save);
    CPANGO_FIND(cairo_restore);
    CPANGO_FIND(cairo_rectangle);
    CPANGO_FIND(cairo_clip);
    CPANGO_FIND(cairo_fill);
    CPANGO_FIND(cairo_move_to);
    CPANGO_FIND(cairo_set_source_rgb);
    return &table;
}

const struct cpango_functions *cpango_functions(void) {
    if (!attempted) {
        attempted = 1;
        loaded = load();
    }
    return loaded;
}

const char *cpango_load_error(void) { return loaded == NULL && attempted ? error : NULL; }
