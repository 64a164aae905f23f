#include "api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pd_ocr_engine {
    TessBaseAPI *api;
};

pd_ocr_engine *pd_ocr_open(const char *language, char *error, size_t error_size) {
    const char *why = NULL;
    if (pd_ocr_load(&why) != 0) {
        snprintf(error, error_size, "%s", why);
        return NULL;
    }
    TessBaseAPI *api = pd_tess.create();
    if (!api) {
        snprintf(error, error_size, "tesseract could not start");
        return NULL;
    }
    /* Tesseract writes its messages (a missing language file takes four lines, every frame an
       "Estimating resolution" line) to standard error, where a tile is drawn: to nowhere
       instead. debug_file is a global of tesseract's, set through any API object. */
    pd_tess.set_variable(api, "debug_file", "/dev/null");
    if (pd_tess.init3(api, NULL, language) != 0) {
        pd_tess.destroy(api);
        snprintf(error, error_size,
                 "tesseract has no '%s' language data (install tesseract-ocr-%s, or set TESSDATA_PREFIX to a folder "
                 "holding %s.traineddata)",
                 language, language, language);
        return NULL;
    }
    pd_tess.set_page_seg_mode(api, PSM_AUTO);
    pd_ocr_engine *engine = malloc(sizeof *engine);
    if (!engine) {
        pd_tess.end(api);
        pd_tess.destroy(api);
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    engine->api = api;
    return engine;
}

void pd_ocr_close(pd_ocr_engine *engine) {
    if (!engine) return;
    pd_tess.end(engine->api);
    pd_tess.destroy(engine->api);
    free(engine);
}

void pd_ocr_free_words(pd_ocr_word *words, size_t count) {
    if (!words) return;
    for (size_t i = 0; i < count; i++) free(words[i].text);
    free(words);
}

/* Tesseract misreads glyphs that touch the image's edge ("Tunc" and "~" for "func" and "{"
   drawn at 0,0, drawtext's default place; "guick" for "quick" in the bottom-right corner): a
   picture whose edge is one background is read inside a margin of this many pixels of it. */
#define PD_OCR_MARGIN 8

static int clamp(int value, int limit) { return value < 0 ? 0 : value > limit ? limit : value; }

/* A grey picture ready for tesseract, and where the caller's picture sits in it. */
typedef struct {
    uint8_t *pixels;
    int width, height, margin;
} framed_picture;

/* The picture inside a margin of its background: the commonest grey on its edge, when half the
   edge or more is within 8 of it. A busy edge (a picture going on past the frame) gets no
   margin: a band of one grey beside it would be a new edge of its own. Rows packed; pixels is
   NULL when out of memory. */
static framed_picture with_margin(const uint8_t *grey, int width, int height, int stride) {
    unsigned histogram[256] = {0};
    for (int x = 0; x < width; x++) {
        histogram[grey[x]]++;
        histogram[grey[(size_t)(height - 1) * (size_t)stride + (size_t)x]]++;
    }
    for (int y = 0; y < height; y++) {
        histogram[grey[(size_t)y * (size_t)stride]]++;
        histogram[grey[(size_t)y * (size_t)stride + (size_t)(width - 1)]]++;
    }
    int background = 0;
    for (int value = 1; value < 256; value++)
        if (histogram[value] > histogram[background]) background = value;
    unsigned near = 0;
    for (int value = background - 8; value <= background + 8; value++)
        if (value >= 0 && value < 256) near += histogram[value];
    int margin = near * 2 >= 2 * (unsigned)width + 2 * (unsigned)height ? PD_OCR_MARGIN : 0;
    framed_picture framed = {.width = width + 2 * margin, .height = height + 2 * margin, .margin = margin};
    framed.pixels = malloc((size_t)framed.width * (size_t)framed.height);
    if (!framed.pixels) return framed;
    memset(framed.pixels, background, (size_t)framed.width * (size_t)framed.height);
    for (int y = 0; y < height; y++)
        memcpy(framed.pixels + (size_t)(y + margin) * (size_t)framed.width + (size_t)margin,
               grey + (size_t)y * (size_t)stride, (size_t)width);
    return framed;
}

/* Appends one word; 0, or -1 when out of memory. */
static int append(pd_ocr_word **words, size_t *count, size_t *capacity, pd_ocr_word word) {
    if (*count == *capacity) {
        size_t grown = *capacity ? *capacity * 2 : 64;
        pd_ocr_word *bigger = realloc(*words, grown * sizeof **words);
        if (!bigger) return -1;
        *words = bigger;
        *capacity = grown;
    }
    (*words)[(*count)++] = word;
    return 0;
}

int pd_ocr_recognize(pd_ocr_engine *engine, const uint8_t *grey, int width, int height, int stride,
                     pd_ocr_word **words, size_t *count) {
    *words = NULL;
    *count = 0;
    if (!engine || width <= 0 || height <= 0 || stride < width) return -1;
    TessBaseAPI *api = engine->api;
    framed_picture framed = with_margin(grey, width, height, stride);
    if (!framed.pixels) return -1;
    pd_tess.set_image(api, framed.pixels, framed.width, framed.height, 1, framed.width);
    /* A frame has no resolution; this is the one tesseract assumes for such images, said so
       that it does not guess (and say so) every time. */
    pd_tess.set_source_resolution(api, 70);
    if (pd_tess.recognize(api, NULL) != 0) {
        pd_tess.clear(api);
        free(framed.pixels);
        return -1;
    }
    TessResultIterator *iterator = pd_tess.get_iterator(api);
    int status = 0;
    if (iterator) {
        TessPageIterator *page = pd_tess.result_iterator_page_iterator(iterator);
        size_t capacity = 0;
        int line = -1;
        do {
            if (pd_tess.page_iterator_is_at_beginning_of(page, RIL_TEXTLINE)) line++;
            char *text = pd_tess.result_iterator_text(iterator, RIL_WORD);
            if (!text) continue;
            pd_ocr_word word = {.line = line < 0 ? 0 : line};
            word.confidence = pd_tess.result_iterator_confidence(iterator, RIL_WORD);
            if (!pd_tess.page_iterator_bounding_box(page, RIL_WORD, &word.left, &word.top, &word.right, &word.bottom)) {
                pd_tess.delete_text(text);
                continue;
            }
            /* Back into the picture's own pixels. */
            word.left = clamp(word.left - framed.margin, width);
            word.right = clamp(word.right - framed.margin, width);
            word.top = clamp(word.top - framed.margin, height);
            word.bottom = clamp(word.bottom - framed.margin, height);
            word.text = strdup(text);
            pd_tess.delete_text(text);
            if (!word.text || append(words, count, &capacity, word) != 0) {
                free(word.text);
                status = -1;
                break;
            }
        } while (pd_tess.result_iterator_next(iterator, RIL_WORD));
        pd_tess.result_iterator_delete(iterator);
    }
    pd_tess.clear(api);
    free(framed.pixels);
    if (status != 0) {
        pd_ocr_free_words(*words, *count);
        *words = NULL;
        *count = 0;
    }
    return status;
}

void pd_ocr_grey(const uint8_t *pixels, int width, int height, int stride, int red, int green, int blue,
                 pd_ocr_grey_mode mode, uint8_t *out) {
    for (int y = 0; y < height; y++) {
        const uint8_t *row = pixels + (size_t)y * (size_t)stride;
        uint8_t *target = out + (size_t)y * (size_t)width;
        for (int x = 0; x < width; x++) {
            const uint8_t *pixel = row + (size_t)x * 4;
            unsigned r = pixel[red], g = pixel[green], b = pixel[blue];
            switch (mode) {
            case PD_OCR_GREY_MIN_CHANNEL:
                target[x] = (uint8_t)(r < g ? (r < b ? r : b) : (g < b ? g : b));
                break;
            case PD_OCR_GREY_MAX_CHANNEL:
                target[x] = (uint8_t)(r > g ? (r > b ? r : b) : (g > b ? g : b));
                break;
            case PD_OCR_GREY_RED:
                target[x] = (uint8_t)r;
                break;
            case PD_OCR_GREY_GREEN:
                target[x] = (uint8_t)g;
                break;
            case PD_OCR_GREY_BLUE:
                target[x] = (uint8_t)b;
                break;
            default:
                target[x] = (uint8_t)((299 * r + 587 * g + 114 * b + 500) / 1000);
                break;
            }
        }
    }
}
