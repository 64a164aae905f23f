#ifndef PLAYDECK_CTESSERACT_SHIM_H
#define PLAYDECK_CTESSERACT_SHIM_H

/* Tesseract (libtesseract) reads the text in a paused video frame (Live Text). It is not
   linked: with the ~55 libraries it pulls in (leptonica, libarchive, libcurl, ICU…) it added
   about 13 MiB of resident memory and 10+ ms to every start of a player that may never pause
   a video. loader.c opens it with dlopen the first time a worker needs it, as CAV does for
   FFmpeg; recognize.c holds the engine. Swift sees only the pd_ocr_* functions below. */
#include <stddef.h>
#include <stdint.h>

/* An engine: tesseract's API object with its language data loaded. */
typedef struct pd_ocr_engine pd_ocr_engine;

/* One word found: its text line (0-based, in reading order), its box in the image's pixels
   (right and bottom exclusive), tesseract's confidence (0-100) and its UTF-8 text. */
typedef struct {
    int line;
    int left, top, right, bottom;
    float confidence;
    char *text;
} pd_ocr_word;

/* Loads libtesseract if no thread has yet, waiting for one that is; 0 on success, else -1
   with *error set to the reason (a static string). */
int pd_ocr_load(const char **error);

/* Opens an engine for `language` ("eng") with the language data tesseract finds
   (TESSDATA_PREFIX, else its own folder). Tesseract's messages never reach standard error.
   NULL with the reason in `error` when the library or the language data cannot be loaded. */
pd_ocr_engine *pd_ocr_open(const char *language, char *error, size_t error_size);
void pd_ocr_close(pd_ocr_engine *engine);

/* Reads the text in an 8-bit grey image of `width` × `height` (`stride` bytes a row). 0 with
   *words (free with pd_ocr_free_words) and *count set, or -1 when tesseract failed. */
int pd_ocr_recognize(pd_ocr_engine *engine, const uint8_t *grey, int width, int height, int stride,
                     pd_ocr_word **words, size_t *count);
void pd_ocr_free_words(pd_ocr_word *words, size_t count);

/* How a colour pixel becomes grey for tesseract. */
typedef enum {
    /* Luma (BT.601): what a person sees as light and dark. */
    PD_OCR_GREY_LUMA = 0,
    /* The darkest channel: light text over saturated colour comes out white on black. */
    PD_OCR_GREY_MIN_CHANNEL = 1,
    /* The brightest channel: dark text over saturated colour comes out black on white. */
    PD_OCR_GREY_MAX_CHANNEL = 2,
    /* One channel: text and background of one lightness (green over orange) apart in it. */
    PD_OCR_GREY_RED = 3,
    PD_OCR_GREY_GREEN = 4,
    PD_OCR_GREY_BLUE = 5,
} pd_ocr_grey_mode;

/* Turns 4-byte pixels (red, green and blue at the byte offsets given; `stride` bytes a row)
   into `width` × `height` grey bytes in `out`. */
void pd_ocr_grey(const uint8_t *pixels, int width, int height, int stride, int red, int green, int blue,
                 pd_ocr_grey_mode mode, uint8_t *out);

#endif
