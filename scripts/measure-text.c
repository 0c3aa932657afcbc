/* measure-text.c: what a tab bar's first label costs with pango+cairo (TabBarPainter's way) or with Xft,
   for scripts/measure-text.sh. Built once per library (-DTEXT_PANGO, -DTEXT_XFT, neither for the
   baseline), so each binary loads only its own libraries and a whole run shows their start cost too.

   Both draw as TabBarPainter does: into a pixmap that is the window's background, then XClearWindow.
   Under callgrind with --instr-atstart=no, `--count first` counts the first draw (font loaded, one label
   drawn, XSync) and `--count redraw` the redraws (another label, XSync each): instrumentation is turned on
   for every thread, as pango loads fontconfig's configuration in a thread of its own (a --toggle-collect
   of the function would miss that). Prints one line of key=value figures.
     measure-text [--fresh] [--count first|redraw] [REDRAWS]
   --fresh: pango makes a cairo surface per draw instead of keeping one. */
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <valgrind/callgrind.h>
#if defined(TEXT_PANGO)
#include <cairo/cairo-xlib.h>
#include <pango/pangocairo.h>
#elif defined(TEXT_XFT)
#include <X11/Xft/Xft.h>
#endif

#define FONT_PANGO "DejaVu Sans Mono 8"
#define FONT_XFT "DejaVu Sans Mono:size=8"
#define WIDTH 600
#define HEIGHT 18

typedef struct {
    Display *display;
    Window window;
    Pixmap pixmap;
    Visual *visual;
    int fresh;
#if defined(TEXT_PANGO)
    PangoFontMap *fontMap;
    PangoContext *context;
    PangoLayout *layout;
    cairo_surface_t *surface;
#elif defined(TEXT_XFT)
    XftFont *font;
    XftDraw *draw;
    XftColor text, background;
#endif
} Bar;

/* A field of /proc/self/status in KiB (VmRSS, VmHWM). */
static long status_kib(const char *field) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long value = -1;
    size_t n = strlen(field);
    while (f && fgets(line, sizeof line, f)) {
        if (strncmp(line, field, n) == 0 && line[n] == ':') { value = atol(line + n + 1); break; }
    }
    if (f) fclose(f);
    return value;
}

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* One label: the bar's background, then the text 4 px from the left, baseline centred. */
static void paint(Bar *b, const char *text) {
#if defined(TEXT_PANGO)
    cairo_surface_t *surface = b->surface;
    if (b->fresh) surface = cairo_xlib_surface_create(b->display, b->pixmap, b->visual, WIDTH, HEIGHT);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 0x28 / 255.0, 0x55 / 255.0, 0x77 / 255.0);
    cairo_rectangle(cr, 0, 0, WIDTH, HEIGHT);
    cairo_fill(cr);
    pango_layout_set_text(b->layout, text, -1);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_move_to(cr, 4, (HEIGHT - 13) / 2);
    pango_cairo_show_layout(cr, b->layout);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    if (b->fresh) cairo_surface_destroy(surface);
#elif defined(TEXT_XFT)
    XftDrawRect(b->draw, &b->background, 0, 0, WIDTH, HEIGHT);
    XftDrawStringUtf8(b->draw, &b->text, b->font, 4, (HEIGHT - (b->font->ascent + b->font->descent)) / 2 + b->font->ascent,
                      (const FcChar8 *)text, (int)strlen(text));
#else
    (void)text;
#endif
    XClearWindow(b->display, b->window);
    XSync(b->display, False);
}

/* The font loaded and the first label drawn, as a window manager's first tab bar. */
static void first_draw(Bar *b) {
#if defined(TEXT_PANGO)
    b->fontMap = pango_cairo_font_map_new();
    b->context = pango_font_map_create_context(b->fontMap);
    pango_cairo_context_set_resolution(b->context, 96);
    b->layout = pango_layout_new(b->context);
    PangoFontDescription *font = pango_font_description_from_string(FONT_PANGO);
    pango_layout_set_font_description(b->layout, font);
    pango_font_description_free(font);
    pango_layout_set_ellipsize(b->layout, PANGO_ELLIPSIZE_END);
    pango_layout_set_width(b->layout, (WIDTH - 8) * PANGO_SCALE);
    if (!b->fresh) b->surface = cairo_xlib_surface_create(b->display, b->pixmap, b->visual, WIDTH, HEIGHT);
#elif defined(TEXT_XFT)
    int screen = DefaultScreen(b->display);
    b->font = XftFontOpenName(b->display, screen, FONT_XFT);
    b->draw = XftDrawCreate(b->display, b->pixmap, b->visual, DefaultColormap(b->display, screen));
    XRenderColor white = {0xffff, 0xffff, 0xffff, 0xffff}, blue = {0x2828, 0x5555, 0x7777, 0xffff};
    XftColorAllocValue(b->display, b->visual, DefaultColormap(b->display, screen), &white, &b->text);
    XftColorAllocValue(b->display, b->visual, DefaultColormap(b->display, screen), &blue, &b->background);
#endif
    paint(b, "xterm: ~/src/splitwm");
}

/* Another label on the same bar: the steady cost of a title change. */
static void redraw(Bar *b, int i) {
    paint(b, i % 2 ? "vim: README.md" : "xterm: ~/src/splitwm");
}

int main(int argc, char **argv) {
    Bar b = {0};
    int redraws = 100;
    const char *count = "";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--fresh") == 0) b.fresh = 1;
        else if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) count = argv[++i];
        else redraws = atoi(argv[i]);
    }
    int countFirst = strcmp(count, "first") == 0, countRedraw = strcmp(count, "redraw") == 0;
    b.display = XOpenDisplay(NULL);
    if (!b.display) { fprintf(stderr, "measure-text: cannot open display\n"); return 1; }
    int screen = DefaultScreen(b.display);
    Window root = RootWindow(b.display, screen);
    b.visual = DefaultVisual(b.display, screen);
    XSetWindowAttributes attributes = {.override_redirect = True};
    b.window = XCreateWindow(b.display, root, 0, 0, WIDTH, HEIGHT, 0, CopyFromParent, InputOutput, CopyFromParent,
                             CWOverrideRedirect, &attributes);
    b.pixmap = XCreatePixmap(b.display, root, WIDTH, HEIGHT, DefaultDepth(b.display, screen));
    XSetWindowBackgroundPixmap(b.display, b.window, b.pixmap);
    XMapWindow(b.display, b.window);
    XSync(b.display, False);

    long rssBefore = status_kib("VmRSS"), anonBefore = status_kib("RssAnon");
    double start = now_ms();
    if (countFirst) CALLGRIND_START_INSTRUMENTATION;
    first_draw(&b);
    if (countFirst) CALLGRIND_STOP_INSTRUMENTATION;
    double firstMs = now_ms() - start;
    long rssAfter = status_kib("VmRSS"), anonAfter = status_kib("RssAnon");
    start = now_ms();
    if (countRedraw) CALLGRIND_START_INSTRUMENTATION;
    for (int i = 0; i < redraws; i++) redraw(&b, i);
    if (countRedraw) CALLGRIND_STOP_INSTRUMENTATION;
    double redrawMs = redraws > 0 ? (now_ms() - start) / redraws : 0;
    printf("first_ms=%.3f redraw_ms=%.4f rss_before_kib=%ld rss_after_kib=%ld anon_before_kib=%ld anon_after_kib=%ld "
           "hwm_kib=%ld anon_kib=%ld\n", firstMs, redrawMs, rssBefore, rssAfter, anonBefore, anonAfter, status_kib("VmHWM"),
           status_kib("RssAnon"));
    XCloseDisplay(b.display);
    return 0;
}
