#include "api.h"

#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

struct pd_mpv_api pd_mpv;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure = "libmpv was not loaded";
static char reason[512];
static int loaded;

#define BIND(field, symbol)                                                        \
    do {                                                                           \
        *(void **)(&pd_mpv.field) = dlsym(library, symbol);                        \
        if (!pd_mpv.field) {                                                       \
            snprintf(reason, sizeof reason, "libmpv has no %s", symbol);           \
            failure = reason;                                                      \
            return;                                                                \
        }                                                                          \
    } while (0)

/* libasound writes its errors straight to standard error: on a machine without a sound card,
   sixteen "ALSA lib conf.c:5180:(_snd_config_evaluate) ..." lines each time mpv tries its
   output, in the tile as notices and on the terminal at exit. mpv says the same in its own log
   ("Could not open/initialize audio device"), which PlayDeck tells as one line. The library
   libmpv loaded (if any) is given a handler that keeps quiet. */
static void alsa_quiet(const char *file, int line, const char *function, int error, const char *format, ...) {
    (void)file, (void)line, (void)function, (void)error, (void)format;
}

static void quiet_alsa(void) {
    void *asound = dlopen("libasound.so.2", RTLD_LAZY | RTLD_NOLOAD);
    if (!asound) return;
    int (*set_handler)(void (*)(const char *, int, const char *, int, const char *, ...));
    *(void **)(&set_handler) = dlsym(asound, "snd_lib_error_set_handler");
    if (set_handler) set_handler(alsa_quiet);
    dlclose(asound);
}

static void load(void) {
    /* The soname of every libmpv with this API (client API 2.x); the last is the -dev link. */
    static const char *const names[] = {"libmpv.so.2", "libmpv.so.1", "libmpv.so"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !library; i++) {
        library = dlopen(names[i], RTLD_LAZY | RTLD_LOCAL);
    }
    if (!library) {
        const char *error = dlerror();
        snprintf(reason, sizeof reason, "cannot load libmpv: %s", error ? error : "not found");
        failure = reason;
        return;
    }
    BIND(create, "mpv_create");
    BIND(initialize, "mpv_initialize");
    BIND(terminate_destroy, "mpv_terminate_destroy");
    BIND(error_string, "mpv_error_string");
    BIND(free, "mpv_free");
    BIND(free_node_contents, "mpv_free_node_contents");
    BIND(set_option_string, "mpv_set_option_string");
    BIND(request_log_messages, "mpv_request_log_messages");
    BIND(observe_property, "mpv_observe_property");
    BIND(wait_event, "mpv_wait_event");
    BIND(set_wakeup_callback, "mpv_set_wakeup_callback");
    BIND(command, "mpv_command");
    BIND(command_ret, "mpv_command_ret");
    BIND(command_async, "mpv_command_async");
    BIND(get_property, "mpv_get_property");
    BIND(set_property, "mpv_set_property");
    BIND(set_property_async, "mpv_set_property_async");
    BIND(set_property_string, "mpv_set_property_string");
    BIND(render_context_create, "mpv_render_context_create");
    BIND(render_context_set_update_callback, "mpv_render_context_set_update_callback");
    BIND(render_context_render, "mpv_render_context_render");
    BIND(render_context_update, "mpv_render_context_update");
    BIND(render_context_free, "mpv_render_context_free");
    loaded = 1;
    quiet_alsa();
}

/* Run on the loader thread before libmpv is loaded (pd_mpv_preload_after). */
static void (*first_on_loader)(void);

static void *preload(void *unused) {
    (void)unused;
    if (first_on_loader) first_on_loader();
    pthread_once(&once, load);
    return NULL;
}

static pthread_t loader;
static int loader_running;

/* An exit (a wrong argument, an unknown server: one line, status 1) waits for the loader:
   exit's library destructors ran beside its constructors, and GnuTLS's, half done, printed
   "Error in GnuTLS initialization" under the one line. Registered after the dynamic linker's
   own handler, it runs before it. */
static void wait_for_loader(void) {
    if (!loader_running) return;
    loader_running = 0;
    pthread_join(loader, NULL);
}

/* The loader thread blocks every signal, so that any thread a library constructor starts
   inherits that: signals reach PlayDeck only through its signalfd. */
static void start(void) {
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    if (pthread_create(&loader, NULL, preload, NULL) == 0) {
        loader_running = 1;
        atexit(wait_for_loader);
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
}

static pthread_once_t started = PTHREAD_ONCE_INIT;

void pd_mpv_preload(void) {
    pthread_once(&started, start);
}

void pd_mpv_preload_after(void (*first)(void)) {
    first_on_loader = first;
    pthread_once(&started, start);
}

int pd_mpv_load(const char **error) {
    pthread_once(&once, load);
    if (loaded) return 0;
    if (error) *error = failure;
    return -1;
}

const char *pd_mpv_error_string(int error) {
    return loaded ? pd_mpv.error_string(error) : failure;
}

mpv_handle *pd_mpv_create(void) { return pd_mpv.create(); }
int pd_mpv_initialize(mpv_handle *handle) { return pd_mpv.initialize(handle); }
void pd_mpv_terminate_destroy(mpv_handle *handle) { pd_mpv.terminate_destroy(handle); }
void pd_mpv_free(void *data) { pd_mpv.free(data); }
void pd_mpv_free_node_contents(mpv_node *node) { pd_mpv.free_node_contents(node); }

int pd_mpv_set_option_string(mpv_handle *handle, const char *name, const char *value) {
    return pd_mpv.set_option_string(handle, name, value);
}

int pd_mpv_request_log_messages(mpv_handle *handle, const char *min_level) {
    return pd_mpv.request_log_messages(handle, min_level);
}

int pd_mpv_observe_property(mpv_handle *handle, uint64_t reply, const char *name, mpv_format format) {
    return pd_mpv.observe_property(handle, reply, name, format);
}

mpv_event *pd_mpv_wait_event(mpv_handle *handle, double timeout) { return pd_mpv.wait_event(handle, timeout); }
int pd_mpv_command(mpv_handle *handle, const char **args) { return pd_mpv.command(handle, args); }

int pd_mpv_command_ret(mpv_handle *handle, const char **args, mpv_node *result) {
    return pd_mpv.command_ret(handle, args, result);
}

int pd_mpv_command_async(mpv_handle *handle, uint64_t reply, const char **args) {
    return pd_mpv.command_async(handle, reply, args);
}

int pd_mpv_get_property(mpv_handle *handle, const char *name, mpv_format format, void *data) {
    return pd_mpv.get_property(handle, name, format, data);
}

int pd_mpv_set_property(mpv_handle *handle, const char *name, mpv_format format, void *data) {
    return pd_mpv.set_property(handle, name, format, data);
}

int pd_mpv_set_property_async(mpv_handle *handle, uint64_t reply, const char *name, mpv_format format, void *data) {
    return pd_mpv.set_property_async(handle, reply, name, format, data);
}

int pd_mpv_set_property_string(mpv_handle *handle, const char *name, const char *value) {
    return pd_mpv.set_property_string(handle, name, value);
}

void pd_mpv_render_context_free(mpv_render_context *context) { pd_mpv.render_context_free(context); }
