#ifndef PLAYDECK_CCURL_SHIM_H
#define PLAYDECK_CCURL_SHIM_H

#include <stddef.h>
#include <stdint.h>

/* libcurl is not linked: with TLS, HTTP/2, IDN and the rest it pulls in it would cost every
   start of PlayDeck what only `playdeck control` over a browser's http(s) artwork needs.
   fetch.c opens it with dlopen the first time a worker fetches, like CAV's loader.c. */

/* Fetches an http(s) URL (redirects followed within http and https, at most 5) into a buffer of
   at most `limit` bytes, giving up after `timeout_seconds`. Blocks: call it on a worker.
   0 with *bytes (free with pd_curl_free) and *size set; otherwise -1 with the reason written
   into `error` (libcurl not loaded, an HTTP error status, a timeout, more than `limit` bytes). */
int pd_curl_fetch(const char *url, size_t limit, long timeout_seconds, uint8_t **bytes, size_t *size,
                  char *error, size_t error_size);
void pd_curl_free(uint8_t *bytes);

#endif
