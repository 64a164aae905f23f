#ifndef PLAYDECK_CMPV_API_H
#define PLAYDECK_CMPV_API_H

#include "shim.h"

/* The libmpv functions PlayDeck calls, filled by loader.c from dlsym. */
struct pd_mpv_api {
    mpv_handle *(*create)(void);
    int (*initialize)(mpv_handle *);
    void (*terminate_destroy)(mpv_handle *);
    const char *(*error_string)(int);
    void (*free)(void *);
    void (*free_node_contents)(mpv_node *);
    int (*set_option_string)(mpv_handle *, const char *, const char *);
    int (*request_log_messages)(mpv_handle *, const char *);
    int (*observe_property)(mpv_handle *, uint64_t, const char *, mpv_format);
    mpv_event *(*wait_event)(mpv_handle *, double);
    void (*set_wakeup_callback)(mpv_handle *, void (*)(void *), void *);
    int (*command)(mpv_handle *, const char **);
    int (*command_ret)(mpv_handle *, const char **, mpv_node *);
    int (*command_async)(mpv_handle *, uint64_t, const char **);
    int (*get_property)(mpv_handle *, const char *, mpv_format, void *);
    int (*set_property)(mpv_handle *, const char *, mpv_format, void *);
    int (*set_property_async)(mpv_handle *, uint64_t, const char *, mpv_format, void *);
    int (*set_property_string)(mpv_handle *, const char *, const char *);
    int (*render_context_create)(mpv_render_context **, mpv_handle *, mpv_render_param *);
    void (*render_context_set_update_callback)(mpv_render_context *, mpv_render_update_fn, void *);
    int (*render_context_render)(mpv_render_context *, mpv_render_param *);
    uint64_t (*render_context_update)(mpv_render_context *);
    void (*render_context_free)(mpv_render_context *);
};

/* Valid once pd_mpv_load() has returned 0; only Player, which checks that, gets handles. */
extern struct pd_mpv_api pd_mpv;

#endif
