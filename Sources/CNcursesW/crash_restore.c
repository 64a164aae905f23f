#include "shim.h"

#include <signal.h>
#include <string.h>
#include <termios.h>

/* These handlers write the terminal's exit sequences, prepared in advance, put back the
   tty modes and the real standard error, then hand the signal on to whoever handled it
   before (Swift's backtracer). Only async-signal-safe calls happen in them. */
static struct {
    volatile sig_atomic_t armed;
    int has_tty;
    struct termios tty;
    char sequence[512];
    int length;
    int stderr_fd;
    struct sigaction previous[32];
} state = { .stderr_fd = -1 };

static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };

static void crash_handler(int signo) {
    if (state.armed) {
        state.armed = 0;
        ssize_t ignored = write(STDOUT_FILENO, state.sequence, (size_t)state.length);
        (void)ignored;
        if (state.has_tty) tcsetattr(STDIN_FILENO, TCSANOW, &state.tty);
        if (state.stderr_fd >= 0) dup2(state.stderr_fd, STDERR_FILENO);
    }
    if (signo > 0 && signo < 32) sigaction(signo, &state.previous[signo], NULL);
    raise(signo);
}

void pd_save_tty(void) {
    state.has_tty = tcgetattr(STDIN_FILENO, &state.tty) == 0;
}

static void append_capability(const char *name) {
    const char *value = tigetstr(name);
    if (value == NULL || value == (const char *)-1) return;
    for (const char *c = value; *c && state.length < (int)sizeof state.sequence - 1; c++) {
        if (c[0] == '$' && c[1] == '<') {   /* terminfo padding, not for the terminal */
            while (*c && *c != '>') c++;
            if (!*c) break;
            continue;
        }
        state.sequence[state.length++] = *c;
    }
}

void pd_arm_crash_restore(void) {
    static const char mouse_off[] = "\033[?1004l\033[?1006l\033[?1003l\033[?1002l\033[?1000l";
    memcpy(state.sequence, mouse_off, sizeof mouse_off - 1);
    state.length = (int)sizeof mouse_off - 1;
    append_capability("sgr0");
    append_capability("rmkx");
    append_capability("cnorm");
    append_capability("rmcup");
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = crash_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_ONSTACK;
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        int signo = crash_signals[i];
        sigaction(signo, &action, &state.previous[signo]);
    }
    state.armed = 1;
}

void pd_set_crash_stderr(int fd) { state.stderr_fd = fd; }

void pd_disarm_crash_restore(void) {
    if (!state.armed) return;
    state.armed = 0;
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        int signo = crash_signals[i];
        sigaction(signo, &state.previous[signo], NULL);
    }
}
