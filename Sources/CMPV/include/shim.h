#ifndef PLAYDECK_CMPV_SHIM_H
#define PLAYDECK_CMPV_SHIM_H

/* libmpv is not linked: loading it and its ~245 libraries takes about 90 ms, which every
   `playdeck remote` and every first paint would otherwise pay before main(). loader.c opens
   it with dlopen, on a background thread started early (pd_mpv_preload), and the pd_mpv_*
   functions below call through the table it fills. mpv's headers give only the types. */
#include <mpv/client.h>
#include <mpv/render.h>
#include <stddef.h>

/* Starts loading libmpv on a background thread (with every signal blocked), once. */
void pd_mpv_preload(void);
/* The same, calling `first` on that thread before libmpv: another library a start needs at once
   (libcurl for --server) is then loaded before libmpv's ~245 rather than after them (dlopen
   holds glibc's loader lock throughout). Ignored once the load has started. */
void pd_mpv_preload_after(void (*first)(void));
/* Loads libmpv if no thread has yet, waiting for one that is; 0 on success, else -1 with
   *error set to the loader's reason (a static string). */
int pd_mpv_load(const char **error);

mpv_handle *pd_mpv_create(void);
int pd_mpv_initialize(mpv_handle *handle);
void pd_mpv_terminate_destroy(mpv_handle *handle);
/* mpv's text for an error code once libmpv is loaded; until then (or when it could not be
   loaded), whatever the code, the loader's reason: "libmpv was not loaded" or why it failed. */
const char *pd_mpv_error_string(int error);
void pd_mpv_free(void *data);
void pd_mpv_free_node_contents(mpv_node *node);
int pd_mpv_set_option_string(mpv_handle *handle, const char *name, const char *value);
int pd_mpv_request_log_messages(mpv_handle *handle, const char *min_level);
int pd_mpv_observe_property(mpv_handle *handle, uint64_t reply, const char *name, mpv_format format);
mpv_event *pd_mpv_wait_event(mpv_handle *handle, double timeout);
int pd_mpv_command(mpv_handle *handle, const char **args);
int pd_mpv_command_ret(mpv_handle *handle, const char **args, mpv_node *result);
/* Runs the command on mpv's core; its result comes back as MPV_EVENT_COMMAND_REPLY with `reply`. */
int pd_mpv_command_async(mpv_handle *handle, uint64_t reply, const char **args);
int pd_mpv_get_property(mpv_handle *handle, const char *name, mpv_format format, void *data);
int pd_mpv_set_property(mpv_handle *handle, const char *name, mpv_format format, void *data);
/* Sets the property on mpv's core without waiting (MPV_EVENT_SET_PROPERTY_REPLY follows); the
   core takes requests in order, so a later read sees the new value. */
int pd_mpv_set_property_async(mpv_handle *handle, uint64_t reply, const char *name, mpv_format format, void *data);
int pd_mpv_set_property_string(mpv_handle *handle, const char *name, const char *value);
void pd_mpv_render_context_free(mpv_render_context *context);

/* libmpv calls the wakeup callback on its own threads. It must touch no PlayDeck state,
   so it only writes an 8-byte 1 to an eventfd that the event loop watches (a Swift
   `Wakeup` owns it). */
void pd_set_wakeup_fd(mpv_handle *handle, int fd);

/* Software rendering (MPV_RENDER_API_TYPE_SW): the parameter lists are C arrays of pointers,
   built in C so that Swift passes only plain values. mpv calls the update callback on its
   own thread; like the wakeup callback it only writes to a descriptor. */
int pd_render_create_sw(mpv_handle *handle, mpv_render_context **out, int fd);
/* Renders the current frame as rgb0 into pixels, without waiting for its display time
   (the event loop must never block). */
int pd_render_sw(mpv_render_context *context, int width, int height, size_t stride, void *pixels);
/* Whether mpv has a new frame to show. */
int pd_render_frame_due(mpv_render_context *context);

#endif
