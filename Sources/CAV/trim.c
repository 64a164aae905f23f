#include "trim.h"

#include <stdio.h>
#include <string.h>

static void say(char *error, size_t size, const char *what, int code) {
    char text[160];
    pd_av_error_text(code, text, sizeof text);
    snprintf(error, size, "%s: %s", what, text);
}

/* The video stream that sets where the cut starts (the first that is not a cover), or -1. */
static int video_stream(const AVFormatContext *input) {
    for (unsigned i = 0; i < input->nb_streams; i++) {
        const AVStream *stream = input->streams[i];
        if (stream->codecpar->codec_type == AVMEDIA_TYPE_VIDEO && !pd_trim_is_picture(stream)) return (int)i;
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

/* Whether the demuxer FFmpeg settled on is one mpv would play from: it refuses a guess below a
   quarter of the best score (random bytes named .mp3 probe as mp3 at 1) and the "tty" demuxer,
   which takes any text as ANSI art. Below that the trim failed later and for another reason
   ("cannot seek to the start: Operation not permitted") than playing it gives. */
static int recognized(const AVFormatContext *input) {
    return input->probe_score >= AVPROBE_SCORE_MAX / 4 + 1 && strcmp(input->iformat->name, "tty") != 0;
}

/* Opens the input; a file that is there but that no demuxer recognises says so in playback's words. */
static int open_input(pd_trim *trim, const char *input, char *error, size_t error_size) {
    char url[4200];
    AVDictionary *options = NULL;
    /* Only the file itself: a playlist or a reference inside it must not open anything else. */
    pd_av.dict_set(&options, "protocol_whitelist", "file", 0);
    snprintf(url, sizeof url, "file:%s", input);
    int result = pd_av.format_open_input(&trim->input, url, NULL, &options);
    pd_av.dict_free(&options);
    if (result >= 0 && !recognized(trim->input)) result = AVERROR_INVALIDDATA;
    if (result == AVERROR_INVALIDDATA || result == AVERROR(EINVAL)) {
        snprintf(error, error_size, "unrecognized file format");
        return result;
    }
    if (result < 0) { say(error, error_size, "cannot open it", result); return result; }
    result = pd_av.format_find_stream_info(trim->input, NULL);
    if (result < 0) say(error, error_size, "cannot read its streams", result);
    return result;
}

/* Where the output ends: `to`, or the end of the file when that comes first. */
static double file_end(const AVFormatContext *input, double to) {
    if (input->duration == AV_NOPTS_VALUE || input->duration <= 0) return to;
    int64_t begins = input->start_time == AV_NOPTS_VALUE ? 0 : input->start_time;
    double ends = (double)(begins + input->duration) / AV_TIME_BASE;
    return ends < to ? ends : to;
}

static int start_output(pd_trim *trim, const char *output, char *error, size_t error_size) {
    int result = pd_av.format_alloc_output_context2(&trim->output, NULL, NULL, output);
    if (result < 0) { snprintf(error, error_size, "no container is known for the name %s", output); return result; }
    result = pd_trim_add_streams(trim);
    if (result < 0) { say(error, error_size, "no stream the output's container takes", result); return result; }
    return 0;
}

/* The bytes go to `target`: the output's name, or a path to its already open file. */
static int write_header(pd_trim *trim, const char *target, char *error, size_t error_size) {
    char url[4200];
    snprintf(url, sizeof url, "file:%s", target);
    int result = pd_av.dict_copy(&trim->output->metadata, trim->input->metadata, 0);
    if (result >= 0) result = pd_trim_copy_chapters(trim);
    if (result < 0) { say(error, error_size, "cannot copy the tags", result); return result; }
    if (!(trim->output->oformat->flags & AVFMT_NOFILE)) {
        result = pd_av.io_open(&trim->output->pb, url, AVIO_FLAG_WRITE);
        if (result < 0) { say(error, error_size, "cannot write the output", result); return result; }
    }
    result = pd_av.format_write_header(trim->output, NULL);
    if (result >= 0) result = pd_trim_write_pictures(trim);
    if (result < 0) say(error, error_size, "cannot write the output", result);
    return result;
}

int pd_trim_open(const char *input, const char *output, const char *target, double from, double to, pd_trim **out,
                 pd_trim_info *info, char *error, size_t error_size) {
    const char *failure = NULL;
    *out = NULL;
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
    int result = open_input(trim, input, error, error_size);
    if (result < 0) goto failed;
    trim->streams = trim->input->nb_streams;
    trim->packet = pd_av.packet_alloc();
    trim->map = pd_av.mallocz(sizeof(int) * (trim->streams + 1));
    trim->ended = pd_av.mallocz(sizeof(int) * (trim->streams + 1));
    if (!trim->packet || !trim->map || !trim->ended) { result = AVERROR(ENOMEM); say(error, error_size, "out of memory", result); goto failed; }
    result = start_output(trim, output, error, error_size);
    if (result < 0) goto failed;

    trim->asked = trim->start = (int64_t)(from * AV_TIME_BASE);
    trim->end = (int64_t)(to * AV_TIME_BASE);
    int video = video_stream(trim->input);
    if (video >= 0) {
        result = keyframe_start(trim, video, trim->start, &trim->start);
        if (result == AVERROR_EOF) { snprintf(error, error_size, "nothing of it is in that range"); goto failed; }
        if (result < 0) { say(error, error_size, "cannot find a keyframe before the start", result); goto failed; }
    }
    result = pd_av.seek_frame(trim->input, -1, trim->start, AVSEEK_FLAG_BACKWARD);
    if (result < 0) { say(error, error_size, "cannot seek to the start", result); goto failed; }
    result = write_header(trim, target ? target : output, error, error_size);
    if (result < 0) goto failed;
    info->start = (double)trim->start / AV_TIME_BASE;
    info->end = file_end(trim->input, to);
    info->has_video = video >= 0;
    info->dropped_pictures = trim->dropped_pictures;
    *out = trim;
    return 0;
failed:
    pd_trim_close(trim);
    return result;
}

/* Whether every stream that is copied has reached the end of the range. */
static int all_ended(const pd_trim *trim) {
    for (unsigned i = 0; i < trim->streams; i++) {
        if (trim->map[i] >= 0 && !pd_trim_is_picture(trim->input->streams[i]) && !trim->ended[i]) return 0;
    }
    return 1;
}

static int finish(pd_trim *trim, double *progress, char *error, size_t error_size) {
    /* Video starts at the keyframe before the start: what ends before the start asked for is
       only that run-up, and the range lies past the end of the file. */
    if (trim->written == 0 || trim->reached <= trim->asked) {
        snprintf(error, error_size, "nothing of it is in that range");
        return AVERROR(EINVAL);
    }
    int result = pd_av.write_trailer(trim->output);
    if (result < 0) { say(error, error_size, "cannot finish the output", result); return result; }
    *progress = 1;
    return 0;
}

/* Shifts a packet of the range to the output's timeline and writes it. */
static int write_packet(pd_trim *trim, AVPacket *packet, const AVStream *stream, int64_t ends) {
    int result = pd_trim_count_samples(trim, packet, stream);
    if (result < 0) return result;
    int64_t offset = pd_av.rescale_q(trim->start, AV_TIME_BASE_Q, stream->time_base);
    if (packet->pts != AV_NOPTS_VALUE) packet->pts -= offset;
    if (packet->dts != AV_NOPTS_VALUE) packet->dts -= offset;
    AVStream *target = trim->output->streams[trim->map[packet->stream_index]];
    pd_av.packet_rescale_ts(packet, stream->time_base, target->time_base);
    packet->stream_index = target->index;
    packet->pos = -1;
    result = pd_av.interleaved_write_frame(trim->output, packet);
    if (result < 0) return result;
    trim->written++;
    if (ends > trim->reached) trim->reached = ends;
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
            || pd_trim_is_picture(trim->input->streams[index])) {
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
        result = write_packet(trim, packet, stream, at + lasts);
        if (result < 0) { say(error, error_size, "cannot write the output", result); return result; }
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
