#ifndef PLAYDECK_CCURL_SHIM_H
#define PLAYDECK_CCURL_SHIM_H

#include <stddef.h>
#include <stdint.h>

/* libcurl is not linked: with TLS, HTTP/2, IDN and the rest it pulls in it would cost every
   start of PlayDeck what only `playdeck control` over a browser's http(s) artwork needs.
   fetch.c opens it with dlopen the first time a worker fetches, like CAV's loader.c. */

/* Loads libcurl now, on the calling thread (the functions below load it at their first call
   otherwise): for a loader thread that loads it before libmpv (pd_mpv_preload_after). */
void pd_curl_preload(void);

/* Fetches an http(s) URL (redirects followed within http and https, at most 5) into a buffer of
   at most `limit` bytes, giving up after `timeout_seconds`. Blocks: call it on a worker.
   0 with *bytes (free with pd_curl_free) and *size set; otherwise -1 with the reason written
   into `error` (libcurl not loaded, an HTTP error status, a timeout, more than `limit` bytes). */
int pd_curl_fetch(const char *url, size_t limit, long timeout_seconds, uint8_t **bytes, size_t *size,
                  char *error, size_t error_size);
void pd_curl_free(uint8_t *bytes);

/* GETs an http(s) URL into a buffer of at most `limit` bytes, giving up after `timeout_seconds`
   or as soon as `cancelled(context)` returns non-zero (asked about at least once a second);
   redirects are followed to https only (a credential in the query must not go out in clear).
   Blocks: call it on a worker. 0 when an answer came, whatever its status: *status set, the body
   in *bytes (free with pd_curl_free) and *size; -1 when none came (no connection, a timeout, a
   larger answer: "more than N bytes", a timeout: "no answer within N s",
   cancelled: "cancelled"), the reason written into `error`. */
int pd_curl_get(const char *url, size_t limit, long timeout_seconds, int (*cancelled)(void *), void *context, long *status,
                uint8_t **bytes, size_t *size, char *error, size_t error_size);

/* POSTs `body` to an http(s) URL with the `header_count` request headers given ("Name: value"),
   giving up after `timeout_seconds`; no redirects (a credential in a header must not follow one).
   Blocks: call it on a worker. 0 when an answer came, whatever its status: *status set, the body
   in *bytes (at most `limit` bytes; free with pd_curl_free) and in *retry_after the seconds a
   Retry-After or X-RateLimit-Reset-In header asked to wait (-1: neither). -1 when none came
   (no connection, a timeout, a larger answer), the reason written into `error`. */
int pd_curl_post(const char *url, const char *const *headers, size_t header_count, const uint8_t *body, size_t body_size,
                 size_t limit, long timeout_seconds, long *status, uint8_t **bytes, size_t *size, long *retry_after,
                 char *error, size_t error_size);

#endif
