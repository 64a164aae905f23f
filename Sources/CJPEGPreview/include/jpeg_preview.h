#ifndef PLAYDECK_JPEG_PREVIEW_H
#define PLAYDECK_JPEG_PREVIEW_H

/* A JPEG decoder for one case only: a baseline picture wanted at 1/8 of its size, where each
   8×8 block becomes one pixel. libjpeg-turbo decodes that case too (DCT scaling 1/8), but
   its Huffman decoding runs on one core and is nearly all of the time; this one needs only
   each block's DC coefficient (and a few chroma AC coefficients for 4:2:0, to match
   libjpeg's output exactly) and splits the Huffman decoding between two threads by
   self-synchronisation. Anything it does not handle is "unsupported" and anything broken is
   "corrupt": the caller then decodes with libjpeg, as before. */

#include <stddef.h>
#include <stdint.h>

/* Return values of pd_jpeg_preview_decode. */
enum {
    PD_JPEG_PREVIEW_OK = 0,
    /* Valid JPEG (as far as was read) that this decoder does not handle: progressive,
       arithmetic, 12-bit, CMYK, RGB, restart intervals, several scans, other sampling… */
    PD_JPEG_PREVIEW_UNSUPPORTED = 1,
    /* Bad markers or tables, bad Huffman codes, data too short for the picture. */
    PD_JPEG_PREVIEW_CORRUPT = 2,
    /* `min_side` asks for more than 1/8 of the picture: libjpeg would decode at M/8, M > 1. */
    PD_JPEG_PREVIEW_NOT_EIGHTH = 3,
};

/* The largest picture handled, in pixels of the file (as libjpeg's shim caps its output). */
#define PD_JPEG_PREVIEW_MAX_PIXELS (64 * 1024 * 1024)

/* A decoded picture: tightly packed RGBA rows (free `pixels` with free()), as libjpeg-turbo
   gives at scale 1/8, and how the Huffman decoding went. */
typedef struct {
    uint8_t *pixels;
    int width;            /* ceil(original_width / 8) */
    int height;           /* ceil(original_height / 8) */
    int original_width;   /* set as soon as the frame header is read, even on failure */
    int original_height;
    int threads;          /* 1 or 2: how many threads decoded the entropy-coded data */
    long mcus;            /* MCUs in the picture */
    long synced_mcu;      /* the MCU from which the second thread's results were used; 0 if none */
    long adopted_mcus;    /* how many MCUs the second thread decoded (and were used) */
} pd_jpeg_preview;

/* How many threads to use for the entropy-coded data. */
enum {
    PD_JPEG_PREVIEW_THREADS_AUTO = 0,  /* two when the data is large enough to gain from it, on 2+ cores */
    PD_JPEG_PREVIEW_THREADS_ONE = 1,
    PD_JPEG_PREVIEW_THREADS_TWO = 2,   /* two whatever the size (tests, fuzzing) */
};

/* Decodes `size` bytes of JPEG at 1/8 scale, if `min_side` (as in pd_jpeg_decode: the
   longer side wanted, 0 for full size) leads libjpeg to that scale. Returns one of
   PD_JPEG_PREVIEW_*; `out->pixels` is set only on PD_JPEG_PREVIEW_OK. */
int pd_jpeg_preview_decode(const uint8_t *data, size_t size, int min_side, int threads, pd_jpeg_preview *out);

#endif
