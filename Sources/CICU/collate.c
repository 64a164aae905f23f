#include "shim.h"

#include <pthread.h>
#include <string.h>
#include <unicode/ucol.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static UCollator *collator;

static void open_collator(void) {
    UErrorCode status = U_ZERO_ERROR;
    collator = ucol_open("", &status);
    if (U_FAILURE(status)) collator = NULL;
}

int pd_icu_collate(const char *a, size_t a_length, const char *b, size_t b_length) {
    pthread_once(&once, open_collator);
    if (!collator) {
        /* Without ICU's data: bytes, as MPD without ICU compares them (strcoll in C). */
        size_t common = a_length < b_length ? a_length : b_length;
        int order = common > 0 ? memcmp(a, b, common) : 0;
        return order != 0 ? order : (a_length > b_length) - (a_length < b_length);
    }
    UErrorCode status = U_ZERO_ERROR;
    /* ucol_strcollUTF8 is thread-safe on one collator (ICU: "const" operations). */
    return (int)ucol_strcollUTF8(collator, a, (int32_t)a_length, b, (int32_t)b_length, &status);
}
