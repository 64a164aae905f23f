#ifndef PLAYDECK_CTESSERACT_API_H
#define PLAYDECK_CTESSERACT_API_H

#include "shim.h"

#include <tesseract/capi.h>

/* The tesseract functions PlayDeck calls, filled by loader.c from dlsym. */
struct pd_tess_api {
    TessBaseAPI *(*create)(void);
    void (*destroy)(TessBaseAPI *);
    BOOL (*set_variable)(TessBaseAPI *, const char *, const char *);
    int (*init3)(TessBaseAPI *, const char *, const char *);
    void (*set_page_seg_mode)(TessBaseAPI *, TessPageSegMode);
    void (*set_image)(TessBaseAPI *, const unsigned char *, int, int, int, int);
    void (*set_source_resolution)(TessBaseAPI *, int);
    int (*recognize)(TessBaseAPI *, ETEXT_DESC *);
    void (*clear)(TessBaseAPI *);
    void (*end)(TessBaseAPI *);
    TessResultIterator *(*get_iterator)(TessBaseAPI *);
    void (*result_iterator_delete)(TessResultIterator *);
    TessPageIterator *(*result_iterator_page_iterator)(TessResultIterator *);
    BOOL (*result_iterator_next)(TessResultIterator *, TessPageIteratorLevel);
    char *(*result_iterator_text)(const TessResultIterator *, TessPageIteratorLevel);
    float (*result_iterator_confidence)(const TessResultIterator *, TessPageIteratorLevel);
    BOOL (*page_iterator_is_at_beginning_of)(const TessPageIterator *, TessPageIteratorLevel);
    BOOL (*page_iterator_bounding_box)(const TessPageIterator *, TessPageIteratorLevel, int *, int *, int *, int *);
    void (*delete_text)(const char *);
};

/* Valid once pd_ocr_load() has returned 0; nothing is called before that. */
extern struct pd_tess_api pd_tess;

#endif
