#include "shim.h"

#include <dlfcn.h>
#include <libavutil/macros.h>
#include <libavutil/md5.h>
#include <libavutil/mem.h>
#include <libavutil/sha.h>
#include <pthread.h>

/* Digests need libavutil alone, opened by itself like base64.c's: Syncplay's hashed file
   names and sizes (SHA-256) and its server password (MD5). */
static pthread_once_t once = PTHREAD_ONCE_INIT;
static __typeof__(av_sha_alloc) *sha_alloc;
static __typeof__(av_sha_init) *sha_init;
static __typeof__(av_sha_update) *sha_update;
static __typeof__(av_sha_final) *sha_final;
static __typeof__(av_md5_sum) *md5_sum;
static __typeof__(av_free) *mem_free;

static void load(void) {
    void *util = dlopen("libavutil.so." AV_STRINGIFY(LIBAVUTIL_VERSION_MAJOR), RTLD_LAZY | RTLD_LOCAL);
    if (!util) return;
    *(void **)(&sha_alloc) = dlsym(util, "av_sha_alloc");
    *(void **)(&sha_init) = dlsym(util, "av_sha_init");
    *(void **)(&sha_update) = dlsym(util, "av_sha_update");
    *(void **)(&sha_final) = dlsym(util, "av_sha_final");
    *(void **)(&md5_sum) = dlsym(util, "av_md5_sum");
    *(void **)(&mem_free) = dlsym(util, "av_free");
}

static int loaded(void) {
    pthread_once(&once, load);
    return sha_alloc && sha_init && sha_update && sha_final && md5_sum && mem_free;
}

int pd_av_sha256(uint8_t out[32], const uint8_t *bytes, size_t size) {
    if (!loaded()) return -1;
    struct AVSHA *context = sha_alloc();
    if (!context) return -2;
    if (sha_init(context, 256) < 0) {
        mem_free(context);
        return -2;
    }
    sha_update(context, bytes, size);
    sha_final(context, out);
    mem_free(context);
    return 0;
}

int pd_av_md5(uint8_t out[16], const uint8_t *bytes, size_t size) {
    if (!loaded()) return -1;
    md5_sum(out, bytes, size);
    return 0;
}
