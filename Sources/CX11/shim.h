/* shim.h: the X headers splitwm needs, plus one inline wrapper per macro Swift cannot import. */
#ifndef SPLITWM_CX11_SHIM_H
#define SPLITWM_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/XKBlib.h>
#include <X11/Xatom.h>
#include <X11/Xproto.h>
#include <X11/cursorfont.h>
#include <X11/keysym.h>
#include <X11/Xcursor/Xcursor.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/Xfixes.h>
/* SHAPE (libXext): the splitters' input windows take the pointer only over their splitters. */
#include <X11/extensions/shape.h>
/* XInput 2: raw key and button presses of every device, for the time of the user's last input. */
#include <X11/extensions/XInput2.h>
/* XSync (libXext): the counters of _NET_WM_SYNC_REQUEST and the alarms that watch them. */
#include <X11/extensions/sync.h>
/* Xlib's own XCB connection: property reads are pipelined through it (one round trip for many). */
#include <X11/Xlib-xcb.h>
#include <xcb/xcb.h>
/* X-Resource through XCB (libxcb-res): the process the server knows made a window, asked in the
   same round trip as a new window's properties. */
#include <xcb/res.h>

/* Function-like macros from Xlib.h: Swift imports none of them. */
static inline Window cx11_default_root(Display *d) { return DefaultRootWindow(d); }
static inline int cx11_default_screen(Display *d) { return DefaultScreen(d); }
static inline int cx11_connection_fd(Display *d) { return ConnectionNumber(d); }
static inline int cx11_display_width(Display *d, int screen) { return DisplayWidth(d, screen); }
static inline int cx11_display_height(Display *d, int screen) { return DisplayHeight(d, screen); }
static inline unsigned long cx11_black_pixel(Display *d, int screen) { return BlackPixel(d, screen); }
static inline unsigned long cx11_white_pixel(Display *d, int screen) { return WhitePixel(d, screen); }
static inline int cx11_default_depth(Display *d, int screen) { return DefaultDepth(d, screen); }
static inline Visual *cx11_default_visual(Display *d, int screen) { return DefaultVisual(d, screen); }
static inline Colormap cx11_default_colormap(Display *d, int screen) { return DefaultColormap(d, screen); }
/* QLength counts events Xlib has already read off the socket: poll() cannot see them. */
static inline int cx11_queue_length(Display *d) { return QLength(d); }
static inline unsigned long cx11_next_request(Display *d) { return NextRequest(d); }
/* An XSync alarm event arrives as an XEvent, whose union does not name its layout. */
static inline XSyncAlarmNotifyEvent *cx11_sync_alarm_event(XEvent *e) { return (XSyncAlarmNotifyEvent *)e; }
static inline char *cx11_display_string(Display *d) { return DisplayString(d); }

/* The windows of the MapRequests waiting in Xlib's queue, oldest first, `max` at most: the
   predicate records each and matches none, so XCheckIfEvent walks the whole queue and leaves it
   as it was (it reads what the socket has ready and flushes on the way, as XPending does). */
typedef struct { Window *windows; int count; int max; } cx11_map_request_scan;
static Bool cx11_note_map_request(Display *d, XEvent *e, XPointer arg) {
    (void)d;
    cx11_map_request_scan *scan = (cx11_map_request_scan *)arg;
    if (e->type == MapRequest && scan->count < scan->max) scan->windows[scan->count++] = e->xmaprequest.window;
    return False;
}
static inline int cx11_queued_map_requests(Display *d, Window *windows, int max) {
    cx11_map_request_scan scan = { windows, 0, max };
    XEvent unused;
    XCheckIfEvent(d, &unused, cx11_note_map_request, (XPointer)&scan);
    return scan.count;
}

/* X-Resource's extension key is a global of an opaque type, which Swift cannot name. */
static inline const xcb_query_extension_reply_t *cx11_res_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_res_id);
}

#endif
