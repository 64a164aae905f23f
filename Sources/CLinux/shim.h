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
#include <spawn.h>
#include <errno.h>

/* Swift's Glibc module is built without _GNU_SOURCE, which hides these. */
int pipe2(int fds[2], int flags);
/* strptime(3) needs _XOPEN_SOURCE: MPD reads its filters' times with it (modified-since). */
struct tm;
char *strptime(const char *s, const char *format, struct tm *tm);
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

/* rename(2) that fails with EEXIST instead of replacing `to` (Linux 3.15; glibc hides renameat2
   without _GNU_SOURCE). */
int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);
static inline int pd_rename_noreplace(const char *from, const char *to) {
    return renameat2(AT_FDCWD, from, AT_FDCWD, to, 1 /* RENAME_NOREPLACE */);
}

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

/* glibc's name for it is hidden without _GNU_SOURCE; the value is its ABI. */
#ifndef POSIX_SPAWN_SETSID
#define POSIX_SPAWN_SETSID 0x80
#endif

/* Starts `path` in a session of its own (no controlling terminal: closing the terminal sends
   it nothing), standard input and output on /dev/null, standard error on `log_fd`, `keep_fd`
   as descriptor 3 and nothing else (whatever else the caller had open, its terminal or the
   pipe its own parent watches it by, would stay open as long as the player plays), every
   signal at its default and none blocked but SIGHUP. SIGHUP stays blocked through exec: until
   the child's setsid it is in the caller's process group, and a hangup of the caller's terminal
   then (its session leader ending sends the group SIGHUP) would kill it before it runs; blocked,
   it waits, and the player discards it (pd_ignore_hangup). Returns the pid, or -1 with errno set. */
static inline pid_t pd_spawn_detached(const char *path, char *const argv[], char *const envp[],
                                      int log_fd, int keep_fd) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    sigset_t none, all; /* `none`: none but SIGHUP, see above */
    pid_t pid = -1;
    int result = posix_spawn_file_actions_init(&actions);
    if (result != 0) { errno = result; return -1; }
    result = posix_spawnattr_init(&attributes);
    if (result != 0) { posix_spawn_file_actions_destroy(&actions); errno = result; return -1; }
    sigemptyset(&none);
    sigaddset(&none, SIGHUP);
    sigfillset(&all);
    if ((result = posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)) == 0
        && (result = posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)) == 0
        && (result = posix_spawn_file_actions_adddup2(&actions, log_fd, 2)) == 0
        && (result = posix_spawn_file_actions_adddup2(&actions, keep_fd, 3)) == 0
        && (result = posix_spawn_file_actions_addclosefrom_np(&actions, 4)) == 0
        && (result = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK
                                                           | POSIX_SPAWN_SETSIGDEF)) == 0
        && (result = posix_spawnattr_setsigmask(&attributes, &none)) == 0
        && (result = posix_spawnattr_setsigdefault(&attributes, &all)) == 0) {
        result = posix_spawn(&pid, path, &actions, &attributes, argv, envp);
    }
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    if (result != 0) { errno = result; return -1; }
    return pid;
}

/* A player with no terminal ignores SIGHUP, and a SIGHUP already pending (see
   pd_spawn_detached) is discarded by setting it ignored; then it is unblocked. */
static inline int pd_ignore_hangup(void) {
    sigset_t hangup;
    sigemptyset(&hangup);
    sigaddset(&hangup, SIGHUP);
    if (signal(SIGHUP, SIG_IGN) == SIG_ERR) return -1;
    return sigprocmask(SIG_UNBLOCK, &hangup, NULL);
}

#endif
