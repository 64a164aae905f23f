#ifndef PLAYDECK_CAV_API_H
#define PLAYDECK_CAV_API_H

#include "shim.h"

#include <libswscale/swscale.h>

/* The FFmpeg functions PlayDeck calls, filled by loader.c from dlsym. */
struct pd_av_api {
    AVDictionaryEntry *(*dict_get)(const AVDictionary *, const char *, const AVDictionaryEntry *, int);
    int (*dict_set)(AVDictionary **, const char *, const char *, int);
    void (*dict_free)(AVDictionary **);
    void *(*malloc)(size_t);
    void (*free)(void *);
    int (*strerror)(int, char *, size_t);
    void (*log_set_level)(int);
    void (*max_alloc)(size_t);
    AVFrame *(*frame_alloc)(void);
    void (*frame_free)(AVFrame **);

    AVFormatContext *(*format_alloc_context)(void);
    const AVInputFormat *(*find_input_format)(const char *);
    int (*format_open_input)(AVFormatContext **, const char *, const AVInputFormat *, AVDictionary **);
    void (*format_close_input)(AVFormatContext **);
    AVIOContext *(*io_alloc_context)(unsigned char *, int, int, void *, int (*)(void *, uint8_t *, int),
                                     int (*)(void *, uint8_t *, int), int64_t (*)(void *, int64_t, int));
    void (*io_context_free)(AVIOContext **);

    const AVCodec *(*codec_find_decoder)(enum AVCodecID);
    AVCodecContext *(*codec_alloc_context3)(const AVCodec *);
    int (*codec_open2)(AVCodecContext *, const AVCodec *, AVDictionary **);
    void (*codec_free_context)(AVCodecContext **);
    int (*codec_send_packet)(AVCodecContext *, const AVPacket *);
    int (*codec_receive_frame)(AVCodecContext *, AVFrame *);
    AVPacket *(*packet_alloc)(void);
    void (*packet_free)(AVPacket **);
    int (*new_packet)(AVPacket *, int);

    struct SwsContext *(*sws_get_context)(int, int, enum AVPixelFormat, int, int, enum AVPixelFormat, int,
                                          SwsFilter *, SwsFilter *, const double *);
    int (*sws_scale)(struct SwsContext *, const uint8_t *const[], const int[], int, int, uint8_t *const[],
                     const int[]);
    void (*sws_free_context)(struct SwsContext *);

    /* Trimming by stream copy (trim.c). */
    int (*dict_copy)(AVDictionary **, const AVDictionary *, int);
    void *(*mallocz)(size_t);
    int64_t (*rescale_q)(int64_t, AVRational, AVRational);
    int (*format_find_stream_info)(AVFormatContext *, AVDictionary **);
    int (*read_frame)(AVFormatContext *, AVPacket *);
    int (*seek_frame)(AVFormatContext *, int, int64_t, int);
    int (*format_alloc_output_context2)(AVFormatContext **, const AVOutputFormat *, const char *, const char *);
    AVStream *(*format_new_stream)(AVFormatContext *, const AVCodec *);
    int (*format_write_header)(AVFormatContext *, AVDictionary **);
    int (*interleaved_write_frame)(AVFormatContext *, AVPacket *);
    int (*write_trailer)(AVFormatContext *);
    void (*format_free_context)(AVFormatContext *);
    int (*io_open)(AVIOContext **, const char *, int);
    int (*io_closep)(AVIOContext **);
    int (*query_codec)(const AVOutputFormat *, enum AVCodecID, int);
    int (*codec_parameters_copy)(AVCodecParameters *, const AVCodecParameters *);
    void (*packet_unref)(AVPacket *);
    int (*packet_ref)(AVPacket *, const AVPacket *);
    void (*packet_rescale_ts)(AVPacket *, AVRational, AVRational);
    uint8_t *(*packet_new_side_data)(AVPacket *, enum AVPacketSideDataType, size_t);

    /* What a file holds, in FFmpeg's words (probe.c). */
    const AVCodecDescriptor *(*codec_descriptor_get)(enum AVCodecID);
    const char *(*get_sample_fmt_name)(enum AVSampleFormat);
    const char *(*get_pix_fmt_name)(enum AVPixelFormat);
    int (*channel_layout_describe)(const AVChannelLayout *, char *, size_t);
};

/* Opens `size` bytes in memory (which must outlive the context) with the demuxer named
   `demuxer` and no other, no protocol allowed (tags.c). Close with pd_av_tags_close. */
int pd_av_open_memory_as(const uint8_t *data, size_t size, const char *demuxer, AVFormatContext **out);

/* Opens a local file as pd_av_tags_open_file does, among the demuxers `whitelist` names (tags.c). */
int pd_av_open_file_among(const char *path, const char *whitelist, AVFormatContext **out);

/* Valid once pd_av_load() has returned 0; MediaFiles calls nothing before that. */
extern struct pd_av_api pd_av;

#endif
