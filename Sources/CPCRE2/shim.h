/* shim.h: libpcre2 with 8-bit code units (UTF-8). Swift calls its functions by their
   `_8` names: the unsuffixed ones are macros. */
#ifndef SPLITWM_CPCRE2_SHIM_H
#define SPLITWM_CPCRE2_SHIM_H

/* pcre2.h declares nothing until the code unit width is chosen. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#endif
