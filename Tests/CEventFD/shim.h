#ifndef PLAYDECK_CEVENTFD_SHIM_H
#define PLAYDECK_CEVENTFD_SHIM_H

/* eventfd for the test doubles: Swift's Glibc module does not bring in <sys/eventfd.h>, and a
   fake player's wakeup descriptor should be the kind libmpv's is (see CMPV's callbacks.c). */
#include <sys/eventfd.h>

/* A non-blocking, close-on-exec eventfd. */
static inline int pd_test_eventfd(void) {
    return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

#endif
