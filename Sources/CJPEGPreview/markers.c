#include <string.h>

#include "preview.h"

/* libjpeg-turbo's own limit on either side. */
#define PD_MAX_DIMENSION 65500

const uint8_t pd_natural[80] = {
    0,  1,  8,  16, 9,  2,  3,  10, 17, 24, 32, 25, 18, 11, 4,  5,
    12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6,  7,  14, 21, 28,
    35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51,
    58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64,
};

/* What the markers before the scan said, beyond the frame itself. */
typedef struct {
    int saw_frame;
    int saw_jfif;
    int saw_adobe;
    int adobe_transform;
    int ids[3];
    int quant_table[3];
    int quant_defined[4];
} pd_header_state;

static unsigned be16(const uint8_t *p) {
    return (unsigned)p[0] << 8 | p[1];
}

static int parse_dqt(const uint8_t *p, size_t length, pd_frame *frame, pd_header_state *state) {
    while (length > 0) {
        int precision = p[0] >> 4, table = p[0] & 15;
        size_t bytes = precision ? 128 : 64;
        if (precision > 1 || table > 3 || length < 1 + bytes) return PD_JPEG_PREVIEW_CORRUPT;
        for (int i = 0; i < 64; i++) {
            frame->quant[table][pd_natural[i]] = (uint16_t)(precision ? be16(p + 1 + 2 * i) : p[1 + i]);
        }
        state->quant_defined[table] = 1;
        p += 1 + bytes;
        length -= 1 + bytes;
    }
    return PD_JPEG_PREVIEW_OK;
}

static int parse_dht(const uint8_t *p, size_t length, pd_frame *frame) {
    while (length > 0) {
        if (length < 17) return PD_JPEG_PREVIEW_CORRUPT;
        int class = p[0] >> 4, table = p[0] & 15;
        if (class > 1 || table > 3) return PD_JPEG_PREVIEW_CORRUPT;
        size_t count = 0;
        for (int i = 0; i < 16; i++) count += p[1 + i];
        if (count > 256 || length < 17 + count) return PD_JPEG_PREVIEW_CORRUPT;
        if (pd_huffman_build(&frame->huffman[class][table], p + 1, p + 17, class) != 0) {
            return PD_JPEG_PREVIEW_CORRUPT;
        }
        p += 17 + count;
        length -= 17 + count;
    }
    return PD_JPEG_PREVIEW_OK;
}

/* Whether pd_jpeg_decode would pick 1/8 for `min_side`: the smallest M/8 whose longer side
   is still min_side (or the whole side, for 0 or more). */
static int wants_eighth(int width, int height, int min_side) {
    unsigned longer = (unsigned)(width > height ? width : height);
    unsigned wanted = min_side > 0 && (unsigned)min_side < longer ? (unsigned)min_side : longer;
    return (longer + 7) / 8 >= wanted;
}

static int parse_sof(const uint8_t *p, size_t length, int min_side, pd_frame *frame, pd_header_state *state,
                     pd_jpeg_preview *out) {
    if (state->saw_frame) return PD_JPEG_PREVIEW_UNSUPPORTED;
    state->saw_frame = 1;
    if (length < 6) return PD_JPEG_PREVIEW_CORRUPT;
    int precision = p[0], components = p[5];
    frame->height = (int)be16(p + 1);
    frame->width = (int)be16(p + 3);
    out->original_width = frame->width;
    out->original_height = frame->height;
    if (length != 6 + 3 * (size_t)components) return PD_JPEG_PREVIEW_CORRUPT;
    if (precision != 8 || (components != 1 && components != 3)) return PD_JPEG_PREVIEW_UNSUPPORTED;
    /* A height of 0 is given later by a DNL marker. */
    if (frame->width == 0 || frame->height == 0) return PD_JPEG_PREVIEW_UNSUPPORTED;
    if (!wants_eighth(frame->width, frame->height, min_side)) return PD_JPEG_PREVIEW_NOT_EIGHTH;
    if (frame->width > PD_MAX_DIMENSION || frame->height > PD_MAX_DIMENSION ||
        (long long)frame->width * frame->height > PD_JPEG_PREVIEW_MAX_PIXELS) {
        return PD_JPEG_PREVIEW_UNSUPPORTED;
    }
    frame->components = components;
    frame->max_h = frame->max_v = 1;
    int blocks = 0;
    for (int c = 0; c < components; c++) {
        const uint8_t *spec = p + 6 + 3 * c;
        state->ids[c] = spec[0];
        for (int other = 0; other < c; other++) {
            if (state->ids[other] == spec[0]) return PD_JPEG_PREVIEW_CORRUPT;
        }
        frame->h[c] = spec[1] >> 4;
        frame->v[c] = spec[1] & 15;
        if (frame->h[c] < 1 || frame->h[c] > 2 || frame->v[c] < 1 || frame->v[c] > 2) return PD_JPEG_PREVIEW_UNSUPPORTED;
        if (spec[2] > 3) return PD_JPEG_PREVIEW_CORRUPT;
        state->quant_table[c] = spec[2];
        if (frame->h[c] > frame->max_h) frame->max_h = frame->h[c];
        if (frame->v[c] > frame->max_v) frame->max_v = frame->v[c];
        blocks += frame->h[c] * frame->v[c];
    }
    if (components > 1 && blocks > PD_MAX_BLOCKS) return PD_JPEG_PREVIEW_CORRUPT;
    return PD_JPEG_PREVIEW_OK;
}

/* libjpeg's guess of the colour space of a 3-component picture: YCbCr unless an Adobe marker
   or the component ids say RGB. */
static int is_rgb(const pd_header_state *state) {
    if (state->saw_jfif) return 0;
    if (state->saw_adobe) return state->adobe_transform == 0;
    return state->ids[0] == 'R' && state->ids[1] == 'G' && state->ids[2] == 'B';
}

/* Lays out the MCU: which block of which component comes when, at which scale. */
static int plan_scan(pd_frame *frame, const int order[3], const int dc_table[3], const int ac_table[3],
                     const pd_header_state *state) {
    int n = 0;
    frame->idct2_blocks = 0;
    if (frame->components == 1) {
        /* A scan of one component has one block per MCU, whatever the sampling factors. */
        frame->max_h = frame->max_v = frame->h[0] = frame->v[0] = 1;
    }
    frame->mcus_x = (frame->width + 8 * frame->max_h - 1) / (8 * frame->max_h);
    frame->mcus_y = (frame->height + 8 * frame->max_v - 1) / (8 * frame->max_v);
    frame->mcus = (long)frame->mcus_x * frame->mcus_y;
    for (int i = 0; i < frame->components; i++) {
        int c = order[i];
        const pd_huffman *dc = &frame->huffman[0][dc_table[i]], *ac = &frame->huffman[1][ac_table[i]];
        if (!dc->defined || !ac->defined || !state->quant_defined[state->quant_table[c]]) return PD_JPEG_PREVIEW_CORRUPT;
        /* libjpeg scales a component by 2 in its IDCT instead of upsampling it only when it
           is subsampled both ways (jdmaster.c); else it replicates 1×1 blocks. */
        int idct2 = frame->max_h == 2 * frame->h[c] && frame->max_v == 2 * frame->v[c];
        for (int y = 0; y < frame->v[c]; y++) {
            for (int x = 0; x < frame->h[c]; x++) {
                frame->plan[n] = (pd_block_plan){
                    .component = (uint8_t)c, .x = (uint8_t)x, .y = (uint8_t)y, .idct2 = (uint8_t)idct2,
                    .dc = dc, .ac = ac, .quant = frame->quant[state->quant_table[c]],
                };
                frame->last_block[c] = n;
                frame->idct2_blocks += idct2;
                n++;
            }
        }
    }
    frame->blocks = n;
    return PD_JPEG_PREVIEW_OK;
}

static int parse_sos(const uint8_t *p, size_t length, pd_frame *frame, pd_header_state *state) {
    if (!state->saw_frame) return PD_JPEG_PREVIEW_CORRUPT;
    if (length < 1) return PD_JPEG_PREVIEW_CORRUPT;
    int count = p[0];
    if (length != 4 + 2 * (size_t)count) return PD_JPEG_PREVIEW_CORRUPT;
    /* One interleaved scan of every component, or the picture has several scans. */
    if (count != frame->components) return PD_JPEG_PREVIEW_UNSUPPORTED;
    int order[3], dc_table[3], ac_table[3];
    for (int i = 0; i < count; i++) {
        int id = p[1 + 2 * i], tables = p[2 + 2 * i];
        order[i] = -1;
        for (int c = 0; c < frame->components; c++) {
            if (state->ids[c] == id) order[i] = c;
        }
        if (order[i] < 0) return PD_JPEG_PREVIEW_CORRUPT;
        for (int other = 0; other < i; other++) {
            if (order[other] == order[i]) return PD_JPEG_PREVIEW_CORRUPT;
        }
        dc_table[i] = tables >> 4;
        ac_table[i] = tables & 15;
        if (dc_table[i] > 3 || ac_table[i] > 3) return PD_JPEG_PREVIEW_CORRUPT;
    }
    const uint8_t *spectral = p + 1 + 2 * count;
    if (spectral[0] != 0 || spectral[1] != 63 || spectral[2] != 0) return PD_JPEG_PREVIEW_UNSUPPORTED;
    if (frame->components == 3 && is_rgb(state)) return PD_JPEG_PREVIEW_UNSUPPORTED;
    return plan_scan(frame, order, dc_table, ac_table, state);
}

/* Finds where the entropy-coded data ends: at the first marker that is not a stuffed 0xFF.
   Only the end of the picture may follow. */
static int find_scan_end(const uint8_t *data, size_t size, size_t start, pd_frame *frame) {
    size_t at = start;
    for (;;) {
        const uint8_t *ff = at < size ? memchr(data + at, 0xFF, size - at) : NULL;
        if (ff == NULL) {
            /* No end marker: the file stops; the MCUs must all be there. */
            frame->scan = data + start;
            frame->scan_size = size - start;
            return PD_JPEG_PREVIEW_OK;
        }
        size_t marker = (size_t)(ff - data), next = marker + 1;
        while (next < size && data[next] == 0xFF) next++;
        if (next < size && data[next] == 0x00) {
            at = next + 1;
            continue;
        }
        frame->scan = data + start;
        frame->scan_size = marker - start;
        if (next >= size || data[next] == 0xD9) return PD_JPEG_PREVIEW_OK;
        /* RSTn without a restart interval is corrupt; anything else starts another scan. */
        return data[next] >= 0xD0 && data[next] <= 0xD7 ? PD_JPEG_PREVIEW_CORRUPT : PD_JPEG_PREVIEW_UNSUPPORTED;
    }
}

static void examine_app(int marker, const uint8_t *p, size_t length, pd_header_state *state) {
    /* As libjpeg's examine_app0 and examine_app14 read them. */
    if (marker == 0xE0 && length >= 14 && memcmp(p, "JFIF", 5) == 0) state->saw_jfif = 1;
    if (marker == 0xEE && length >= 12 && memcmp(p, "Adobe", 5) == 0) {
        state->saw_adobe = 1;
        state->adobe_transform = p[11];
    }
}

int pd_preview_parse(const uint8_t *data, size_t size, int min_side, pd_frame *frame, pd_jpeg_preview *out) {
    pd_header_state state;
    memset(&state, 0, sizeof state);
    if (data == NULL || size < 4 || data[0] != 0xFF || data[1] != 0xD8) return PD_JPEG_PREVIEW_CORRUPT;
    size_t at = 2;
    for (;;) {
        if (at >= size || data[at] != 0xFF) return PD_JPEG_PREVIEW_UNSUPPORTED;
        while (at < size && data[at] == 0xFF) at++;
        if (at >= size) return PD_JPEG_PREVIEW_CORRUPT;
        int marker = data[at++];
        if (marker == 0xD8 || marker == 0xD9 || (marker >= 0xD0 && marker <= 0xD7)) return PD_JPEG_PREVIEW_CORRUPT;
        if (marker == 0x01) return PD_JPEG_PREVIEW_UNSUPPORTED;
        if (size - at < 2) return PD_JPEG_PREVIEW_CORRUPT;
        size_t length = be16(data + at);
        if (length < 2 || length > size - at) return PD_JPEG_PREVIEW_CORRUPT;
        const uint8_t *p = data + at + 2;
        size_t body = length - 2;
        at += length;
        int status = PD_JPEG_PREVIEW_OK;
        if ((marker >= 0xE0 && marker <= 0xEF) || marker == 0xFE) {
            examine_app(marker, p, body, &state);
        } else if (marker == 0xDB) {
            status = parse_dqt(p, body, frame, &state);
        } else if (marker == 0xC4) {
            status = parse_dht(p, body, frame);
        } else if (marker == 0xC0 || marker == 0xC1) {
            status = parse_sof(p, body, min_side, frame, &state, out);
        } else if (marker == 0xDD) {
            if (body != 2) return PD_JPEG_PREVIEW_CORRUPT;
            if (be16(p) != 0) return PD_JPEG_PREVIEW_UNSUPPORTED;
        } else if (marker == 0xDA) {
            status = parse_sos(p, body, frame, &state);
            if (status != PD_JPEG_PREVIEW_OK) return status;
            return find_scan_end(data, size, at, frame);
        } else {
            /* Progressive, lossless, hierarchical, arithmetic (SOF2…, DAC, DHP, EXP, DNL). */
            return PD_JPEG_PREVIEW_UNSUPPORTED;
        }
        if (status != PD_JPEG_PREVIEW_OK) return status;
    }
}
