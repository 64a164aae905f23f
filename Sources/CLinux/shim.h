#ifndef PLAYDECK_CLINUX_SHIM_H
#define PLAYDECK_CLINUX_SHIM_H

/* Linux interfaces that Swift's Glibc module does not bring in. */
#include <signal.h>
#include <sys/signalfd.h>
#include <sys/inotify.h>
#include <sys/eventfd.h>
#include <fcntl.h>
#include <stdint.h>
#include <unistd.h>

/* Swift's Glibc module is built without _GNU_SOURCE, which hides this one. */
int pipe2(int fds[2], int flags);

/* A non-blocking, close-on-exec signalfd for the given signals. */
static inline int pd_signalfd(const sigset_t *set) {
    return signalfd(-1, set, SFD_NONBLOCK | SFD_CLOEXEC);
}

/* The signal number of one record read from a signalfd. */
static inline int pd_signalfd_signo(const void *record) {
    return (int)((const struct signalfd_siginfo *)record)->ssi_signo;
}

static inline int pd_signalfd_record_size(void) {
    return (int)sizeof(struct signalfd_siginfo);
}

/* A non-blocking, close-on-exec inotify descriptor. */
static inline int pd_inotify_init(void) {
    return inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
}

/* Watch a directory for files written, moved in or created (how editors save). */
static inline int pd_inotify_watch_dir(int fd, const char *path) {
    return inotify_add_watch(fd, path, IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE);
}

/* A non-blocking, close-on-exec eventfd with a count of zero. */
static inline int pd_eventfd(void) {
    return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

/* A non-blocking, close-on-exec pipe. */
static inline int pd_pipe(int fds[2]) {
    return pipe2(fds, O_NONBLOCK | O_CLOEXEC);
}

#endif
