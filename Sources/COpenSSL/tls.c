#include "shim.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <openssl/err.h>
#include <openssl/opensslv.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The OpenSSL functions used, filled once from dlsym; each field has its function's type. */
#define API(name) __typeof__(&name) name
static struct {
    API(TLS_client_method);
    API(SSL_CTX_new);
    API(SSL_CTX_free);
    API(SSL_CTX_ctrl);
    API(SSL_CTX_set_options);
    API(SSL_CTX_set_verify);
    API(SSL_CTX_set_default_verify_paths);
    API(SSL_CTX_load_verify_locations);
    API(SSL_new);
    API(SSL_free);
    API(SSL_set_fd);
    API(SSL_ctrl);
    API(SSL_get0_param);
    API(SSL_set1_host);
    API(SSL_connect);
    API(SSL_read_ex);
    API(SSL_write_ex);
    API(SSL_get_error);
    API(SSL_get_verify_result);
    API(SSL_get_version);
    API(SSL_shutdown);
    API(X509_VERIFY_PARAM_set1_ip_asc);
    API(X509_verify_cert_error_string);
    API(ERR_get_error);
    API(ERR_reason_error_string);
    API(ERR_clear_error);
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure = "OpenSSL was not loaded";
static char reason[256];

/* The sonames of the libraries whose headers this was compiled with. */
#define STRINGIFY_(x) #x
#define STRINGIFY(x) STRINGIFY_(x)
#define SSL_SONAME "libssl.so." STRINGIFY(OPENSSL_SHLIB_VERSION)
#define CRYPTO_SONAME "libcrypto.so." STRINGIFY(OPENSSL_SHLIB_VERSION)

#define BIND(library, field)                                                     \
    do {                                                                         \
        *(void **)(&api.field) = dlsym(library, #field);                         \
        if (!api.field) {                                                        \
            snprintf(reason, sizeof reason, "OpenSSL has no %s", #field);        \
            failure = reason;                                                    \
            return;                                                              \
        }                                                                        \
    } while (0)

static void load(void) {
    void *crypto = dlopen(CRYPTO_SONAME, RTLD_LAZY | RTLD_LOCAL);
    void *ssl = crypto ? dlopen(SSL_SONAME, RTLD_LAZY | RTLD_LOCAL) : NULL;
    if (!ssl) {
        failure = "cannot load " SSL_SONAME " (install libssl3)";
        return;
    }
    BIND(ssl, TLS_client_method);
    BIND(ssl, SSL_CTX_new);
    BIND(ssl, SSL_CTX_free);
    BIND(ssl, SSL_CTX_ctrl);
    BIND(ssl, SSL_CTX_set_options);
    BIND(ssl, SSL_CTX_set_verify);
    BIND(ssl, SSL_CTX_set_default_verify_paths);
    BIND(ssl, SSL_CTX_load_verify_locations);
    BIND(ssl, SSL_new);
    BIND(ssl, SSL_free);
    BIND(ssl, SSL_set_fd);
    BIND(ssl, SSL_ctrl);
    BIND(ssl, SSL_get0_param);
    BIND(ssl, SSL_set1_host);
    BIND(ssl, SSL_connect);
    BIND(ssl, SSL_read_ex);
    BIND(ssl, SSL_write_ex);
    BIND(ssl, SSL_get_error);
    BIND(ssl, SSL_get_verify_result);
    BIND(ssl, SSL_get_version);
    BIND(ssl, SSL_shutdown);
    BIND(crypto, X509_VERIFY_PARAM_set1_ip_asc);
    BIND(crypto, X509_verify_cert_error_string);
    BIND(crypto, ERR_get_error);
    BIND(crypto, ERR_reason_error_string);
    BIND(crypto, ERR_clear_error);
    failure = NULL;
}

struct pd_tls {
    SSL_CTX *context;
    SSL *ssl;
    /* Whether a close_notify may be sent: the handshake is done and nothing failed since. */
    int usable;
};

/* The reason of OpenSSL's oldest queued error, else `otherwise`. */
static void describe(const char *otherwise, char *error, size_t error_size) {
    unsigned long code = api.ERR_get_error();
    const char *text = code ? api.ERR_reason_error_string(code) : NULL;
    snprintf(error, error_size, "%s", text ? text : otherwise);
    api.ERR_clear_error();
}

pd_tls *pd_tls_client(int fd, const char *host, const char *ca_file, char *error, size_t error_size) {
    pthread_once(&once, load);
    if (failure) {
        snprintf(error, error_size, "%s", failure);
        return NULL;
    }
    api.ERR_clear_error();
    pd_tls *tls = calloc(1, sizeof *tls);
    if (!tls) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    tls->context = api.SSL_CTX_new(api.TLS_client_method());
    if (!tls->context) goto fail;
    /* Syncplay's server takes TLS 1.2 and later; a server that closes without close_notify has
       closed all the same (its connection ends as a plain one would). */
    api.SSL_CTX_ctrl(tls->context, SSL_CTRL_SET_MIN_PROTO_VERSION, TLS1_2_VERSION, NULL);
    api.SSL_CTX_ctrl(tls->context, SSL_CTRL_MODE, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER, NULL);
    api.SSL_CTX_set_options(tls->context, SSL_OP_IGNORE_UNEXPECTED_EOF);
    api.SSL_CTX_set_verify(tls->context, SSL_VERIFY_PEER, NULL);
    if (ca_file) {
        if (access(ca_file, R_OK) != 0) {
            snprintf(error, error_size, "cannot read the CA file %s: %s", ca_file, strerror(errno));
            pd_tls_free(tls);
            return NULL;
        }
        if (api.SSL_CTX_load_verify_locations(tls->context, ca_file, NULL) != 1) {
            char why[160];
            describe("not a PEM certificate", why, sizeof why);
            snprintf(error, error_size, "cannot read the CA file %s: %s", ca_file, why);
            pd_tls_free(tls);
            return NULL;
        }
    } else if (api.SSL_CTX_set_default_verify_paths(tls->context) != 1) {
        goto fail;
    }
    tls->ssl = api.SSL_new(tls->context);
    if (!tls->ssl || api.SSL_set_fd(tls->ssl, fd) != 1) goto fail;
    unsigned char address[sizeof(struct in6_addr)];
    if (inet_pton(AF_INET, host, address) == 1 || inet_pton(AF_INET6, host, address) == 1) {
        if (api.X509_VERIFY_PARAM_set1_ip_asc(api.SSL_get0_param(tls->ssl), host) != 1) goto fail;
    } else {
        if (api.SSL_set1_host(tls->ssl, host) != 1) goto fail;
        /* SNI: a server with several names picks the certificate for this one. */
        api.SSL_ctrl(tls->ssl, SSL_CTRL_SET_TLSEXT_HOSTNAME, TLSEXT_NAMETYPE_host_name, (void *)host);
    }
    return tls;
fail:
    describe("OpenSSL could not start a session", error, error_size);
    pd_tls_free(tls);
    return NULL;
}

/* What SSL_get_error says of a call that did not complete. */
static int status_of(pd_tls *tls, int result, char *error, size_t error_size) {
    int code = api.SSL_get_error(tls->ssl, result);
    if (code != SSL_ERROR_WANT_READ && code != SSL_ERROR_WANT_WRITE) tls->usable = 0;
    switch (code) {
    case SSL_ERROR_WANT_READ: return PD_TLS_WANTS_READ;
    case SSL_ERROR_WANT_WRITE: return PD_TLS_WANTS_WRITE;
    case SSL_ERROR_ZERO_RETURN: return PD_TLS_CLOSED;
    case SSL_ERROR_SYSCALL:
        if (errno == 0) return PD_TLS_CLOSED;
        snprintf(error, error_size, "%s", strerror(errno));
        api.ERR_clear_error();
        return PD_TLS_FAILED;
    default: {
        long verified = api.SSL_get_verify_result(tls->ssl);
        if (verified != X509_V_OK) {
            snprintf(error, error_size, "%s", api.X509_verify_cert_error_string(verified));
            api.ERR_clear_error();
            return PD_TLS_UNTRUSTED;
        }
        describe("TLS failed", error, error_size);
        return PD_TLS_FAILED;
    }
    }
}

int pd_tls_handshake(pd_tls *tls, char *error, size_t error_size) {
    api.ERR_clear_error();
    errno = 0;
    int result = api.SSL_connect(tls->ssl);
    if (result == 1) {
        tls->usable = 1;
        return PD_TLS_DONE;
    }
    int status = status_of(tls, result, error, error_size);
    if (status == PD_TLS_CLOSED) {
        snprintf(error, error_size, "the server closed the connection during the handshake");
        return PD_TLS_FAILED;
    }
    return status;
}

size_t pd_tls_read(pd_tls *tls, void *bytes, size_t size, int *status, char *error, size_t error_size) {
    api.ERR_clear_error();
    errno = 0;
    size_t count = 0;
    int result = api.SSL_read_ex(tls->ssl, bytes, size, &count);
    *status = result == 1 ? PD_TLS_DONE : status_of(tls, result, error, error_size);
    return result == 1 ? count : 0;
}

size_t pd_tls_write(pd_tls *tls, const void *bytes, size_t size, int *status, char *error, size_t error_size) {
    api.ERR_clear_error();
    errno = 0;
    size_t count = 0;
    int result = api.SSL_write_ex(tls->ssl, bytes, size, &count);
    *status = result == 1 ? PD_TLS_DONE : status_of(tls, result, error, error_size);
    if (*status == PD_TLS_CLOSED) {
        snprintf(error, error_size, "the server closed the connection");
        *status = PD_TLS_FAILED;
    }
    return result == 1 ? count : 0;
}

const char *pd_tls_version(pd_tls *tls) {
    return api.SSL_get_version(tls->ssl);
}

void pd_tls_free(pd_tls *tls) {
    if (!tls) return;
    if (tls->ssl) {
        if (tls->usable) api.SSL_shutdown(tls->ssl);
        api.SSL_free(tls->ssl);
    }
    if (tls->context) api.SSL_CTX_free(tls->context);
    api.ERR_clear_error();
    free(tls);
}
