#include "api.h"

#include <errno.h>
#include <stdint.h>
#include <unistd.h>

static void wakeup_write(void *context) {
    uint64_t one = 1;
    ssize_t written;
    do {
        written = write((int)(intptr_t)context, &one, sizeof one);
    } while (written < 0 && errno == EINTR);
}

void pd_set_wakeup_fd(mpv_handle *handle, int fd) {
    pd_mpv.set_wakeup_callback(handle, wakeup_write, (void *)(intptr_t)fd);
}

int pd_render_create_sw(mpv_handle *handle, mpv_render_context **out, int fd) {
    mpv_render_param params[] = {
        {MPV_RENDER_PARAM_API_TYPE, (void *)MPV_RENDER_API_TYPE_SW},
        {MPV_RENDER_PARAM_INVALID, NULL},
    };
    int status = pd_mpv.render_context_create(out, handle, params);
    if (status >= 0) pd_mpv.render_context_set_update_callback(*out, wakeup_write, (void *)(intptr_t)fd);
    return status;
}

int pd_render_sw(mpv_render_context *context, int width, int height, size_t stride, void *pixels) {
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
    return pd_mpv.render_context_render(context, params);
}

int pd_render_frame_due(mpv_render_context *context) {
    return (pd_mpv.render_context_update(context) & MPV_RENDER_UPDATE_FRAME) != 0;
}
