#include "trim.h"

#include <stdio.h>
#include <string.h>

int pd_trim_is_picture(const AVStream *stream) {
    return (stream->disposition & AV_DISPOSITION_ATTACHED_PIC) != 0;
}

static int copy_chapters(struct pd_trim *trim);

static int named(const AVFormatContext *output, const char *name) {
    return strcmp(output->oformat->name, name) == 0;
}

/* What becomes of a cover (an attached picture) in the output's container. */
enum fate { DROP, PACKET, ATTACHMENT };

static enum fate picture_fate(const AVFormatContext *output, const AVStream *stream) {
    enum AVCodecID codec = stream->codecpar->codec_id;
    int common = codec == AV_CODEC_ID_MJPEG || codec == AV_CODEC_ID_PNG || codec == AV_CODEC_ID_BMP;
    /* ID3's APIC and FLAC's PICTURE take what ID3 has a MIME type for. */
    int id3 = common || codec == AV_CODEC_ID_GIF || codec == AV_CODEC_ID_TIFF || codec == AV_CODEC_ID_WEBP;
    if (named(output, "mp3") || named(output, "flac")) return id3 ? PACKET : DROP;
    /* The QuickTime family's covr atom takes JPEG, PNG and BMP; avformat_query_codec says no
       for an m4a's ("ipod") video streams, which a cover is not. */
    if (named(output, "mp4") || named(output, "ipod") || named(output, "mov")) return common ? PACKET : DROP;
    /* FFmpeg 5.1's Matroska muxer writes an attached picture as a video track; as an attachment
       it is the cover again. WebM has no attachments; Ogg's covers are comments no muxer writes. */
    if (named(output, "matroska")) return id3 ? ATTACHMENT : DROP;
    return DROP;
}

/* Whether the output keeps this stream of the timeline: audio, video and subtitles whose codec
   the container takes (a muxer that cannot say is given the benefit of the doubt). */
static int keeps(const AVFormatContext *output, const AVStream *stream) {
    enum AVMediaType type = stream->codecpar->codec_type;
    if (type != AVMEDIA_TYPE_AUDIO && type != AVMEDIA_TYPE_VIDEO && type != AVMEDIA_TYPE_SUBTITLE) return 0;
    return pd_av.query_codec(output->oformat, stream->codecpar->codec_id, FF_COMPLIANCE_NORMAL) != 0;
}

/* A cover as a Matroska attachment: the picture is the stream's extradata. */
static int attach(AVStream *to, const AVStream *from) {
    const AVPacket *picture = &from->attached_pic;
    if (picture->size <= 0) return 0;
    to->codecpar->codec_type = AVMEDIA_TYPE_ATTACHMENT;
    to->codecpar->codec_id = from->codecpar->codec_id;
    to->codecpar->extradata = pd_av.mallocz((size_t)picture->size + AV_INPUT_BUFFER_PADDING_SIZE);
    if (!to->codecpar->extradata) return AVERROR(ENOMEM);
    memcpy(to->codecpar->extradata, picture->data, (size_t)picture->size);
    to->codecpar->extradata_size = picture->size;
    int result = pd_av.dict_copy(&to->metadata, from->metadata, 0);
    /* The muxer requires a file name; one from an ID3 or MP4 cover has none. */
    if (result >= 0 && !pd_av.dict_get(to->metadata, "filename", NULL, 0)) {
        const char *name = from->codecpar->codec_id == AV_CODEC_ID_PNG ? "cover.png" : "cover.jpg";
        result = pd_av.dict_set(&to->metadata, "filename", name, 0);
    }
    return result;
}

static int add_stream(struct pd_trim *trim, const AVStream *from, enum fate fate) {
    AVStream *to = pd_av.format_new_stream(trim->output, NULL);
    if (!to) return AVERROR(ENOMEM);
    if (fate == ATTACHMENT) return attach(to, from);
    int result = pd_av.codec_parameters_copy(to->codecpar, from->codecpar);
    if (result < 0) return result;
    to->codecpar->codec_tag = 0;
    to->time_base = from->time_base;
    to->disposition = from->disposition;
    result = pd_av.dict_copy(&to->metadata, from->metadata, 0);
    if (result < 0) return result;
    trim->map[from->index] = to->index;
    return 0;
}

int pd_trim_add_streams(struct pd_trim *trim) {
    AVFormatContext *input = trim->input, *output = trim->output;
    int timeline = 0;
    for (unsigned i = 0; i < input->nb_streams; i++) {
        const AVStream *from = input->streams[i];
        trim->map[i] = -1;
        enum fate fate = pd_trim_is_picture(from) ? picture_fate(output, from) : keeps(output, from) ? PACKET : DROP;
        if (fate == DROP && pd_trim_is_picture(from)) trim->dropped_pictures++;
        if (fate == DROP) continue;
        timeline += !pd_trim_is_picture(from);
        int result = add_stream(trim, from, fate);
        if (result < 0) return result;
    }
    return timeline > 0 ? 0 : AVERROR_STREAM_NOT_FOUND;
}

/* Covers go first, once: they are not part of the timeline. */
int pd_trim_write_pictures(struct pd_trim *trim) {
    for (unsigned i = 0; i < trim->streams; i++) {
        const AVStream *stream = trim->input->streams[i];
        if (trim->map[i] < 0 || !pd_trim_is_picture(stream) || stream->attached_pic.size <= 0) continue;
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

static int is_ogg(const AVFormatContext *output) {
    return named(output, "ogg") || named(output, "oga") || named(output, "opus") || named(output, "spx")
        || named(output, "ogv");
}

/* FFmpeg 5.1's Vorbis comment writer rounds a chapter's seconds to the nearest (vorbiscomment.c:
   av_rescale) and then adds the milliseconds, so 0.7 s is written 00:00:01.700. In Ogg the
   chapters are written here instead, as the CHAPTERnnn comments that writer would make. */
static int ogg_chapters(struct pd_trim *trim) {
    AVFormatContext *output = trim->output;
    for (unsigned i = 0; i < output->nb_chapters; i++) {
        const AVChapter *chapter = output->chapters[i];
        int64_t ms = pd_av.rescale_q(chapter->start, chapter->time_base, (AVRational){1, 1000});
        char key[32], time[32];
        snprintf(key, sizeof key, "CHAPTER%03u", i);
        snprintf(time, sizeof time, "%02d:%02d:%02d.%03d", (int)(ms / 3600000), (int)(ms / 60000 % 60),
                 (int)(ms / 1000 % 60), (int)(ms % 1000));
        const AVDictionaryEntry *title = pd_av.dict_get(chapter->metadata, "title", NULL, 0);
        for (unsigned s = 0; s < output->nb_streams; s++) {
            AVDictionary **tags = &output->streams[s]->metadata;
            int result = pd_av.dict_set(tags, key, time, 0);
            if (result >= 0 && title) {
                char name[40];
                snprintf(name, sizeof name, "%sNAME", key);
                result = pd_av.dict_set(tags, name, title->value, 0);
            }
            if (result < 0) return result;
        }
        pd_av.dict_free(&output->chapters[i]->metadata);
        pd_av.free(output->chapters[i]);
    }
    output->nb_chapters = 0;
    return 0;
}

/* The chapters that overlap the range, clipped to it and shifted to its start. */
int pd_trim_copy_chapters(struct pd_trim *trim) {
    int result = copy_chapters(trim);
    return result < 0 || !is_ogg(trim->output) ? result : ogg_chapters(trim);
}

static int copy_chapters(struct pd_trim *trim) {
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

/* FLAC's STREAMINFO holds the number of samples and their MD5. Copied, both would be the whole
   original's, so a player would think the part as long as the file. The FLAC muxer rewrites
   STREAMINFO at the end from the last one a packet carried (as the encoder sends it): every
   packet carries the count so far, and an MD5 of zeros, which means "not computed". */
int pd_trim_count_samples(struct pd_trim *trim, AVPacket *packet, const AVStream *from) {
    const AVCodecParameters *codec = from->codecpar;
    if (!named(trim->output, "flac") || codec->codec_id != AV_CODEC_ID_FLAC || codec->extradata_size < 34
        || codec->sample_rate <= 0) return 0;
    trim->samples += pd_av.rescale_q(packet->duration, from->time_base, (AVRational){1, codec->sample_rate});
    uint8_t *info = pd_av.packet_new_side_data(packet, AV_PKT_DATA_NEW_EXTRADATA, 34);
    if (!info) return AVERROR(ENOMEM);
    memcpy(info, codec->extradata, 34);
    /* Bytes 13–17: the low four bits of 13, then 14–17, are the 36-bit sample count. */
    uint64_t samples = (uint64_t)trim->samples & 0xFFFFFFFFFULL;
    info[13] = (uint8_t)((info[13] & 0xF0) | (samples >> 32));
    for (int byte = 0; byte < 4; byte++) info[14 + byte] = (uint8_t)(samples >> (24 - 8 * byte));
    memset(info + 18, 0, 16);
    return 0;
}
