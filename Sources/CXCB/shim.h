/* shim.h: the libxcb header splitctl needs; it has no macros Swift cannot import. */
#ifndef SPLITWM_CXCB_SHIM_H
#define SPLITWM_CXCB_SHIM_H

#include <xcb/xcb.h>

#endif
