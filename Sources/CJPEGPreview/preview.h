#ifndef PLAYDECK_JPEG_PREVIEW_INTERNAL_H
#define PLAYDECK_JPEG_PREVIEW_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "jpeg_preview.h"

/* Codes up to this many bits are decoded by one table look-up. */
#define PD_FAST_BITS 10
/* Bits looked up at once when only skipping AC codes. */
#define PD_PAIR_BITS 12
/* Blocks in one MCU: JPEG's own limit. */
#define PD_MAX_BLOCKS 10
/* Zero bytes after the entropy-coded data: more than one MCU can read (10 blocks of at most
   64 codes of 31 bits each, ~2.5 KB), so decoding only checks the position between MCUs. */
#define PD_PADDING 4096

/* One Huffman table, with look-up tables for the common short codes. */
typedef struct {
    /* Indexed by the next PD_FAST_BITS bits: length << 8 | symbol, 0 if the code is longer. */
    uint16_t fast[1 << PD_FAST_BITS];
    /* AC tables only, indexed the same way, when the code and its magnitude bits fit:
       value << 16 | advance << 8 | bits, where advance is how far the position in the block
       moves (run + 1; 16 for ZRL; 0 for end of block). 0 if they do not fit. */
    int32_t fast_ac[1 << PD_FAST_BITS];
    /* AC tables only, for blocks whose AC values are not needed (see pd_skip_ac), indexed by
       the next PD_PAIR_BITS bits: up to two codes at once (the second when it fits in those
       bits, its magnitude bits need not). 0 if the first code is longer. */
    uint32_t pair[1 << PD_PAIR_BITS];
    /* maxcode[l]: one more than the last code of length l, left-aligned to 16 bits. */
    uint32_t maxcode[18];
    /* The index in `symbols` of a code of length l is code + delta[l]. */
    int32_t delta[17];
    uint8_t symbols[256];
    int count;
    int defined;
} pd_huffman;

/* One block of an MCU, in decoding order. */
typedef struct {
    uint8_t component;     /* index in the frame (0 Y, 1 Cb, 2 Cr) */
    uint8_t x, y;          /* block position inside the component's part of the MCU */
    uint8_t idct2;         /* decoded to 2×2 pixels (libjpeg's chroma for 4:2:0 at 1/8) */
    const pd_huffman *dc;
    const pd_huffman *ac;
    const uint16_t *quant; /* natural order */
} pd_block_plan;

/* What the headers say, and how the scan's MCUs are laid out. */
typedef struct {
    int width, height;
    int components;
    int max_h, max_v;
    int h[3], v[3];
    int mcus_x, mcus_y;
    long mcus;
    int blocks;                     /* per MCU */
    int idct2_blocks;               /* per MCU */
    int last_block[3];              /* the last block of each component in an MCU */
    pd_block_plan plan[PD_MAX_BLOCKS];
    const uint8_t *scan;            /* the entropy-coded data, still byte-stuffed */
    size_t scan_size;               /* up to (not including) the marker that ends it */
    uint16_t quant[4][64];
    pd_huffman huffman[2][4];       /* [0: DC, 1: AC][table] */
} pd_frame;

/* Reads the markers up to the start of the scan and plans the MCUs. Returns a
   PD_JPEG_PREVIEW_* code; the size is set in `out` once the frame header is read, and
   PD_JPEG_PREVIEW_NOT_EIGHTH returned right then if `min_side` wants more than 1/8. */
int pd_preview_parse(const uint8_t *data, size_t size, int min_side, pd_frame *frame, pd_jpeg_preview *out);

/* Builds a Huffman table from its 16 counts and its symbols; 0, or -1 for a bad table. */
int pd_huffman_build(pd_huffman *table, const uint8_t counts[16], const uint8_t *symbols, int is_ac);

/* The decoded coefficients the picture is made of: per MCU, each block's DC value (after
   prediction) and, for idct2 blocks, four sums that are the AC part of its 2×2 pixels. */
typedef struct {
    uint16_t *dc;   /* mcus × blocks */
    int32_t *ac;    /* mcus × idct2_blocks × 4 */
} pd_coefficients;

/* Decodes the scan of `frame` into `coefficients` (allocated by the caller for all MCUs),
   with one or two threads. Returns a PD_JPEG_PREVIEW_* code. */
int pd_preview_decode_scan(const pd_frame *frame, int threads, pd_coefficients *coefficients, pd_jpeg_preview *out);

/* Turns the coefficients into RGBA pixels in `out`. Returns a PD_JPEG_PREVIEW_* code. */
int pd_preview_render(const pd_frame *frame, const pd_coefficients *coefficients, pd_jpeg_preview *out);

/* The natural position of the coefficient at each zig-zag position (the order of DQT tables
   and of coefficients in the data); past 63, for a run that overshoots the block (found
   corrupt just after), a spare slot. */
extern const uint8_t pd_natural[80];

/* The value of `bits` read as an s-bit JPEG magnitude (F.2.2.1, EXTEND). */
static inline int pd_extend(int bits, int s) {
    return bits < (1 << (s - 1)) ? bits - (1 << s) + 1 : bits;
}

#endif
