/* pango_loader.h: the pango, cairo and GObject functions the tab bars' text uses, reached through
 * one table that dlopen fills when the first bar is drawn, so a session that never shows text never
 * maps the libraries (they cost about 3.9 MiB resident at start when splitwm linked them; see
 * docs/hacking.md, the tab bars' text). The libraries' headers are not used: their pkg-config
 * flags would link the libraries again. So the types are opaque here and each signature is written
 * out from pango's 1.50 and cairo's 1.16 headers (enums and gboolean as int, as their ABI passes
 * them); every entry is called by the tab bars' X tests, which check what is drawn. */
#ifndef SPLITWM_PANGO_LOADER_H
#define SPLITWM_PANGO_LOADER_H

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFontMetrics PangoFontMetrics;
typedef struct _PangoLanguage PangoLanguage;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef struct _cairo_font_options cairo_font_options_t;

/* pango's units per pixel (PANGO_SCALE) and PangoEllipsizeMode's PANGO_ELLIPSIZE_END. */
enum { CPANGO_SCALE = 1024, CPANGO_ELLIPSIZE_END = 3 };

struct cpango_functions {
    PangoFontMap *_Nonnull (*_Nonnull pango_cairo_font_map_new)(void);
    PangoContext *_Nonnull (*_Nonnull pango_font_map_create_context)(PangoFontMap *_Nonnull fontmap);
    PangoLayout *_Nonnull (*_Nonnull pango_layout_new)(PangoContext *_Nonnull context);
    void (*_Nonnull pango_layout_set_ellipsize)(PangoLayout *_Nonnull layout, int ellipsize);
    void (*_Nonnull pango_layout_set_single_paragraph_mode)(PangoLayout *_Nonnull layout, int setting);
    void (*_Nonnull pango_layout_set_font_description)(PangoLayout *_Nonnull layout, const PangoFontDescription *_Nonnull desc);
    void (*_Nonnull pango_layout_set_text)(PangoLayout *_Nonnull layout, const char *_Nonnull text, int length);
    void (*_Nonnull pango_layout_set_markup)(PangoLayout *_Nonnull layout, const char *_Nonnull markup, int length);
    void (*_Nonnull pango_layout_set_attributes)(PangoLayout *_Nonnull layout, PangoAttrList *_Nullable attrs);
    void (*_Nonnull pango_layout_set_width)(PangoLayout *_Nonnull layout, int width);
    int (*_Nonnull pango_layout_get_baseline)(PangoLayout *_Nonnull layout);
    void (*_Nonnull pango_cairo_context_set_resolution)(PangoContext *_Nonnull context, double dpi);
    void (*_Nonnull pango_cairo_context_set_font_options)(PangoContext *_Nonnull context, const cairo_font_options_t *_Nonnull options);
    void (*_Nonnull pango_cairo_show_layout)(cairo_t *_Nonnull cr, PangoLayout *_Nonnull layout);
    PangoFontDescription *_Nonnull (*_Nonnull pango_font_description_new)(void);
    PangoFontDescription *_Nonnull (*_Nonnull pango_font_description_from_string)(const char *_Nonnull str);
    void (*_Nonnull pango_font_description_free)(PangoFontDescription *_Nonnull desc);
    const char *_Nullable (*_Nonnull pango_font_description_get_family)(const PangoFontDescription *_Nonnull desc);
    void (*_Nonnull pango_font_description_set_family)(PangoFontDescription *_Nonnull desc, const char *_Nonnull family);
    int (*_Nonnull pango_font_description_get_size)(const PangoFontDescription *_Nonnull desc);
    void (*_Nonnull pango_font_description_set_size)(PangoFontDescription *_Nonnull desc, int size);
    int (*_Nonnull pango_font_description_get_size_is_absolute)(const PangoFontDescription *_Nonnull desc);
    void (*_Nonnull pango_font_description_set_absolute_size)(PangoFontDescription *_Nonnull desc, double size);
    PangoFontMetrics *_Nonnull (*_Nonnull pango_context_get_metrics)(PangoContext *_Nonnull context, const PangoFontDescription *_Nonnull desc, PangoLanguage *_Nullable language);
    int (*_Nonnull pango_font_metrics_get_ascent)(PangoFontMetrics *_Nonnull metrics);
    int (*_Nonnull pango_font_metrics_get_descent)(PangoFontMetrics *_Nonnull metrics);
    void (*_Nonnull pango_font_metrics_unref)(PangoFontMetrics *_Nonnull metrics);
    void (*_Nonnull g_object_unref)(void *_Nonnull object);
    cairo_surface_t *_Nonnull (*_Nonnull cairo_xlib_surface_create)(void *_Nonnull display, unsigned long drawable, void *_Nonnull visual, int width, int height);
    void (*_Nonnull cairo_surface_get_font_options)(cairo_surface_t *_Nonnull surface, cairo_font_options_t *_Nonnull options);
    void (*_Nonnull cairo_surface_flush)(cairo_surface_t *_Nonnull surface);
    void (*_Nonnull cairo_surface_destroy)(cairo_surface_t *_Nonnull surface);
    cairo_font_options_t *_Nonnull (*_Nonnull cairo_font_options_create)(void);
    void (*_Nonnull cairo_font_options_destroy)(cairo_font_options_t *_Nonnull options);
    cairo_t *_Nonnull (*_Nonnull cairo_create)(cairo_surface_t *_Nonnull target);
    void (*_Nonnull cairo_destroy)(cairo_t *_Nonnull cr);
    void (*_Nonnull cairo_save)(cairo_t *_Nonnull cr);
    void (*_Nonnull cairo_restore)(cairo_t *_Nonnull cr);
    void (*_Nonnull cairo_rectangle)(cairo_t *_Nonnull cr, double x, double y, double width, double height);
    void (*_Nonnull cairo_clip)(cairo_t *_Nonnull cr);
    void (*_Nonnull cairo_fill)(cairo_t *_Nonnull cr);
    void (*_Nonnull cairo_move_to)(cairo_t *_Nonnull cr, double x, double y);
    void (*_Nonnull cairo_set_source_rgb)(cairo_t *_Nonnull cr, double red, double green, double blue);
};

/* The table, the libraries loaded on the first call; NULL if they cannot be loaded (then
 * cpango_load_error says why). Later calls return what the first one did. Not thread-safe: the
 * window manager draws on one thread. */
const struct cpango_functions *_Nullable cpango_functions(void);

/* Why the libraries could not be loaded (dlerror's text or the missing function); NULL if they were. */
const char *_Nullable cpango_load_error(void);

/* The shared object loaded (it brings pango, cairo, GObject and GLib): the soname the Debian
 * package must depend on, since dpkg-shlibdeps sees only what is linked (scripts/deb.sh). */
#define CPANGO_LIBRARY "libpangocairo-1.0.so.0"

/* PANGO_PIXELS_CEIL: pango units to whole pixels, rounded up. */
static inline int cpango_pixels_ceil(int units) { return (units + 1023) >> 10; }

#endif
