#ifndef PLAYDECK_COPENSSL_SHIM_H
#define PLAYDECK_COPENSSL_SHIM_H

#include <stddef.h>

/* OpenSSL is not linked: libssl and libcrypto would cost every start of PlayDeck what only a
   Syncplay room over TLS needs. tls.c opens them with dlopen the first time a connection
   starts TLS, like CCurl's fetch.c. Everything runs on the caller's thread and never blocks:
   the socket is non-blocking and each call says which readiness it waits for. */

/* One TLS client session over a connected non-blocking socket. */
typedef struct pd_tls pd_tls;

/* What a call came to. */
enum {
    PD_TLS_DONE = 0,
    PD_TLS_WANTS_READ = 1,
    PD_TLS_WANTS_WRITE = 2,
    /* The server ended the session (close_notify or end of stream). */
    PD_TLS_CLOSED = 3,
    /* The session failed; the reason is in `error`. */
    PD_TLS_FAILED = -1,
    /* The server's certificate was not trusted for `host`; the reason is in `error`. */
    PD_TLS_UNTRUSTED = -2,
};

/* Starts a client session on `fd` for `host` (a name or an IP address, which the certificate
   must be for), trusting the certificates in the PEM file `ca_file`, or the system's store when
   it is NULL. NULL with the reason in `error` when OpenSSL cannot be loaded or the file read. */
pd_tls *pd_tls_client(int fd, const char *host, const char *ca_file, char *error, size_t error_size);

/* Takes the handshake as far as the socket allows: PD_TLS_DONE, PD_TLS_WANTS_READ,
   PD_TLS_WANTS_WRITE, PD_TLS_FAILED or PD_TLS_UNTRUSTED. */
int pd_tls_handshake(pd_tls *tls, char *error, size_t error_size);

/* Reads at most `size` bytes: the count (> 0) with *status PD_TLS_DONE; otherwise 0 with *status
   PD_TLS_WANTS_READ, PD_TLS_WANTS_WRITE, PD_TLS_CLOSED or PD_TLS_FAILED. */
size_t pd_tls_read(pd_tls *tls, void *bytes, size_t size, int *status, char *error, size_t error_size);

/* Writes what the session takes now of `size` bytes: the count with *status PD_TLS_DONE; 0 with
   *status PD_TLS_WANTS_READ or PD_TLS_WANTS_WRITE (call again with the same bytes), or
   PD_TLS_FAILED. */
size_t pd_tls_write(pd_tls *tls, const void *bytes, size_t size, int *status, char *error, size_t error_size);

/* The protocol agreed ("TLSv1.3"). */
const char *pd_tls_version(pd_tls *tls);

/* Ends the session (a close_notify if the socket takes it now) and frees it; not the socket. */
void pd_tls_free(pd_tls *tls);

#endif
