#ifndef PLAYDECK_CTURBOJPEG_SHIM_H
#define PLAYDECK_CTURBOJPEG_SHIM_H

/* libjpeg-turbo's TurboJPEG API: whole-picture calls that report errors by return value, so no
   setjmp is needed. It is linked, not opened with dlopen: libturbojpeg.so depends on libc
   alone and costs nothing measurable at start-up. */
#include <turbojpeg.h>

#endif
