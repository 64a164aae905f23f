#include "api.h"

#include <dlfcn.h>
#include <libavutil/log.h>
#include <libavutil/macros.h>
#include <libswscale/version_major.h>
#include <pthread.h>
#include <stdio.h>

struct pd_av_api pd_av;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure = "FFmpeg's libraries were not loaded";
static char reason[512];
static int loaded;

/* The sonames of the libraries whose headers this was compiled with: their layouts are the
   ones Swift reads. */
#define SONAME(name, major) "lib" name ".so." AV_STRINGIFY(major)

static void *open_library(const char *soname) {
    void *library = dlopen(soname, RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        const char *error = dlerror();
        snprintf(reason, sizeof reason, "cannot load %s: %s", soname, error ? error : "not found");
        failure = reason;
    }
    return library;
}

#define BIND(library, field, symbol)                                                       \
    do {                                                                                   \
        *(void **)(&pd_av.field) = dlsym(library, symbol);                                 \
        if (!pd_av.field) {                                                                \
            snprintf(reason, sizeof reason, "FFmpeg's libraries have no %s", symbol);      \
            failure = reason;                                                              \
            return;                                                                        \
        }                                                                                  \
    } while (0)

static void load(void) {
    void *util = open_library(SONAME("avutil", LIBAVUTIL_VERSION_MAJOR));
    void *codec = util ? open_library(SONAME("avcodec", LIBAVCODEC_VERSION_MAJOR)) : NULL;
    void *format = codec ? open_library(SONAME("avformat", LIBAVFORMAT_VERSION_MAJOR)) : NULL;
    void *scale = format ? open_library(SONAME("swscale", LIBSWSCALE_VERSION_MAJOR)) : NULL;
    if (!scale) return;
    BIND(util, dict_get, "av_dict_get");
    BIND(util, dict_set, "av_dict_set");
    BIND(util, dict_free, "av_dict_free");
    BIND(util, malloc, "av_malloc");
    BIND(util, free, "av_free");
    BIND(util, strerror, "av_strerror");
    BIND(util, log_set_level, "av_log_set_level");
    BIND(util, max_alloc, "av_max_alloc");
    BIND(util, frame_alloc, "av_frame_alloc");
    BIND(util, frame_free, "av_frame_free");
    BIND(format, format_alloc_context, "avformat_alloc_context");
    BIND(format, find_input_format, "av_find_input_format");
    BIND(format, format_open_input, "avformat_open_input");
    BIND(format, format_close_input, "avformat_close_input");
    BIND(format, io_alloc_context, "avio_alloc_context");
    BIND(format, io_context_free, "avio_context_free");
    BIND(codec, codec_find_decoder, "avcodec_find_decoder");
    BIND(codec, codec_alloc_context3, "avcodec_alloc_context3");
    BIND(codec, codec_open2, "avcodec_open2");
    BIND(codec, codec_free_context, "avcodec_free_context");
    BIND(codec, codec_send_packet, "avcodec_send_packet");
    BIND(codec, codec_receive_frame, "avcodec_receive_frame");
    BIND(codec, packet_alloc, "av_packet_alloc");
    BIND(codec, packet_free, "av_packet_free");
    BIND(codec, new_packet, "av_new_packet");
    BIND(scale, sws_get_context, "sws_getContext");
    BIND(scale, sws_scale, "sws_scale");
    BIND(scale, sws_free_context, "sws_freeContext");
    BIND(util, dict_copy, "av_dict_copy");
    BIND(util, mallocz, "av_mallocz");
    BIND(util, rescale_q, "av_rescale_q");
    BIND(format, format_find_stream_info, "avformat_find_stream_info");
    BIND(format, read_frame, "av_read_frame");
    BIND(format, seek_frame, "av_seek_frame");
    BIND(format, format_alloc_output_context2, "avformat_alloc_output_context2");
    BIND(format, format_new_stream, "avformat_new_stream");
    BIND(format, format_write_header, "avformat_write_header");
    BIND(format, interleaved_write_frame, "av_interleaved_write_frame");
    BIND(format, write_trailer, "av_write_trailer");
    BIND(format, format_free_context, "avformat_free_context");
    BIND(format, io_open, "avio_open");
    BIND(format, io_closep, "avio_closep");
    BIND(format, query_codec, "avformat_query_codec");
    BIND(codec, codec_parameters_copy, "avcodec_parameters_copy");
    BIND(codec, packet_unref, "av_packet_unref");
    BIND(codec, packet_ref, "av_packet_ref");
    BIND(codec, packet_rescale_ts, "av_packet_rescale_ts");
    BIND(codec, packet_new_side_data, "av_packet_new_side_data");
    BIND(codec, codec_descriptor_get, "avcodec_descriptor_get");
    BIND(util, get_sample_fmt_name, "av_get_sample_fmt_name");
    BIND(util, get_pix_fmt_name, "av_get_pix_fmt_name");
    BIND(util, channel_layout_describe, "av_channel_layout_describe");
    /* FFmpeg's own logger writes to stderr, where a tile is drawn: what goes wrong reaches
       PlayDeck as return codes. (libmpv replaces this logger with its own while a player
       exists, and puts it back, at this level, when the last one ends.) */
    pd_av.log_set_level(AV_LOG_QUIET);
    /* A file's header decides what some demuxers allocate: a 114-byte WAV whose INFO chunk says
       1.9 GB made the wav demuxer allocate and zero that much (found by FuzzTags), seconds and
       gigabytes for a tag read. No single allocation the player needs comes near 256 MiB (an
       8K RGBA frame is 132 MiB); beyond it FFmpeg fails with ENOMEM, in the process's libmpv too. */
    pd_av.max_alloc((size_t)256 << 20);
    loaded = 1;
}

int pd_av_load(const char **error) {
    pthread_once(&once, load);
    if (loaded) return 0;
    if (error) *error = failure;
    return -1;
}

void pd_av_error_text(int error, char *buffer, size_t size) {
    if (size == 0) return;
    if (!loaded || pd_av.strerror(error, buffer, size) < 0) snprintf(buffer, size, "error %d", error);
}

const AVDictionaryEntry *pd_av_dict_next(const AVDictionary *dictionary, const AVDictionaryEntry *previous) {
    return pd_av.dict_get(dictionary, "", previous, AV_DICT_IGNORE_SUFFIX);
}

void pd_av_frame_free(AVFrame **frame) { pd_av.frame_free(frame); }
