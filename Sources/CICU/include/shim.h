#ifndef PLAYDECK_CICU_SHIM_H
#define PLAYDECK_CICU_SHIM_H

#include <stddef.h>

/* ICU's root collation (what MPD sorts names with: IcuCollate) of two UTF-8 strings: below
   zero when `a` sorts first, zero when equal, above when after. ICU's names carry its version
   (ucol_open_72), which Swift cannot call by the plain name: this wraps them (collate.c). */
int pd_icu_collate(const char *a, size_t a_length, const char *b, size_t b_length);

#endif
