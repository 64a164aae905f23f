/* The floor for PlayDeck's own cost: a bare libmpv client with no interface at all. It plays
 * one file with sound and video to null outputs and no config, waits for its end, and exits;
 * whatever PlayDeck spends above this is what PlayDeck adds to libmpv. */
#include <mpv/client.h>
#include <stdio.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    mpv_handle *mpv = mpv_create();
    if (!mpv) return 1;
    mpv_set_option_string(mpv, "config", "no");
    mpv_set_option_string(mpv, "ao", "null");
    mpv_set_option_string(mpv, "vo", "null");
    if (mpv_initialize(mpv) < 0) return 1;
    const char *command[] = {"loadfile", argv[1], NULL};
    if (mpv_command(mpv, command) < 0) return 1;
    int status = 1;
    for (;;) {
        mpv_event *event = mpv_wait_event(mpv, -1);
        if (event->event_id == MPV_EVENT_END_FILE) {
            mpv_event_end_file *end = event->data;
            status = end->reason == MPV_END_FILE_REASON_EOF ? 0 : 1;
            break;
        }
        if (event->event_id == MPV_EVENT_SHUTDOWN) break;
    }
    mpv_terminate_destroy(mpv);
    return status;
}
