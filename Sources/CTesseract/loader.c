#include "api.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <tesseract/version.h>

struct pd_tess_api pd_tess;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure = "libtesseract was not loaded";
static char reason[512];
static int loaded;

#define STRINGIFY_(x) #x
#define STRINGIFY(x) STRINGIFY_(x)
/* The soname of the library whose header this was compiled with: its calls are the ones used. */
#define SONAME "libtesseract.so." STRINGIFY(TESSERACT_MAJOR_VERSION)

#define BIND(field, symbol)                                                                \
    do {                                                                                   \
        *(void **)(&pd_tess.field) = dlsym(library, symbol);                               \
        if (!pd_tess.field) {                                                              \
            snprintf(reason, sizeof reason, "libtesseract has no %s", symbol);             \
            failure = reason;                                                              \
            return;                                                                        \
        }                                                                                  \
    } while (0)

static void load(void) {
    void *library = dlopen(SONAME, RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        const char *error = dlerror();
        snprintf(reason, sizeof reason, "cannot load %s (install libtesseract5): %s", SONAME, error ? error : "not found");
        failure = reason;
        return;
    }
    BIND(create, "TessBaseAPICreate");
    BIND(destroy, "TessBaseAPIDelete");
    BIND(set_variable, "TessBaseAPISetVariable");
    BIND(init3, "TessBaseAPIInit3");
    BIND(set_page_seg_mode, "TessBaseAPISetPageSegMode");
    BIND(set_image, "TessBaseAPISetImage");
    BIND(set_source_resolution, "TessBaseAPISetSourceResolution");
    BIND(recognize, "TessBaseAPIRecognize");
    BIND(clear, "TessBaseAPIClear");
    BIND(end, "TessBaseAPIEnd");
    BIND(get_iterator, "TessBaseAPIGetIterator");
    BIND(result_iterator_delete, "TessResultIteratorDelete");
    BIND(result_iterator_page_iterator, "TessResultIteratorGetPageIterator");
    BIND(result_iterator_next, "TessResultIteratorNext");
    BIND(result_iterator_text, "TessResultIteratorGetUTF8Text");
    BIND(result_iterator_confidence, "TessResultIteratorConfidence");
    BIND(page_iterator_is_at_beginning_of, "TessPageIteratorIsAtBeginningOf");
    BIND(page_iterator_bounding_box, "TessPageIteratorBoundingBox");
    BIND(delete_text, "TessDeleteText");
    loaded = 1;
}

int pd_ocr_load(const char **error) {
    pthread_once(&once, load);
    if (loaded) return 0;
    if (error) *error = failure;
    return -1;
}
