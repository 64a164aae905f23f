#ifndef PLAYDECK_CJSON_SHIM_H
#define PLAYDECK_CJSON_SHIM_H

/* cJSON (Debian's libcjson-dev) parses and prints PlayDeck's JSON. It is linked, not opened
   with dlopen: libmpv's own dependencies load libcjson.so.1 into every player process, and it
   depends on libc alone. Its API is plain functions on a plain struct, so nothing needs a shim;
   JSONCoding's CJSONReader and CJSONWriter are the only Swift that touches it. */
#include <cjson/cJSON.h>

#endif
