#include "shim.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The libcurl functions used, filled once from dlsym. */
static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure = "libcurl was not loaded";

#define BIND(field, symbol)                                        \
    do {                                                           \
        *(void **)(&api.field) = dlsym(library, symbol);           \
        if (!api.field) {                                          \
            failure = "libcurl has no " symbol;                    \
            return;                                                \
        }                                                          \
    } while (0)

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        failure = "cannot load libcurl.so.4 (install libcurl4)";
        return;
    }
    BIND(global_init, "curl_global_init");
    BIND(easy_init, "curl_easy_init");
    BIND(easy_setopt, "curl_easy_setopt");
    BIND(easy_perform, "curl_easy_perform");
    BIND(easy_getinfo, "curl_easy_getinfo");
    BIND(easy_cleanup, "curl_easy_cleanup");
    BIND(easy_strerror, "curl_easy_strerror");
    BIND(slist_append, "curl_slist_append");
    BIND(slist_free_all, "curl_slist_free_all");
    if (api.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        failure = "libcurl could not start";
        return;
    }
    failure = NULL;
}

void pd_curl_preload(void) {
    pthread_once(&once, load);
}

/* The bytes received so far, and the most that may come. */
struct body {
    uint8_t *bytes;
    size_t size;
    size_t limit;
    int too_large;
};

static size_t received(char *data, size_t size, size_t count, void *context) {
    struct body *body = context;
    size_t length = size * count;
    if (length > body->limit - body->size) {
        body->too_large = 1;
        return 0;
    }
    uint8_t *grown = realloc(body->bytes, body->size + length + 1);
    if (!grown) return 0;
    memcpy(grown + body->size, data, length);
    body->bytes = grown;
    body->size += length;
    return length;
}

/* A transfer of `url` into `body`, with what every transfer here sets (http and https only, the
   timeout, no signals, our user agent); NULL with `error` written when libcurl cannot start one. */
static CURL *open_transfer(const char *url, long timeout_seconds, struct body *body, char *error, size_t error_size) {
    pthread_once(&once, load);
    if (failure) {
        snprintf(error, error_size, "%s", failure);
        return NULL;
    }
    CURL *curl = api.easy_init();
    if (!curl) {
        snprintf(error, error_size, "libcurl could not start a transfer");
        return NULL;
    }
    api.easy_setopt(curl, CURLOPT_URL, url);
    api.easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    api.easy_setopt(curl, CURLOPT_TIMEOUT, timeout_seconds);
    api.easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    api.easy_setopt(curl, CURLOPT_USERAGENT, "PlayDeck");
    api.easy_setopt(curl, CURLOPT_WRITEFUNCTION, received);
    api.easy_setopt(curl, CURLOPT_WRITEDATA, body);
    return curl;
}

/* The transfer's end: its body handed to the caller when it succeeded (0), else freed (-1; the
   caller writes why). */
static int hand_over(CURLcode code, struct body *body, uint8_t **bytes, size_t *size) {
    if (code != CURLE_OK) {
        free(body->bytes);
        return -1;
    }
    *bytes = body->bytes;
    *size = body->size;
    return 0;
}

int pd_curl_fetch(const char *url, size_t limit, long timeout_seconds, uint8_t **bytes, size_t *size,
                  char *error, size_t error_size) {
    struct body body = {NULL, 0, limit, 0};
    CURL *curl = open_transfer(url, timeout_seconds, &body, error, error_size);
    if (!curl) return -1;
    api.easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    api.easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 1L);
    api.easy_setopt(curl, CURLOPT_MAXREDIRS, 5L);
    api.easy_setopt(curl, CURLOPT_FAILONERROR, 1L);
    api.easy_setopt(curl, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)limit);
    CURLcode code = api.easy_perform(curl);
    long status = 0;
    api.easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
    api.easy_cleanup(curl);
    if (hand_over(code, &body, bytes, size) == 0) return 0;
    if (body.too_large || code == CURLE_FILESIZE_EXCEEDED) {
        snprintf(error, error_size, "more than %zu bytes", limit);
    } else if (code == CURLE_HTTP_RETURNED_ERROR) {
        snprintf(error, error_size, "HTTP status %ld", status);
    } else {
        snprintf(error, error_size, "%s", api.easy_strerror(code));
    }
    return -1;
}

void pd_curl_free(uint8_t *bytes) { free(bytes); }

/* Asks the caller whether the transfer is still wanted. */
struct cancellation {
    int (*cancelled)(void *);
    void *context;
};

static int progressed(void *context, curl_off_t down_total, curl_off_t down_now, curl_off_t up_total, curl_off_t up_now) {
    (void)down_total, (void)down_now, (void)up_total, (void)up_now;
    struct cancellation *cancellation = context;
    return cancellation->cancelled && cancellation->cancelled(cancellation->context) ? 1 : 0;
}

int pd_curl_get(const char *url, size_t limit, long timeout_seconds, int (*cancelled)(void *), void *context, long *status,
                uint8_t **bytes, size_t *size, char *error, size_t error_size) {
    *status = 0;
    struct body body = {NULL, 0, limit, 0};
    CURL *curl = open_transfer(url, timeout_seconds, &body, error, error_size);
    if (!curl) return -1;
    struct cancellation cancellation = {cancelled, context};
    api.easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS_STR, "https");
    api.easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 1L);
    api.easy_setopt(curl, CURLOPT_MAXREDIRS, 5L);
    api.easy_setopt(curl, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)limit);
    api.easy_setopt(curl, CURLOPT_NOPROGRESS, 0L);
    api.easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, progressed);
    api.easy_setopt(curl, CURLOPT_XFERINFODATA, &cancellation);
    CURLcode code = api.easy_perform(curl);
    api.easy_getinfo(curl, CURLINFO_RESPONSE_CODE, status);
    api.easy_cleanup(curl);
    if (hand_over(code, &body, bytes, size) == 0) return 0;
    if (body.too_large || code == CURLE_FILESIZE_EXCEEDED) {
        snprintf(error, error_size, "more than %zu bytes", limit);
    } else if (code == CURLE_ABORTED_BY_CALLBACK) {
        snprintf(error, error_size, "cancelled");
    } else if (code == CURLE_OPERATION_TIMEDOUT) {
        snprintf(error, error_size, "no answer within %ld s", timeout_seconds);
    } else {
        snprintf(error, error_size, "%s", api.easy_strerror(code));
    }
    return -1;
}

/* The wait a response header asks for, in whole seconds: Retry-After's delta-seconds form or
   X-RateLimit-Reset-In (ListenBrainz's); an HTTP date in Retry-After is left to the caller's
   back-off. */
static size_t header_seen(char *data, size_t size, size_t count, void *context) {
    long *retry_after = context;
    size_t length = size * count;
    static const char *names[] = {"retry-after:", "x-ratelimit-reset-in:"};
    for (size_t n = 0; n < 2; n++) {
        size_t name_length = strlen(names[n]);
        if (length <= name_length || strncasecmp(data, names[n], name_length) != 0) continue;
        long seconds = 0;
        int digits = 0;
        for (size_t i = name_length; i < length; i++) {
            char c = data[i];
            if (c == ' ' || c == '\t') {
                if (digits) break;
                continue;
            }
            if (c < '0' || c > '9' || seconds > 86400 * 7) break;
            seconds = seconds * 10 + (c - '0');
            digits++;
        }
        if (digits && seconds > *retry_after) *retry_after = seconds;
    }
    return length;
}

int pd_curl_post(const char *url, const char *const *headers, size_t header_count, const uint8_t *body, size_t body_size,
                 size_t limit, long timeout_seconds, long *status, uint8_t **bytes, size_t *size, long *retry_after,
                 char *error, size_t error_size) {
    *retry_after = -1;
    struct body answer = {NULL, 0, limit, 0};
    CURL *curl = open_transfer(url, timeout_seconds, &answer, error, error_size);
    if (!curl) return -1;
    struct curl_slist *list = NULL;
    for (size_t i = 0; i < header_count; i++) {
        struct curl_slist *grown = api.slist_append(list, headers[i]);
        if (!grown) {
            api.slist_free_all(list);
            api.easy_cleanup(curl);
            snprintf(error, error_size, "out of memory");
            return -1;
        }
        list = grown;
    }
    api.easy_setopt(curl, CURLOPT_HTTPHEADER, list);
    api.easy_setopt(curl, CURLOPT_POSTFIELDS, (const char *)body);
    api.easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)body_size);
    api.easy_setopt(curl, CURLOPT_HEADERFUNCTION, header_seen);
    api.easy_setopt(curl, CURLOPT_HEADERDATA, retry_after);
    CURLcode code = api.easy_perform(curl);
    *status = 0;
    api.easy_getinfo(curl, CURLINFO_RESPONSE_CODE, status);
    api.easy_cleanup(curl);
    api.slist_free_all(list);
    if (hand_over(code, &answer, bytes, size) == 0) return 0;
    if (answer.too_large) {
        snprintf(error, error_size, "an answer of more than %zu bytes", limit);
    } else {
        snprintf(error, error_size, "%s", api.easy_strerror(code));
    }
    return -1;
}
