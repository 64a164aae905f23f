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

/* Software rendering (MPV_RENDER_API_TYPE_SW): the parameter lists are C arrays of
   pointers, built here so that Swift passes only plain values. mpv calls the update
   callback on its own thread; like the wakeup callback it only writes to a descriptor. */
static inline int pd_render_create_sw(mpv_handle *handle, mpv_render_context **out, int fd) {
    mpv_render_param params[] = {
        {MPV_RENDER_PARAM_API_TYPE, (void *)MPV_RENDER_API_TYPE_SW},
        {MPV_RENDER_PARAM_INVALID, NULL},
    };
    int status = mpv_render_context_create(out, handle, params);
    if (status >= 0) mpv_render_context_set_update_callback(*out, pd_wakeup_write, (void *)(intptr_t)fd);
    return status;
}

/* Renders the current frame as rgb0 into pixels, without waiting for its display time
   (the event loop must never block). */
static inline int pd_render_sw(mpv_render_context *context, int width, int height, size_t stride, void *pixels) {
    int size[2] = {width, height};
    int block = 0;
    mpv_render_param params[] = {
        {MPV_RENDER_PARAM_SW_SIZE, size},
        {MPV_RENDER_PARAM_SW_FORMAT, (void *)"rgb0"},
        {MPV_RENDER_PARAM_SW_STRIDE, &stride},
        {MPV_RENDER_PARAM_SW_POINTER, pixels},
        {MPV_RENDER_PARAM_BLOCK_FOR_TARGET_TIME, &block},
        {MPV_RENDER_PARAM_INVALID, NULL},
    };
    return mpv_render_context_render(context, params);
}

/* Whether mpv has a new frame to show. */
static inline int pd_render_frame_due(mpv_render_context *context) {
    return (mpv_render_context_update(context) & MPV_RENDER_UPDATE_FRAME) != 0;
}

#endif
