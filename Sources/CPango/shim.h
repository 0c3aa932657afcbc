/* shim.h: pango laid out through cairo onto Xlib drawables, as i3 draws its window titles. */
#ifndef SPLITWM_CPANGO_SHIM_H
#define SPLITWM_CPANGO_SHIM_H

#include <pango/pangocairo.h>
#include <cairo/cairo-xlib.h>

/* PANGO_SCALE is a plain number Swift imports; PANGO_PIXELS_CEIL is a macro it cannot. */
static inline int cpango_pixels_ceil(int units) { return PANGO_PIXELS_CEIL(units); }

#endif
