#ifndef PLAYDECK_CNCURSESW_SHIM_H
#define PLAYDECK_CNCURSESW_SHIM_H

/* ncursesw with its wide-character API (cchar_t, wget_wch, wadd_wch). Macros Swift
   cannot import (attributes, mouse masks, getmaxyx, KEY_F) become pd_ functions; what keeps
   state (signal handlers) lives in the .c files beside include/. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <curses.h>
#include <term.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <fcntl.h>
#include <unistd.h>
#include <wchar.h>
#include <stdint.h>

/* Swift's Glibc module is built without _XOPEN_SOURCE/_GNU_SOURCE, which hide this one. */
int wcwidth(wchar_t c);

/* Columns a character takes in the current locale, as ncurses counts them; -1 if unknown. */
static inline int pd_wcwidth(uint32_t c) { return wcwidth((wchar_t)c); }

/* Attribute bits as PlayDeck names them; pd_attributes turns them into ncurses' attr_t. */
enum {
    PD_ATTR_BOLD = 1,
    PD_ATTR_DIM = 2,
    PD_ATTR_REVERSE = 4,
    PD_ATTR_UNDERLINE = 8,
    PD_ATTR_ITALIC = 16
};

static inline attr_t pd_attributes(unsigned flags) {
    attr_t attrs = A_NORMAL;
    if (flags & PD_ATTR_BOLD) attrs |= A_BOLD;
    if (flags & PD_ATTR_DIM) attrs |= A_DIM;
    if (flags & PD_ATTR_REVERSE) attrs |= A_REVERSE;
    if (flags & PD_ATTR_UNDERLINE) attrs |= A_UNDERLINE;
    if (flags & PD_ATTR_ITALIC) attrs |= A_ITALIC;
    return attrs;
}

/* Writes one cell: up to CCHARW_MAX wide characters (a base and its combining marks),
   attributes and an extended colour pair. A grapheme ncurses refuses becomes '?'. */
static inline int pd_put_cell(int y, int x, const wchar_t *text, unsigned flags, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, pd_attributes(flags), 0, &pair) != OK) {
        const wchar_t fallback[2] = { L'?', 0 };
        setcchar(&cell, fallback, pd_attributes(flags), 0, &pair);
    }
    return mvwadd_wch(stdscr, y, x, &cell);
}

/* Input on the standard screen: keypad decoding, no waiting, no flush on interrupt. */
static inline void pd_configure_input(void) {
    keypad(stdscr, TRUE);
    nodelay(stdscr, TRUE);
    intrflush(stdscr, FALSE);
    leaveok(stdscr, TRUE);
}

/* One read: OK with a character, KEY_CODE_YES with a key code, or ERR when nothing waits. */
static inline int pd_read_key(unsigned *value) {
    wint_t c = 0;
    int status = wget_wch(stdscr, &c);
    *value = (unsigned)c;
    return status;
}

/* Sends what changed on the standard screen to the terminal. */
static inline void pd_flush(void) {
    wnoutrefresh(stdscr);
    doupdate();
}

/* Makes the next flush repaint the whole terminal (after ^Z/fg or a resize). */
static inline void pd_invalidate(void) {
    clearok(curscr, TRUE);
}

/* Makes ncurses forget what `count` rows from `top` show, so that the next refresh writes them
   again (a picture written beside ncurses covered them). */
static inline void pd_discard_rows(int top, int count) {
    wredrawln(stdscr, top, count);
}

static inline int pd_color_pairs(void) { return COLOR_PAIRS; }

static inline int pd_screen_rows(void) { return getmaxy(stdscr); }
static inline int pd_screen_columns(void) { return getmaxx(stdscr); }
/* Reads the terminal's size from the tty and resizes ncurses' screens to it. */
static inline void pd_resize_from_tty(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_row > 0 && size.ws_col > 0) {
        resizeterm(size.ws_row, size.ws_col);
    }
}

static inline int pd_key_f(int n) { return KEY_F(n); }
static inline int pd_colors(void) { return COLORS; }

/* Whether the terminal description says it takes 24-bit colours directly (ncurses' RGB). */
static inline int pd_has_direct_color(void) {
    return tigetflag("RGB") > 0 || COLORS >= 0x1000000;
}

/* Whether the terminal on standard output can have a tile drawn on it: its description loads
 * and it can move the cursor (TERM=dumb, an Emacs shell buffer, cannot). Leaves no terminal
 * description loaded. */
static inline int pd_terminal_can_draw(void) {
    int error = 0;
    if (setupterm(NULL, STDOUT_FILENO, &error) != OK) return 0;
    const char *cup = tigetstr("cup");
    int can = cup != NULL && cup != (const char *)-1;
    del_curterm(cur_term);
    return can;
}

/* How the terminal description `name` loads, for the tty on `fd`: 0 not at all or it cannot
 * place the cursor, 1 it can draw, 2 it can draw and takes 24-bit colours (RGB). Leaves no
 * terminal description loaded. */
static inline int pd_terminal_description(const char *name, int fd) {
    int error = 0;
    if (setupterm(name, fd, &error) != OK) return 0;
    const char *cup = tigetstr("cup");
    int can = cup != NULL && cup != (const char *)-1;
    int direct = tigetflag("RGB") > 0 || tigetnum("colors") >= 0x1000000;
    del_curterm(cur_term);
    return can ? (direct ? 2 : 1) : 0;
}

/* The tty modes for the start-up probe: no line editing and no echo (the terminal's replies
 * must neither wait for Enter nor be echoed back to it), a read returns what has arrived. */
static inline void pd_probe_tty_mode(struct termios *mode) {
    mode->c_lflag &= ~(tcflag_t)(ICANON | ECHO | ECHONL);
    mode->c_cc[VMIN] = 1;
    mode->c_cc[VTIME] = 0;
}

/* Pixels per cell from the tty's window size, when the terminal fills in ws_xpixel/ws_ypixel. */
static inline int pd_cell_pixels(int fd, int *width, int *height) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0) return 0;
    if (size.ws_xpixel == 0 || size.ws_ypixel == 0) return 0;
    *width = size.ws_xpixel / size.ws_col;
    *height = size.ws_ypixel / size.ws_row;
    return *width > 0 && *height > 0;
}

/* Hidden like wcwidth above; for tests, which play a terminal on a pty's other end. */
int posix_openpt(int flags);
int grantpt(int fd);
int unlockpt(int fd);
char *ptsname(int fd);

/* Opens a pty: the other end in `*terminal`; returns the controlling end, or -1. */
static inline int pd_open_pty(int *terminal) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return -1;
    const char *name = grantpt(master) == 0 && unlockpt(master) == 0 ? ptsname(master) : NULL;
    *terminal = name != NULL ? open(name, O_RDWR | O_NOCTTY) : -1;
    if (*terminal < 0) { close(master); return -1; }
    return master;
}

/* Sets a tty's window size in cells and pixels (tests give a pty the size a terminal would). */
/* (term.h makes `columns` and `lines` macros, hence the names.) */
static inline int pd_set_window_size(int fd, int across, int down, int xpixel, int ypixel) {
    struct winsize size = { (unsigned short)down, (unsigned short)across, (unsigned short)xpixel, (unsigned short)ypixel };
    return ioctl(fd, TIOCSWINSZ, &size);
}

/* The code ncurses gives an extended key such as "kLFT5" (control-left), or 0. */
static inline int pd_extended_key_code(const char *capability) {
    const char *sequence = tigetstr(capability);
    if (sequence == NULL || sequence == (const char *)-1) return 0;
    int code = key_defined(sequence);
    return code > 0 ? code : 0;
}

/* Mouse reporting: presses, releases, wheel, and motion while a button is held. */
static inline void pd_enable_mouse(int on) {
    mmask_t mask = on ? (ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION) : 0;
    mousemask(mask, NULL);
    mouseinterval(0);
}

enum {
    PD_MOUSE_NONE = 0,
    PD_MOUSE_PRESS = 1,
    PD_MOUSE_RELEASE = 2,
    PD_MOUSE_MOTION = 3,
    PD_MOUSE_WHEEL_UP = 4,
    PD_MOUSE_WHEEL_DOWN = 5
};

/* Reads the pending mouse event: its kind (PD_MOUSE_…), the button (1-3) and the cell. */
static inline int pd_read_mouse(int *x, int *y, int *button) {
    MEVENT event;
    if (getmouse(&event) != OK) return PD_MOUSE_NONE;
    *x = event.x;
    *y = event.y;
    *button = 0;
    mmask_t s = event.bstate;
    if (s & BUTTON4_PRESSED) return PD_MOUSE_WHEEL_UP;
#ifdef BUTTON5_PRESSED
    if (s & BUTTON5_PRESSED) return PD_MOUSE_WHEEL_DOWN;
#endif
    if (s & (BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED)) { *button = 1; return PD_MOUSE_PRESS; }
    if (s & (BUTTON3_PRESSED | BUTTON3_CLICKED)) { *button = 3; return PD_MOUSE_PRESS; }
    if (s & BUTTON1_RELEASED) { *button = 1; return PD_MOUSE_RELEASE; }
    if (s & BUTTON3_RELEASED) { *button = 3; return PD_MOUSE_RELEASE; }
    if (s & REPORT_MOUSE_POSITION) return PD_MOUSE_MOTION;
    return PD_MOUSE_NONE;
}

/* Screen signals (screen_signals.c): SIGWINCH (resize), SIGTSTP (^Z) and SIGCONT (continued
   by someone else) are recorded and wake the event loop through `wakeup_fd`, an eventfd the
   Swift side owns; the loop does the work. Install and restore from one Swift file. */
int pd_install_screen_signals(int wakeup_fd);
void pd_restore_screen_signals(void);
/* The screen signals that arrived since the last call, as a mask of 1 << signal number. */
unsigned pd_take_screen_signals(void);
/* Stops the process the way ^Z would (the screen is already restored), and returns once the
   shell continues it; the handler is back in place afterwards. */
void pd_suspend_self(void);

/* Crash restore (crash_restore.c): a crash (SIGSEGV, SIGABRT, a Swift trap's SIGILL/SIGTRAP…)
   must not leave the terminal in curses mode. */
/* Keeps the tty modes as the shell left them; call before curses starts. */
void pd_save_tty(void);
/* Prepares the exit sequences and installs the handlers; call once curses has started. */
void pd_arm_crash_restore(void);
/* The descriptor standard error should go back to after a crash (it is captured meanwhile). */
void pd_set_crash_stderr(int fd);
/* Puts the previous crash handlers back; the terminal is restored the ordinary way. */
void pd_disarm_crash_restore(void);

#endif
