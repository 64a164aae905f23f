#ifndef PLAYDECK_JPEG_PREVIEW_ENTROPY_H
#define PLAYDECK_JPEG_PREVIEW_ENTROPY_H

/* Huffman decoding of blocks and MCUs, inlined into the scan loops of scan.c. */

#include <string.h>

#include "preview.h"

/* Reads the de-stuffed data MSB first. `acc` holds the next bits left-aligned, `bits` of
   them valid; `next` is the first byte not yet in `acc` (Giesen's branch-free refill: every
   refill leaves at least 56 bits, enough for any code and its magnitude). */
typedef struct {
    uint64_t acc;
    int bits;
    const uint8_t *next;
    const uint8_t *base;
} pd_reader;

static inline uint64_t pd_load_be64(const uint8_t *p) {
    uint64_t value;
    memcpy(&value, p, sizeof value);
    return __builtin_bswap64(value);
}

static inline void pd_refill(pd_reader *r) {
    r->acc |= pd_load_be64(r->next) >> r->bits;
    r->next += (63 - r->bits) >> 3;
    r->bits |= 56;
}

static inline void pd_consume(pd_reader *r, int count) {
    r->acc <<= count;
    r->bits -= count;
}

static inline uint64_t pd_position(const pd_reader *r) {
    return (uint64_t)(r->next - r->base) * 8 - (uint64_t)r->bits;
}

static inline void pd_seek(pd_reader *r, uint64_t bit) {
    r->next = r->base + bit / 8;
    r->acc = 0;
    r->bits = 0;
    pd_refill(r);
    pd_consume(r, (int)(bit % 8));
}

static inline int pd_receive_extend(pd_reader *r, int s) {
    int bits = (int)(r->acc >> (64 - s));
    pd_consume(r, s);
    return pd_extend(bits, s);
}

/* A code longer than PD_FAST_BITS, found by its length; -1 for no valid code. */
static inline int pd_decode_slow(pd_reader *r, const pd_huffman *h) {
    uint32_t top = (uint32_t)(r->acc >> 48);
    int length = PD_FAST_BITS + 1;
    while (top >= h->maxcode[length]) length++;
    if (length > 16) return -1;
    int index = (int)(top >> (16 - length)) + h->delta[length];
    if (index < 0 || index >= h->count) return -1;
    pd_consume(r, length);
    return h->symbols[index];
}

static inline int pd_decode_symbol(pd_reader *r, const pd_huffman *h) {
    int entry = h->fast[r->acc >> (64 - PD_FAST_BITS)];
    if (entry) {
        pd_consume(r, entry >> 8);
        return entry & 255;
    }
    return pd_decode_slow(r, h);
}

static inline int pd_decode_dc(pd_reader *r, const pd_huffman *h, int *diff) {
    pd_refill(r);
    int s = pd_decode_symbol(r, h);
    if (s < 0) return -1;
    *diff = s ? pd_receive_extend(r, s) : 0;
    return 0;
}

/* One step through a block's AC codes: how far the position moves (0 at the end of the
   block, -1 for a bad code); the coefficient's value in `*value` (0 for ZRL). */
static inline int pd_decode_ac(pd_reader *r, const pd_huffman *h, int *value) {
    pd_refill(r);
    int32_t entry = h->fast_ac[r->acc >> (64 - PD_FAST_BITS)];
    if (entry) {
        pd_consume(r, entry & 31);
        *value = (int16_t)((uint32_t)entry >> 16);
        return (entry >> 8) & 31;
    }
    int symbol = pd_decode_symbol(r, h);
    if (symbol < 0) return -1;
    int run = symbol >> 4, s = symbol & 15;
    if (s == 0) {
        *value = 0;
        return run == 15 ? 16 : 0;
    }
    *value = pd_receive_extend(r, s);
    return run + 1;
}

/* Reads past a block's AC coefficients, two codes at a time where they fit in the look-up
   (a second code is taken only if the first leaves the block open). A run past the end of
   the block is corrupt. */
static inline int pd_skip_ac(pd_reader *r, const pd_huffman *h) {
    for (int k = 1;;) {
        pd_refill(r);
        uint32_t entry = h->pair[r->acc >> (64 - PD_PAIR_BITS)];
        if (entry == 0) {
            int symbol = pd_decode_slow(r, h);
            if (symbol < 0) return -1;
            int run = symbol >> 4, s = symbol & 15;
            pd_consume(r, s);
            int advance = s ? run + 1 : run == 15 ? 16 : 0;
            if (advance == 0) return 0;
            k += advance;
            if (k >= 64) return k > 64 ? -1 : 0;
            continue;
        }
        int first = (entry >> 10) & 31;
        if (first == 0 || k + first >= 64) {
            pd_consume(r, entry & 31);
            if (first == 0) return 0;
            k += first;
            return k > 64 ? -1 : 0;
        }
        pd_consume(r, (entry >> 5) & 31);
        k += (entry >> 15) & 63;
        if (entry >> 21) return 0;
        if (k >= 64) return k > 64 ? -1 : 0;
    }
}

static inline int64_t pd_descale(int64_t x, int n) {
    return (x + ((int64_t)1 << (n - 1))) >> n;
}

static inline int32_t pd_saturate(int64_t x) {
    return x > INT32_MAX ? INT32_MAX : x < INT32_MIN ? INT32_MIN : (int32_t)x;
}

/* libjpeg-turbo's jpeg_idct_2x2 (jidctred.c, ISLOW constants), split so that the DC
   coefficient is left out: pixel (x, y) of the block is
   range_limit[descale(dequantized DC × 4 × 2^15 + sums[2y + x], 20)]. Adding the DC this
   way gives exactly libjpeg's result, because its first pass shifts the DC left by 15 bits
   and descales by 13. The sums are kept in 32 bits: exact while the block's 2×2 pixels are
   within about ±2000 of its mean, as in any real picture (only garbage differs). */
static inline void pd_idct2_sums(const int16_t *coef, const uint16_t *quant, int32_t sums[4]) {
    enum { C7 = -5906, C5 = 6967, C3 = -10426, C1 = 29692 };
#define PD_DEQ(n) ((int64_t)coef[n] * (int16_t)quant[n])
    int64_t top[8], bottom[8];
    static const int columns[4] = {1, 3, 5, 7};
    for (int i = 0; i < 4; i++) {
        int c = columns[i];
        int64_t even = PD_DEQ(c) * 32768;
        int64_t odd = PD_DEQ(56 + c) * C7 + PD_DEQ(40 + c) * C5 + PD_DEQ(24 + c) * C3 + PD_DEQ(8 + c) * C1;
        top[c] = pd_descale(even + odd, 13);
        bottom[c] = pd_descale(even - odd, 13);
    }
    int64_t odd0 = PD_DEQ(56) * C7 + PD_DEQ(40) * C5 + PD_DEQ(24) * C3 + PD_DEQ(8) * C1;
#undef PD_DEQ
    int64_t rest[2] = {pd_descale(odd0, 13), pd_descale(-odd0, 13)};
    const int64_t *rows[2] = {top, bottom};
    for (int y = 0; y < 2; y++) {
        const int64_t *w = rows[y];
        int64_t odd = w[7] * C7 + w[5] * C5 + w[3] * C3 + w[1] * C1;
        sums[2 * y] = pd_saturate(rest[y] * 32768 + odd);
        sums[2 * y + 1] = pd_saturate(rest[y] * 32768 - odd);
    }
}

/* A block kept at 2×2: its AC coefficients are needed, not only skipped. */
static inline int pd_decode_idct2(pd_reader *r, const pd_block_plan *plan, int32_t sums[4]) {
    int value, advance = pd_decode_ac(r, plan->ac, &value);
    if (advance <= 0) {
        /* No AC coefficient (flat chroma, the common case): the DC alone makes the pixels. */
        memset(sums, 0, 4 * sizeof *sums);
        return advance;
    }
    int16_t coef[65];
    memset(coef, 0, sizeof coef);
    for (int k = 1;;) {
        coef[pd_natural[k + advance - 1]] = (int16_t)value;
        k += advance;
        if (k >= 64) {
            if (k > 64) return -1;
            break;
        }
        advance = pd_decode_ac(r, plan->ac, &value);
        if (advance < 0) return -1;
        if (advance == 0) break;
    }
    pd_idct2_sums(coef, plan->quant, sums);
    return 0;
}

/* One MCU: each block's DC value into `dc`, the 2×2 blocks' sums into `ac`. The reader is
   copied in and out so that its fields stay in registers. */
static inline int pd_decode_mcu(pd_reader *reader, const pd_frame *f, uint16_t pred[3], uint16_t *dc, int32_t *ac) {
    pd_reader r = *reader;
    int status = 0;
    for (int b = 0; b < f->blocks && status == 0; b++) {
        const pd_block_plan *plan = &f->plan[b];
        int diff;
        if (pd_decode_dc(&r, plan->dc, &diff) != 0) {
            status = -1;
            break;
        }
        pred[plan->component] = (uint16_t)(pred[plan->component] + diff);
        dc[b] = pred[plan->component];
        if (plan->idct2) {
            status = pd_decode_idct2(&r, plan, ac);
            ac += 4;
        } else {
            status = pd_skip_ac(&r, plan->ac);
        }
    }
    *reader = r;
    return status;
}

#endif
