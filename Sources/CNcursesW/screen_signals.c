#include "shim.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>

/* The handler only records the signal and wakes the loop: atomic_fetch_or on a lock-free
   atomic and write(2) are async-signal-safe. The loop drains the eventfd first and takes
   the mask second, so a signal in between is seen now, and one after it wakes it again. */
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the signal mask must be lock-free");

static atomic_uint pending;
static volatile sig_atomic_t wakeup_descriptor = -1;

static void screen_signal(int signo) {
    int saved = errno;
    if (signo > 0 && signo < 32) atomic_fetch_or(&pending, 1u << signo);
    int fd = wakeup_descriptor;
    if (fd >= 0) {
        uint64_t one = 1;
        ssize_t ignored = write(fd, &one, sizeof one);
        (void)ignored;
    }
    errno = saved;
}

static int install(int signo) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = screen_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(signo, &action, NULL);
}

int pd_install_screen_signals(int wakeup_fd) {
    wakeup_descriptor = wakeup_fd;
    if (install(SIGWINCH) != 0) return -1;
    if (install(SIGCONT) != 0) return -1;
    return install(SIGTSTP);
}

void pd_restore_screen_signals(void) {
    signal(SIGWINCH, SIG_DFL);
    signal(SIGTSTP, SIG_DFL);
    signal(SIGCONT, SIG_DFL);
    wakeup_descriptor = -1;
    atomic_store(&pending, 0);
}

unsigned pd_take_screen_signals(void) {
    return atomic_exchange(&pending, 0);
}

void pd_suspend_self(void) {
    signal(SIGTSTP, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    kill(getpid(), SIGTSTP);
    install(SIGTSTP);
}
