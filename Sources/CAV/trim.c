#include "api.h"

#include <stdio.h>
#include <string.h>

/* One trim under way: the input and output, which input streams go where, and where the
   cut is, in microseconds (AV_TIME_BASE). */
struct pd_trim {
    AVFormatContext *input;
    AVFormatContext *output;
    AVPacket *packet;
    int *map;      /* input stream → output stream, -1 when dropped */
    int *ended;    /* input stream reached the end of the range */
    unsigned streams;
    int64_t start;
    int64_t end;
    int64_t written; /* packets of the timeline written */
};

static void say(char *error, size_t size, const char *what, int code) {
    char text[160];
    pd_av_error_text(code, text, sizeof text);
    snprintf(error, size, "%s: %s", what, text);
}

static int is_picture(const AVStream *stream) {
    return (stream->disposition & AV_DISPOSITION_ATTACHED_PIC) != 0;
}

/* Whether the output keeps this stream: audio, video, subtitles and attached pictures whose
   codec the container takes (a muxer that cannot say is given the benefit of the doubt). */
static int keeps(const AVFormatContext *output, const AVStream *stream) {
    enum AVMediaType type = stream->codecpar->codec_type;
    if (type != AVMEDIA_TYPE_AUDIO && type != AVMEDIA_TYPE_VIDEO && type != AVMEDIA_TYPE_SUBTITLE) return 0;
    return pd_av.query_codec(output->oformat, stream->codecpar->codec_id, FF_COMPLIANCE_NORMAL) != 0;
}

/* The video stream that sets where the cut starts (the first that is not a cover), or -1. */
static int video_stream(const AVFormatContext *input) {
    for (unsigned i = 0; i < input->nb_streams; i++) {
        const AVStream *stream = input->streams[i];
        if (stream->codecpar->codec_type == AVMEDIA_TYPE_VIDEO && !is_picture(stream)) return (int)i;
    }
    return -1;
}

/* The keyframe at or before `from` on `video`: seeks back to it and reads up to it. */
static int keyframe_start(pd_trim *trim, int video, int64_t from, int64_t *start) {
    AVStream *stream = trim->input->streams[video];
    int result = pd_av.seek_frame(trim->input, -1, from, AVSEEK_FLAG_BACKWARD);
    if (result < 0) return result;
    for (int read = 0; read < 100000; read++) {
        result = pd_av.read_frame(trim->input, trim->packet);
        if (result < 0) return result;
        int found = trim->packet->stream_index == video && (trim->packet->flags & AV_PKT_FLAG_KEY)
            && trim->packet->pts != AV_NOPTS_VALUE;
        if (found) *start = pd_av.rescale_q(trim->packet->pts, stream->time_base, AV_TIME_BASE_Q);
        pd_av.packet_unref(trim->packet);
        if (found) return 0;
    }
    return AVERROR_INVALIDDATA;
}

/* The chapters that overlap the range, clipped to it and shifted to its start. */
static int copy_chapters(pd_trim *trim) {
    AVFormatContext *input = trim->input, *output = trim->output;
    if (input->nb_chapters == 0) return 0;
    output->chapters = pd_av.mallocz(sizeof(AVChapter *) * input->nb_chapters);
    if (!output->chapters) return AVERROR(ENOMEM);
    for (unsigned i = 0; i < input->nb_chapters; i++) {
        const AVChapter *chapter = input->chapters[i];
        int64_t begins = pd_av.rescale_q(chapter->start, chapter->time_base, AV_TIME_BASE_Q);
        int64_t ends = pd_av.rescale_q(chapter->end, chapter->time_base, AV_TIME_BASE_Q);
        if (ends <= trim->start || begins >= trim->end) continue;
        AVChapter *copy = pd_av.mallocz(sizeof(AVChapter));
        if (!copy) return AVERROR(ENOMEM);
        copy->id = chapter->id;
        copy->time_base = AV_TIME_BASE_Q;
        copy->start = (begins > trim->start ? begins : trim->start) - trim->start;
        copy->end = (ends < trim->end ? ends : trim->end) - trim->start;
        output->chapters[output->nb_chapters++] = copy;
        int result = pd_av.dict_copy(&copy->metadata, chapter->metadata, 0);
        if (result < 0) return result;
    }
    return 0;
}

static int add_streams(pd_trim *trim) {
    AVFormatContext *input = trim->input, *output = trim->output;
    for (unsigned i = 0; i < input->nb_streams; i++) {
        const AVStream *from = input->streams[i];
        trim->map[i] = -1;
        if (!keeps(output, from)) continue;
        AVStream *to = pd_av.format_new_stream(output, NULL);
        if (!to) return AVERROR(ENOMEM);
        int result = pd_av.codec_parameters_copy(to->codecpar, from->codecpar);
        if (result < 0) return result;
        to->codecpar->codec_tag = 0;
        to->time_base = from->time_base;
        to->disposition = from->disposition;
        result = pd_av.dict_copy(&to->metadata, from->metadata, 0);
        if (result < 0) return result;
        trim->map[i] = to->index;
    }
    return output->nb_streams > 0 ? 0 : AVERROR_STREAM_NOT_FOUND;
}

/* Covers go first, once: they are not part of the timeline. */
static int write_pictures(pd_trim *trim) {
    for (unsigned i = 0; i < trim->streams; i++) {
        const AVStream *stream = trim->input->streams[i];
        if (trim->map[i] < 0 || !is_picture(stream) || stream->attached_pic.size <= 0) continue;
        int result = pd_av.packet_ref(trim->packet, &stream->attached_pic);
        if (result < 0) return result;
        trim->packet->stream_index = trim->map[i];
        trim->packet->pts = trim->packet->dts = 0;
        trim->packet->pos = -1;
        result = pd_av.interleaved_write_frame(trim->output, trim->packet);
        if (result < 0) return result;
    }
    return 0;
}

int pd_trim_open(const char *input, const char *output, double from, double to, pd_trim **out, double *start,
                 int *has_video, char *error, size_t error_size) {
    const char *failure = NULL;
    if (pd_av_load(&failure) != 0) {
        snprintf(error, error_size, "%s", failure ? failure : "FFmpeg's libraries were not loaded");
        return AVERROR(ENOSYS);
    }
    if (!(to > from) || from < 0) {
        snprintf(error, error_size, "the range is empty");
        return AVERROR(EINVAL);
    }
    pd_trim *trim = pd_av.mallocz(sizeof *trim);
    if (!trim) return AVERROR(ENOMEM);
    *out = NULL;
    char url[4200];
    AVDictionary *options = NULL;
    /* Only the file itself: a playlist or a reference inside it must not open anything else. */
    pd_av.dict_set(&options, "protocol_whitelist", "file", 0);
    snprintf(url, sizeof url, "file:%s", input);
    int result = pd_av.format_open_input(&trim->input, url, NULL, &options);
    pd_av.dict_free(&options);
    if (result < 0) { say(error, error_size, "cannot open it", result); goto failed; }
    result = pd_av.format_find_stream_info(trim->input, NULL);
    if (result < 0) { say(error, error_size, "cannot read its streams", result); goto failed; }
    trim->streams = trim->input->nb_streams;
    trim->packet = pd_av.packet_alloc();
    trim->map = pd_av.mallocz(sizeof(int) * (trim->streams + 1));
    trim->ended = pd_av.mallocz(sizeof(int) * (trim->streams + 1));
    if (!trim->packet || !trim->map || !trim->ended) { result = AVERROR(ENOMEM); say(error, error_size, "out of memory", result); goto failed; }
    snprintf(url, sizeof url, "file:%s", output);
    result = pd_av.format_alloc_output_context2(&trim->output, NULL, NULL, output);
    if (result < 0) { say(error, error_size, "no container for the output's extension", result); goto failed; }
    result = add_streams(trim);
    if (result < 0) { say(error, error_size, "no stream to copy", result); goto failed; }

    trim->start = (int64_t)(from * AV_TIME_BASE);
    trim->end = (int64_t)(to * AV_TIME_BASE);
    int video = video_stream(trim->input);
    *has_video = video >= 0;
    if (video >= 0) {
        result = keyframe_start(trim, video, trim->start, &trim->start);
        if (result < 0) { say(error, error_size, "cannot find a keyframe before the start", result); goto failed; }
    }
    result = pd_av.seek_frame(trim->input, -1, trim->start, AVSEEK_FLAG_BACKWARD);
    if (result < 0) { say(error, error_size, "cannot seek to the start", result); goto failed; }
    *start = (double)trim->start / AV_TIME_BASE;

    result = pd_av.dict_copy(&trim->output->metadata, trim->input->metadata, 0);
    if (result >= 0) result = copy_chapters(trim);
    if (result < 0) { say(error, error_size, "cannot copy the tags", result); goto failed; }
    if (!(trim->output->oformat->flags & AVFMT_NOFILE)) {
        result = pd_av.io_open(&trim->output->pb, url, AVIO_FLAG_WRITE);
        if (result < 0) { say(error, error_size, "cannot write the output", result); goto failed; }
    }
    result = pd_av.format_write_header(trim->output, NULL);
    if (result >= 0) result = write_pictures(trim);
    if (result < 0) { say(error, error_size, "cannot write the output", result); goto failed; }
    *out = trim;
    return 0;
failed:
    pd_trim_close(trim);
    return result;
}

/* Whether every stream that is copied has reached the end of the range. */
static int all_ended(const pd_trim *trim) {
    for (unsigned i = 0; i < trim->streams; i++) {
        if (trim->map[i] >= 0 && !is_picture(trim->input->streams[i]) && !trim->ended[i]) return 0;
    }
    return 1;
}

static int finish(pd_trim *trim, double *progress, char *error, size_t error_size) {
    if (trim->written == 0) {
        snprintf(error, error_size, "nothing of it is in that range");
        return AVERROR(EINVAL);
    }
    int result = pd_av.write_trailer(trim->output);
    if (result < 0) { say(error, error_size, "cannot finish the output", result); return result; }
    *progress = 1;
    return 0;
}

int pd_trim_step(pd_trim *trim, int packets, double *progress, char *error, size_t error_size) {
    for (int n = 0; n < packets; n++) {
        int result = pd_av.read_frame(trim->input, trim->packet);
        if (result == AVERROR_EOF) return finish(trim, progress, error, error_size);
        if (result < 0) { say(error, error_size, "cannot read it", result); return result; }
        AVPacket *packet = trim->packet;
        unsigned index = (unsigned)packet->stream_index;
        int64_t time = packet->pts != AV_NOPTS_VALUE ? packet->pts : packet->dts;
        if (index >= trim->streams || trim->map[index] < 0 || trim->ended[index] || time == AV_NOPTS_VALUE
            || is_picture(trim->input->streams[index])) {
            pd_av.packet_unref(packet);
            continue;
        }
        const AVStream *stream = trim->input->streams[index];
        int64_t at = pd_av.rescale_q(time, stream->time_base, AV_TIME_BASE_Q);
        int64_t lasts = pd_av.rescale_q(packet->duration, stream->time_base, AV_TIME_BASE_Q);
        int video = stream->codecpar->codec_type == AVMEDIA_TYPE_VIDEO;
        if (at >= trim->end) {
            trim->ended[index] = 1;
            pd_av.packet_unref(packet);
            if (all_ended(trim)) return finish(trim, progress, error, error_size);
            continue;
        }
        /* Video from the keyframe on; audio and subtitles from what still sounds or shows. */
        if (video ? at < trim->start : at + lasts <= trim->start) {
            pd_av.packet_unref(packet);
            continue;
        }
        int64_t offset = pd_av.rescale_q(trim->start, AV_TIME_BASE_Q, stream->time_base);
        if (packet->pts != AV_NOPTS_VALUE) packet->pts -= offset;
        if (packet->dts != AV_NOPTS_VALUE) packet->dts -= offset;
        AVStream *target = trim->output->streams[trim->map[index]];
        pd_av.packet_rescale_ts(packet, stream->time_base, target->time_base);
        packet->stream_index = target->index;
        packet->pos = -1;
        result = pd_av.interleaved_write_frame(trim->output, packet);
        if (result < 0) { say(error, error_size, "cannot write the output", result); return result; }
        trim->written++;
        double done = (double)(at - trim->start) / (double)(trim->end - trim->start);
        if (done > *progress && done < 1) *progress = done;
    }
    return 1;
}

void pd_trim_close(pd_trim *trim) {
    if (!trim) return;
    if (trim->output) {
        if (trim->output->pb && !(trim->output->oformat->flags & AVFMT_NOFILE)) pd_av.io_closep(&trim->output->pb);
        pd_av.format_free_context(trim->output);
    }
    if (trim->input) pd_av.format_close_input(&trim->input);
    pd_av.packet_free(&trim->packet);
    pd_av.free(trim->map);
    pd_av.free(trim->ended);
    pd_av.free(trim);
}
