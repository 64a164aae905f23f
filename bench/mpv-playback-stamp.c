/* An mpv C plugin (`mpv --script=mpv-playback-stamp.so`) for the start-up case: at the first
   playback-restart it writes CLOCK_MONOTONIC, in seconds, to the file named by
   $PLAYDECK_BENCH_STAMP. PlayDeck writes the same moment with --trace-latency. */
#include <mpv/client.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int mpv_open_cplugin(mpv_handle *handle) {
    const char *path = getenv("PLAYDECK_BENCH_STAMP");
    for (;;) {
        mpv_event *event = mpv_wait_event(handle, -1);
        if (event->event_id == MPV_EVENT_SHUTDOWN) return 0;
        if (event->event_id != MPV_EVENT_PLAYBACK_RESTART || !path) continue;
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        FILE *out = fopen(path, "w");
        if (out) {
            fprintf(out, "%lld.%09ld\n", (long long)now.tv_sec, now.tv_nsec);
            fclose(out);
        }
        path = NULL;
    }
}
