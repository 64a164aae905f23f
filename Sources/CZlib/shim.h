#ifndef PLAYDECK_CZLIB_SHIM_H
#define PLAYDECK_CZLIB_SHIM_H

/* zlib (zlib1g-dev): compress2 for the kitty graphics protocol's o=z payloads. */
#include <zlib.h>

#endif
