#ifndef PLAYDECK_CJPEG_SHIM_H
#define PLAYDECK_CJPEG_SHIM_H

/* libjpeg(-turbo) decodes with longjmp on errors, which Swift cannot survive, so the whole
   decode is one C function here: setjmp lives and dies inside it. libjpeg-turbo's DCT
   scaling (M/8) makes a 3000×3000 cover come out at 750×750 or 375×375 without ever
   building the full-size picture. */

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

/* A decoded picture: tightly packed RGBA rows (free `pixels` with free()), the size it was
   decoded at, its size in the file, and on failure libjpeg's message. */
typedef struct {
    uint8_t *pixels;
    int width;
    int height;
    int original_width;
    int original_height;
    char message[JMSG_LENGTH_MAX];
} pd_jpeg_picture;

struct pd_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void pd_jpeg_error_exit(j_common_ptr info) {
    longjmp(((struct pd_jpeg_error *)info->err)->jump, 1);
}

/* Warnings (a truncated file, junk bytes) are not printed: the picture is still shown. */
static void pd_jpeg_output_message(j_common_ptr info) {
    (void)info;
}

/* The largest picture decoded, in pixels, whatever the file claims. */
#define PD_JPEG_MAX_PIXELS (64 * 1024 * 1024)

/* Decodes `size` bytes of JPEG, scaled by the smallest M/8 that keeps the longer side at
   least `min_side` pixels (or the original size, if that is smaller). Returns 0, or -1
   with `out->message` set. */
static inline int pd_jpeg_decode(const uint8_t *data, size_t size, int min_side, pd_jpeg_picture *out) {
    struct jpeg_decompress_struct info;
    struct pd_jpeg_error error;
    uint8_t *volatile pixels = NULL;
    memset(out, 0, sizeof *out);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = pd_jpeg_error_exit;
    error.manager.output_message = pd_jpeg_output_message;
    if (setjmp(error.jump)) {
        (*info.err->format_message)((j_common_ptr)&info, out->message);
        jpeg_destroy_decompress(&info);
        free(pixels);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    out->original_width = (int)info.image_width;
    out->original_height = (int)info.image_height;
    unsigned int longer = info.image_width > info.image_height ? info.image_width : info.image_height;
    unsigned int wanted = min_side > 0 && (unsigned int)min_side < longer ? (unsigned int)min_side : longer;
    unsigned int scale = 8;
    for (unsigned int m = 1; m < 8; m++) {
        if ((longer * m + 7) / 8 >= wanted) {
            scale = m;
            break;
        }
    }
    info.scale_num = scale;
    info.scale_denom = 8;
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_calc_output_dimensions(&info);
    if ((size_t)info.output_width * info.output_height > PD_JPEG_MAX_PIXELS) {
        snprintf(out->message, sizeof out->message, "the picture is too large (%ux%u)",
                 info.image_width, info.image_height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    pixels = malloc(stride * info.output_height);
    if (pixels == NULL) {
        snprintf(out->message, sizeof out->message, "out of memory");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    out->width = (int)info.output_width;
    out->height = (int)info.output_height;
    out->pixels = pixels;
    jpeg_destroy_decompress(&info);
    return 0;
}

#endif
