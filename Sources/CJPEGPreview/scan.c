#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "entropy.h"

/* Below this much entropy-coded data a second thread costs more than it saves. */
#define PD_PARALLEL_MIN_BYTES (64 * 1024)

/* The second thread: it decodes from the middle of the data on, taking the bit where it
   starts for the start of an MCU and its DC predictors for 0. What it decodes before it
   falls into step with the real MCUs is garbage; from there on it is what the first
   thread would decode, but for the DC predictors, which differ by a constant per
   component (Klein & Wiseman's self-synchronisation of Huffman codes). */
typedef struct {
    const pd_frame *frame;
    const uint8_t *data;
    uint64_t bits;          /* the data's length in bits */
    uint64_t start;         /* where it starts */
    long capacity;          /* records it may write */
    uint16_t *dc;
    int32_t *ac;
    uint64_t *begins;       /* where each recorded MCU starts */
    uint64_t *ends;         /* and ends: the next one continues it only if it starts there */
    long count;
    atomic_int stop;
} pd_helper;

static void *helper_main(void *argument) {
    pd_helper *h = argument;
    const pd_frame *f = h->frame;
    pd_reader r = {.base = h->data};
    pd_seek(&r, h->start);
    uint16_t pred[3] = {0, 0, 0};
    long n = 0;
    while (n < h->capacity && !atomic_load_explicit(&h->stop, memory_order_relaxed)) {
        uint64_t at = pd_position(&r);
        if (at > h->bits) break;
        if (pd_decode_mcu(&r, f, pred, h->dc + n * f->blocks, h->ac + n * f->idct2_blocks * 4) == 0) {
            h->begins[n] = at;
            h->ends[n++] = pd_position(&r);
            continue;
        }
        /* Not in step yet, or past the end of the real MCUs, or corrupt data (which the first
           thread will find): start again from here, at least one bit further, with the
           predictors at 0. The next record then does not continue the last one. */
        memset(pred, 0, sizeof pred);
        if (pd_position(&r) == at) pd_seek(&r, at + 1);
    }
    h->count = n;
    return NULL;
}

/* Whether record i continues record i - 1 (decoded right after it, predictors carried). */
static int continues(const pd_helper *h, long i) {
    return i > 0 && h->begins[i] == h->ends[i - 1];
}

/* Takes the helper's records from `j` on (whose MCU starts where the first thread's MCU `m`
   does), as far as they run on without a break, as MCUs m… with the DC values shifted to the
   first thread's predictors. Returns how many were taken and sets `end` to where the last
   of them ends. */
static long adopt(const pd_frame *f, const pd_helper *h, long j, long m, uint16_t pred[3], pd_coefficients *co,
                  uint64_t *end) {
    long take = 1;
    while (j + take < h->count && m + take < f->mcus && continues(h, j + take)) take++;
    uint16_t offset[3] = {0, 0, 0};
    for (int c = 0; c < f->components; c++) {
        uint16_t start = continues(h, j) ? h->dc[(j - 1) * f->blocks + f->last_block[c]] : 0;
        offset[c] = (uint16_t)(pred[c] - start);
    }
    for (long i = 0; i < take; i++) {
        const uint16_t *from = h->dc + (j + i) * f->blocks;
        uint16_t *to = co->dc + (m + i) * f->blocks;
        for (int b = 0; b < f->blocks; b++) to[b] = (uint16_t)(from[b] + offset[f->plan[b].component]);
    }
    size_t sums = (size_t)f->idct2_blocks * 4;
    if (sums > 0) memcpy(co->ac + m * sums, h->ac + j * sums, (size_t)take * sums * sizeof *co->ac);
    for (int c = 0; c < f->components; c++) pred[c] = co->dc[(m + take - 1) * f->blocks + f->last_block[c]];
    *end = h->ends[j + take - 1];
    return take;
}

/* Copies the entropy-coded data without its stuffing (FF 00 → FF) and pads it with zeros. */
static size_t destuff(const uint8_t *in, size_t size, uint8_t *out) {
    size_t n = 0, at = 0;
    while (at < size) {
        const uint8_t *ff = memchr(in + at, 0xFF, size - at);
        size_t run = ff ? (size_t)(ff - (in + at)) : size - at;
        memcpy(out + n, in + at, run);
        n += run;
        at += run;
        if (ff == NULL) break;
        out[n++] = 0xFF;
        while (at < size && in[at] == 0xFF) at++;
        if (at < size && in[at] == 0x00) at++;
    }
    memset(out + n, 0, PD_PADDING + 8);
    return n;
}

static int start_helper(pd_helper *h, pthread_t *thread) {
    /* Signals reach PlayDeck only through its signalfd: the thread blocks them all. */
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    int created = pthread_create(thread, NULL, helper_main, h) == 0;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return created;
}

/* malloc for `count` items, never asking for 0 bytes (which may give NULL). */
static void *allocate(size_t count, size_t size) {
    return malloc(count > 0 ? count * size : 1);
}

static int allocate_helper(pd_helper *h, const pd_frame *f) {
    h->capacity = f->mcus;
    h->dc = allocate((size_t)f->mcus * f->blocks, sizeof *h->dc);
    h->ac = allocate((size_t)f->mcus * f->idct2_blocks * 4, sizeof *h->ac);
    h->begins = allocate((size_t)f->mcus, sizeof *h->begins);
    h->ends = allocate((size_t)f->mcus, sizeof *h->ends);
    return h->dc != NULL && h->ac != NULL && h->begins != NULL && h->ends != NULL;
}

static void free_helper(pd_helper *h) {
    free(h->dc);
    free(h->ac);
    free(h->begins);
    free(h->ends);
}

int pd_preview_decode_scan(const pd_frame *f, int threads, pd_coefficients *co, pd_jpeg_preview *out) {
    uint8_t *data = malloc(f->scan_size + PD_PADDING + 8);
    if (data == NULL) return PD_JPEG_PREVIEW_UNSUPPORTED;
    size_t bytes = destuff(f->scan, f->scan_size, data);
    uint64_t bits = (uint64_t)bytes * 8;
    /* Every block takes at least two bits (a DC code and an end of block): fewer bits than
       that is a truncated file, found before allocating for all those blocks. */
    if ((uint64_t)f->mcus * (uint64_t)f->blocks * 2 > bits) {
        free(data);
        return PD_JPEG_PREVIEW_CORRUPT;
    }
    co->dc = allocate((size_t)f->mcus * f->blocks, sizeof *co->dc);
    co->ac = allocate((size_t)f->mcus * f->idct2_blocks * 4, sizeof *co->ac);
    if (co->dc == NULL || co->ac == NULL) {
        free(data);
        return PD_JPEG_PREVIEW_UNSUPPORTED;
    }

    pd_helper helper = {.frame = f, .data = data, .bits = bits, .start = (uint64_t)(bytes / 2) * 8};
    atomic_init(&helper.stop, 0);
    pthread_t thread;
    int parallel = threads == PD_JPEG_PREVIEW_THREADS_TWO ||
                   (threads == PD_JPEG_PREVIEW_THREADS_AUTO && bytes >= PD_PARALLEL_MIN_BYTES &&
                    sysconf(_SC_NPROCESSORS_ONLN) > 1);
    int running = parallel && allocate_helper(&helper, f) && start_helper(&helper, &thread);
    int searching = running;
    out->threads = running ? 2 : 1;
    out->mcus = f->mcus;

    pd_reader r = {.base = data};
    pd_seek(&r, 0);
    uint16_t pred[3] = {0, 0, 0};
    int status = PD_JPEG_PREVIEW_OK;
    long j = 0;
    for (long m = 0; m < f->mcus;) {
        uint64_t at = pd_position(&r);
        if (at > bits) {
            status = PD_JPEG_PREVIEW_CORRUPT;
            break;
        }
        if (searching && at >= helper.start) {
            if (running) {
                pthread_join(thread, NULL);
                running = 0;
            }
            while (j < helper.count && helper.begins[j] < at) j++;
            if (j >= helper.count) {
                searching = 0;
            } else if (helper.begins[j] == at) {
                uint64_t end;
                long taken = adopt(f, &helper, j, m, pred, co, &end);
                out->synced_mcu = m;
                out->adopted_mcus = taken;
                m += taken;
                pd_seek(&r, end);
                searching = 0;
                continue;
            }
        }
        if (pd_decode_mcu(&r, f, pred, co->dc + m * f->blocks, co->ac + m * f->idct2_blocks * 4) != 0) {
            status = PD_JPEG_PREVIEW_CORRUPT;
            break;
        }
        m++;
    }
    if (status == PD_JPEG_PREVIEW_OK && pd_position(&r) > bits) status = PD_JPEG_PREVIEW_CORRUPT;
    if (running) {
        atomic_store_explicit(&helper.stop, 1, memory_order_relaxed);
        pthread_join(thread, NULL);
    }
    free_helper(&helper);
    free(data);
    return status;
}
