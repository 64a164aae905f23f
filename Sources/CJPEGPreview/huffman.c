#include <string.h>

#include "preview.h"

/* The code at the top of `top` (16 bits, left-aligned), if it is at most `limit` bits long:
   its length (0 if none) and symbol. */
static int lookup(const pd_huffman *table, uint32_t top, int limit, int *symbol) {
    for (int length = 1; length <= limit; length++) {
        if (top < table->maxcode[length]) {
            int index = (int)(top >> (16 - length)) + table->delta[length];
            if (index < 0 || index >= table->count) return 0;
            *symbol = table->symbols[index];
            return length;
        }
    }
    return 0;
}

/* How far an AC symbol moves the position in the block: run + 1, 16 for ZRL, 0 for the end. */
static int advance_of(int symbol) {
    int run = symbol >> 4, s = symbol & 15;
    return s ? run + 1 : run == 15 ? 16 : 0;
}

/* pd_huffman.pair: first bits | total bits << 5 | first advance << 10 | total advance << 15 |
   (second is an end of block) << 21. */
static void build_pairs(pd_huffman *table) {
    for (uint32_t peek = 0; peek < (1u << PD_PAIR_BITS); peek++) {
        int first, second;
        int length = lookup(table, peek << (16 - PD_PAIR_BITS), PD_PAIR_BITS, &first);
        if (length == 0) {
            table->pair[peek] = 0;
            continue;
        }
        uint32_t bits = (uint32_t)(length + (first & 15)), advance = (uint32_t)advance_of(first);
        uint32_t entry = bits | bits << 5 | advance << 10 | advance << 15;
        if (advance != 0 && bits < PD_PAIR_BITS) {
            uint32_t rest = (peek << bits) & ((1u << PD_PAIR_BITS) - 1);
            int next = lookup(table, rest << (16 - PD_PAIR_BITS), PD_PAIR_BITS - (int)bits, &second);
            if (next > 0) {
                uint32_t more = (uint32_t)advance_of(second);
                entry = bits | (bits + (uint32_t)next + (uint32_t)(second & 15)) << 5 | advance << 10 |
                        (advance + more) << 15 | (uint32_t)(more == 0) << 21;
            }
        }
        table->pair[peek] = entry;
    }
}

int pd_huffman_build(pd_huffman *table, const uint8_t counts[16], const uint8_t *symbols, int is_ac) {
    memset(table, 0, sizeof *table);
    int index = 0;
    uint32_t code = 0;
    for (int length = 1; length <= 16; length++) {
        table->delta[length] = index - (int32_t)code;
        for (int i = 0; i < counts[length - 1]; i++, index++, code++) {
            uint8_t symbol = symbols[index];
            /* A DC difference has at most 15 magnitude bits (libjpeg rejects more). */
            if (!is_ac && symbol > 15) return -1;
            if (code >= (1u << length)) return -1;
            if (length > PD_FAST_BITS) continue;
            int shift = PD_FAST_BITS - length;
            for (uint32_t fill = 0; fill < (1u << shift); fill++) {
                table->fast[code << shift | fill] = (uint16_t)(length << 8 | symbol);
            }
        }
        /* No code may be all ones (libjpeg's check in jpeg_make_d_derived_tbl). */
        if (code >= (1u << length)) return -1;
        table->maxcode[length] = code << (16 - length);
        code <<= 1;
    }
    table->maxcode[17] = UINT32_MAX;
    table->count = index;
    memcpy(table->symbols, symbols, (size_t)index);
    if (is_ac) {
        for (int peek = 0; peek < (1 << PD_FAST_BITS); peek++) {
            int entry = table->fast[peek];
            if (entry == 0) continue;
            int length = entry >> 8, symbol = entry & 255, run = symbol >> 4, s = symbol & 15;
            if (s == 0) {
                /* ZRL skips 16 zeros; any other run with no magnitude ends the block, as in libjpeg. */
                table->fast_ac[peek] = (run == 15 ? 16 : 0) << 8 | length;
            } else if (length + s <= PD_FAST_BITS) {
                int bits = (peek >> (PD_FAST_BITS - length - s)) & ((1 << s) - 1);
                uint32_t value = (uint16_t)(int16_t)pd_extend(bits, s);
                table->fast_ac[peek] = (int32_t)(value << 16 | (uint32_t)(run + 1) << 8 | (uint32_t)(length + s));
            }
        }
    }
    if (is_ac) build_pairs(table);
    table->defined = 1;
    return 0;
}
