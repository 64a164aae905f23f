/* Times the decode of one JPEG at 1/8 (the artwork case): libjpeg-turbo through the CJPEG shim,
   then the preview decoder with one thread and with two. Prints the best and the median of
   RUNS (default 20) decodes each. Report only; nothing asserts on it. Build and run:  */
// cc -O2 -I Sources/CJPEGPreview/include -o /tmp/jpeg-preview bench/jpeg-preview.c Sources/CJPEGPreview/*.c -ljpeg
// /tmp/jpeg-preview cover.jpg [RUNS]
#include <time.h>

#include "../Sources/CJPEG/shim.h"
#include "jpeg_preview.h"

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    int runs = argc > 2 ? atoi(argv[2]) : 20;
    if (runs < 1 || runs > 1000) return 2;
    FILE *file = fopen(argv[1], "rb");
    if (file == NULL) return 1;
    fseek(file, 0, SEEK_END);
    size_t size = (size_t)ftell(file);
    fseek(file, 0, SEEK_SET);
    uint8_t *data = malloc(size);
    if (data == NULL || fread(data, 1, size, file) != size) return 1;
    fclose(file);
    static const char *const names[] = {"libjpeg-turbo 1/8", "preview, 1 thread", "preview, 2 threads"};
    double *times = malloc(sizeof *times * (size_t)runs);
    for (int way = 0; way < 3; way++) {
        int width = 0, height = 0;
        long synced = 0;
        for (int i = 0; i < runs; i++) {
            double start = now_ms();
            if (way == 0) {
                pd_jpeg_picture picture;
                if (pd_jpeg_decode(data, size, 1, &picture) != 0) return 1;
                width = picture.width, height = picture.height;
                free(picture.pixels);
            } else {
                pd_jpeg_preview picture;
                int status = pd_jpeg_preview_decode(data, size, 1, way, &picture);
                if (status != PD_JPEG_PREVIEW_OK) {
                    printf("%s: status %d\n", names[way], status);
                    break;
                }
                width = picture.width, height = picture.height, synced = picture.synced_mcu;
                free(picture.pixels);
            }
            times[i] = now_ms() - start;
        }
        qsort(times, (size_t)runs, sizeof *times, by_value);
        double median = runs % 2 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2;
        printf("%-20s %dx%d  best %6.2f ms  median %6.2f ms", names[way], width, height, times[0], median);
        if (way == 2) printf("  (second thread's MCUs used from MCU %ld)", synced);
        printf("\n");
    }
    free(times);
    free(data);
    return 0;
}
