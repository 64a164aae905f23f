#include "shim.h"

#include <dlfcn.h>
#include <libavutil/base64.h>
#include <libavutil/macros.h>
#include <limits.h>
#include <pthread.h>

/* Base64 needs libavutil alone: it is opened by itself, so a process that only reads the
   protocol (an attached tile) never loads the codecs. In a player libmpv has loaded it. */
static pthread_once_t once = PTHREAD_ONCE_INIT;
static char *(*encode)(char *, int, const uint8_t *, int);
static int (*decode)(uint8_t *, const char *, int);

static void load(void) {
    void *util = dlopen("libavutil.so." AV_STRINGIFY(LIBAVUTIL_VERSION_MAJOR), RTLD_LAZY | RTLD_LOCAL);
    if (!util) return;
    *(void **)(&encode) = dlsym(util, "av_base64_encode");
    *(void **)(&decode) = dlsym(util, "av_base64_decode");
}

static int loaded(void) {
    pthread_once(&once, load);
    return encode && decode;
}

size_t pd_av_base64_encoded_size(size_t size) {
    return size > (size_t)INT_MAX / 4 * 3 - 3 ? 0 : (size_t)AV_BASE64_SIZE(size);
}

int pd_av_base64_encode(char *out, size_t out_size, const uint8_t *bytes, size_t size) {
    if (!loaded()) return -1;
    if (out_size == 0 || out_size != pd_av_base64_encoded_size(size)) return -2;
    return encode(out, (int)out_size, bytes, (int)size) ? 0 : -2;
}

long pd_av_base64_decode(uint8_t *out, size_t out_size, const char *text) {
    if (!loaded()) return -1;
    if (out_size > INT_MAX) return -2;
    int count = decode(out, text, (int)out_size);
    return count < 0 ? -2 : count;
}
