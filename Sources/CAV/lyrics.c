#include "api.h"

#include <stdlib.h>

/* FFmpeg's lrc demuxer over text in memory: it reads every line at open, applies [offset:],
   skips lines without a valid stamp, gives a line with several stamps once per stamp, and
   hands the lines back as packets sorted by time. */
struct pd_lyrics {
    AVFormatContext *context;
    AVPacket *packet;
};

int pd_lyrics_open(const uint8_t *data, size_t size, pd_lyrics **out) {
    *out = NULL;
    pd_lyrics *lyrics = calloc(1, sizeof *lyrics);
    if (!lyrics) return AVERROR(ENOMEM);
    int status = pd_av_open_memory_as(data, size, "lrc", &lyrics->context);
    if (status == 0 && (!lyrics->context || lyrics->context->nb_streams < 1)) status = AVERROR_INVALIDDATA;
    if (status == 0) {
        lyrics->packet = pd_av.packet_alloc();
        if (!lyrics->packet) status = AVERROR(ENOMEM);
    }
    if (status != 0) {
        pd_lyrics_close(lyrics);
        return status;
    }
    *out = lyrics;
    return 0;
}

int pd_lyrics_next(pd_lyrics *lyrics, double *seconds, const uint8_t **text, size_t *length) {
    pd_av.packet_unref(lyrics->packet);
    for (;;) {
        int status = pd_av.read_frame(lyrics->context, lyrics->packet);
        if (status == AVERROR_EOF) return 0;
        if (status < 0) return status;
        AVPacket *packet = lyrics->packet;
        if (packet->pts == AV_NOPTS_VALUE || packet->stream_index < 0
            || (unsigned)packet->stream_index >= lyrics->context->nb_streams) {
            pd_av.packet_unref(packet);
            continue;
        }
        AVRational base = lyrics->context->streams[packet->stream_index]->time_base;
        if (base.den == 0) base = (AVRational){1, AV_TIME_BASE};
        *seconds = (double)packet->pts * base.num / base.den;
        *text = packet->data;
        *length = packet->data ? (size_t)packet->size : 0;
        return 1;
    }
}

void pd_lyrics_close(pd_lyrics *lyrics) {
    if (!lyrics) return;
    pd_av.packet_free(&lyrics->packet);
    pd_av_tags_close(&lyrics->context);
    free(lyrics);
}
