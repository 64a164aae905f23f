#include <stdlib.h>
#include <string.h>

#include "preview.h"

/* libjpeg's post-IDCT range limit (jdmaster.c prepare_range_limit_table), indexed by the
   descaled value & 1023: 0…127 → 128…255, then 255, then 0, then -128…-1 → 0…127. */
static void make_range_limit(uint8_t table[1024]) {
    for (int i = 0; i < 1024; i++) {
        table[i] = (uint8_t)(i < 128 ? i + 128 : i < 512 ? 255 : i < 896 ? 0 : i - 896);
    }
}

/* Each component's samples at the picture's 1/8 scale, MCU-aligned: `width` × `height` per
   plane, as libjpeg's IDCT and upsampling (replication, at this scale) produce them. */
static void fill_planes(const pd_frame *f, const pd_coefficients *co, uint8_t *planes, int width, int height) {
    uint8_t range[1024];
    make_range_limit(range);
    /* Per block of the MCU: where its samples go relative to the MCU's corner, how many
       times each is repeated across and down, and its DC quantiser. */
    size_t offset[PD_MAX_BLOCKS];
    int across[PD_MAX_BLOCKS], down[PD_MAX_BLOCKS], quant[PD_MAX_BLOCKS];
    for (int b = 0; b < f->blocks; b++) {
        const pd_block_plan *plan = &f->plan[b];
        int c = plan->component;
        across[b] = f->max_h / f->h[c];
        down[b] = f->max_v / f->v[c];
        offset[b] = (size_t)c * width * height + (size_t)plan->y * down[b] * width + (size_t)plan->x * across[b];
        quant[b] = (int16_t)plan->quant[0];
    }
    const uint16_t *dc = co->dc;
    const int32_t *ac = co->ac;
    for (int my = 0; my < f->mcus_y; my++) {
        for (int mx = 0; mx < f->mcus_x; mx++, dc += f->blocks) {
            uint8_t *corner = planes + (size_t)my * f->max_v * width + (size_t)mx * f->max_h;
            for (int b = 0; b < f->blocks; b++) {
                uint8_t *p = corner + offset[b];
                int dequantized = (int16_t)dc[b] * quant[b];
                if (f->plan[b].idct2) {
                    int64_t base = (int64_t)dequantized * 4 * 32768 + ((int64_t)1 << 19);
                    p[0] = range[((base + ac[0]) >> 20) & 1023];
                    p[1] = range[((base + ac[1]) >> 20) & 1023];
                    p[width] = range[((base + ac[2]) >> 20) & 1023];
                    p[width + 1] = range[((base + ac[3]) >> 20) & 1023];
                    ac += 4;
                    continue;
                }
                uint8_t sample = range[((dequantized + 4) >> 3) & 1023];
                p[0] = sample;
                if (across[b] == 2) p[1] = sample;
                if (down[b] == 2) {
                    p[width] = sample;
                    if (across[b] == 2) p[width + 1] = sample;
                }
            }
        }
    }
}

/* YCbCr → RGB as libjpeg's jdcolor.c (JFIF, fixed point with 16 fraction bits). */
static void convert(const pd_frame *f, const uint8_t *planes, int width, int height, pd_jpeg_preview *out) {
    uint8_t *pixel = out->pixels;
    const uint8_t *luma = planes;
    if (f->components == 1) {
        for (int y = 0; y < out->height; y++) {
            for (int x = 0; x < out->width; x++, pixel += 4) {
                uint8_t value = luma[(size_t)y * width + x];
                pixel[0] = pixel[1] = pixel[2] = value;
                pixel[3] = 255;
            }
        }
        return;
    }
    /* clamp[v + 384] is v limited to 0…255, for v in -384…639 (jdcolor's values stay in
       -227…482). */
    uint8_t clamp[1024];
    for (int i = 0; i < 1024; i++) clamp[i] = (uint8_t)(i < 384 ? 0 : i > 639 ? 255 : i - 384);
    int cr_r[256], cb_b[256], cr_g[256], cb_g[256];
    for (int i = 0; i < 256; i++) {
        int x = i - 128;
        cr_r[i] = (91881 * x + 32768) >> 16;
        cb_b[i] = (116130 * x + 32768) >> 16;
        cr_g[i] = -46802 * x;
        cb_g[i] = -22554 * x + 32768;
    }
    const uint8_t *blue = planes + (size_t)width * height, *red = blue + (size_t)width * height;
    for (int y = 0; y < out->height; y++) {
        for (int x = 0; x < out->width; x++, pixel += 4) {
            size_t at = (size_t)y * width + x;
            int l = luma[at], cb = blue[at], cr = red[at];
            pixel[0] = clamp[384 + l + cr_r[cr]];
            pixel[1] = clamp[384 + l + ((cb_g[cb] + cr_g[cr]) >> 16)];
            pixel[2] = clamp[384 + l + cb_b[cb]];
            pixel[3] = 255;
        }
    }
}

int pd_preview_render(const pd_frame *f, const pd_coefficients *co, pd_jpeg_preview *out) {
    int width = f->mcus_x * f->max_h, height = f->mcus_y * f->max_v;
    uint8_t *planes = malloc((size_t)width * height * f->components);
    uint8_t *pixels = malloc((size_t)out->width * out->height * 4);
    if (planes == NULL || pixels == NULL) {
        free(planes);
        free(pixels);
        return PD_JPEG_PREVIEW_UNSUPPORTED;
    }
    fill_planes(f, co, planes, width, height);
    out->pixels = pixels;
    convert(f, planes, width, height, out);
    free(planes);
    return PD_JPEG_PREVIEW_OK;
}

int pd_jpeg_preview_decode(const uint8_t *data, size_t size, int min_side, int threads, pd_jpeg_preview *out) {
    if (out == NULL) return PD_JPEG_PREVIEW_CORRUPT;
    memset(out, 0, sizeof *out);
    pd_frame *frame = calloc(1, sizeof *frame);
    if (frame == NULL) return PD_JPEG_PREVIEW_UNSUPPORTED;
    int status = pd_preview_parse(data, size, min_side, frame, out);
    pd_coefficients coefficients = {NULL, NULL};
    if (status == PD_JPEG_PREVIEW_OK) {
        out->width = (frame->width + 7) / 8;
        out->height = (frame->height + 7) / 8;
        status = pd_preview_decode_scan(frame, threads, &coefficients, out);
    }
    if (status == PD_JPEG_PREVIEW_OK) status = pd_preview_render(frame, &coefficients, out);
    if (status != PD_JPEG_PREVIEW_OK) {
        out->width = out->height = 0;
    }
    free(coefficients.dc);
    free(coefficients.ac);
    free(frame);
    return status;
}
