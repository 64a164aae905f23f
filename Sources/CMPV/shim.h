#ifndef PLAYDECK_CMPV_SHIM_H
#define PLAYDECK_CMPV_SHIM_H

#include <mpv/client.h>
#include <mpv/render.h>
#include <stdint.h>
#include <unistd.h>
#include <errno.h>
#include <sys/eventfd.h>

/* libmpv calls the wakeup callback on its own threads. It must touch no
   PlayDeck state, so it lives here in C and only writes to an eventfd or
   pipe that the event loop watches. */
static void pd_wakeup_write(void *ctx) {
    uint64_t one = 1;
    ssize_t n;
    do {
        n = write((int)(intptr_t)ctx, &one, sizeof one);
    } while (n < 0 && errno == EINTR);
}

static inline void pd_set_wakeup_fd(mpv_handle *handle, int fd) {
    mpv_set_wakeup_callback(handle, pd_wakeup_write, (void *)(intptr_t)fd);
}

/* A non-blocking, close-on-exec eventfd for libmpv's wakeups. */
static inline int pd_wakeup_fd_create(void) {
    return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

static inline void pd_clear_wakeup(mpv_handle *handle) {
    mpv_set_wakeup_callback(handle, NULL, NULL);
}

#endif
