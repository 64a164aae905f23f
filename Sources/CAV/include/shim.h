#ifndef PLAYDECK_CAV_SHIM_H
#define PLAYDECK_CAV_SHIM_H

/* FFmpeg's libavformat, libavcodec, libavutil and libswscale are not linked: with the ~100
   libraries they pull in they would cost start-up what libmpv would (see CMPV/shim.h).
   loader.c opens them with dlopen the first time a worker needs them (in a player process
   libmpv has usually loaded them already, which makes that nearly free), and the pd_av_*
   functions below call through the table it fills. The headers give only the types, and they
   name the sonames opened, so the layouts Swift reads are the ones of the libraries loaded. */
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/dict.h>
#include <libavutil/frame.h>
#include <stddef.h>
#include <stdint.h>

/* Loads the libraries if no thread has yet, waiting for one that is; 0 on success, else -1
   with *error set to the reason (a static string). */
int pd_av_load(const char **error);

/* FFmpeg's text for a negative AVERROR code, into `buffer`. */
void pd_av_error_text(int error, char *buffer, size_t size);

/* Opens a media file for its tags without decoding anything: read through an AVIOContext over
   a descriptor of our own (so a name with a colon is never taken for a protocol), audio
   demuxers only, and no other file or protocol opened on the file's say-so. 0, or a negative
   AVERROR code. Close with pd_av_tags_close. */
int pd_av_tags_open_file(const char *path, AVFormatContext **out);
/* The same over `size` bytes in memory (an embedded tag, a fuzzer's input); they must outlive
   the context. */
int pd_av_tags_open_memory(const uint8_t *data, size_t size, AVFormatContext **out);
void pd_av_tags_close(AVFormatContext **context);

/* Opens a local file the way pd_av_tags_open_file does, among the demuxers of audio and video,
   and reads its first packets for what the headers leave unsaid (probe.c). 0, or a negative
   AVERROR code. Close with pd_av_tags_close. */
int pd_av_probe_open_file(const char *path, AVFormatContext **out);
/* FFmpeg's name for a codec ("FLAC (Free Lossless Audio Codec)"), a sample format ("s16"), a
   pixel format ("yuv420p"); NULL when it has none. Static strings. */
const char *pd_av_codec_long_name(enum AVCodecID codec);
/* The codec's short name ("flac", "mp3", "pcm_s16le"), NULL when FFmpeg knows none. */
const char *pd_av_codec_name(enum AVCodecID codec);
const char *pd_av_sample_format_name(int format);
const char *pd_av_pixel_format_name(int format);
/* The stream's channel layout in FFmpeg's words ("stereo", "5.1(side)") into `buffer`; 0, or
   -1 when it has none. */
int pd_av_channel_layout_text(const AVCodecParameters *parameters, char *buffer, size_t size);

/* The entry after `previous` (NULL: the first) of a dictionary; NULL at the end. */
const AVDictionaryEntry *pd_av_dict_next(const AVDictionary *dictionary, const AVDictionaryEntry *previous);

/* Decodes the one picture in `size` bytes with FFmpeg's decoder for `codec`, refusing before
   any pixel is allocated a picture of more than `max_pixels` pixels. 0 with *out set (free
   with pd_av_frame_free), or a negative AVERROR code. */
int pd_av_picture_decode(enum AVCodecID codec, const uint8_t *data, size_t size, int64_t max_pixels, AVFrame **out);
/* Converts a decoded picture to tightly packed RGBA of `width`×`height` (averaging pixels when
   smaller) into `rgba`, which holds width × height × 4 bytes. 0, or a negative AVERROR code. */
int pd_av_picture_rgba(const AVFrame *frame, int width, int height, uint8_t *rgba);
void pd_av_frame_free(AVFrame **frame);

/* Base64 by libavutil's av_base64_*, which loads libavutil alone (base64.c). The encoded text
   of `size` bytes with its NUL takes pd_av_base64_encoded_size(size) bytes (0: too large).
   Encoding returns 0; decoding the number of bytes written (at most `out_size`, which must be
   at least 3/4 of the text's length). Both return -1 when libavutil cannot be loaded and -2
   for input they refuse (decoding stops at the first '=' or NUL). */
size_t pd_av_base64_encoded_size(size_t size);
int pd_av_base64_encode(char *out, size_t out_size, const uint8_t *bytes, size_t size);
long pd_av_base64_decode(uint8_t *out, size_t out_size, const char *text);

/* SHA-256 and MD5 by libavutil, which loads libavutil alone (digest.c): 32 and 16 bytes into
   `out`. Both return 0, or -1 when libavutil cannot be loaded (-2: no memory for SHA-256). */
int pd_av_sha256(uint8_t out[32], const uint8_t *bytes, size_t size);
int pd_av_md5(uint8_t out[16], const uint8_t *bytes, size_t size);

/* Lyrics in LRC text (lyrics.c), read by FFmpeg's lrc demuxer from `size` bytes in memory that
   must outlive the reader. pd_lyrics_next gives the lines in time order: 1 with *seconds (the
   line's time, [offset:] applied) and the line's text after its stamps (`length` bytes, not
   NUL-terminated, valid until the next call), 0 at the end, or a negative AVERROR code. */
typedef struct pd_lyrics pd_lyrics;
int pd_lyrics_open(const uint8_t *data, size_t size, pd_lyrics **out);
int pd_lyrics_next(pd_lyrics *lyrics, double *seconds, const uint8_t **text, size_t *length);
void pd_lyrics_close(pd_lyrics *lyrics);

/* Trimming by stream copy (trim.c): the part of a file from `from` to `to` seconds, every
   stream copied without decoding, written to `output` (which the caller has created empty, so
   that nothing is ever overwritten) in the container its extension names. With video the cut
   starts at the keyframe at or before `from` (info->start says where); audio alone starts at the
   first packet that still sounds at `from`. Tags, covers and the chapters inside the range are
   kept, chapters shifted to the new start; covers go where the container has a place for them
   (ID3, FLAC, MP4, Matroska), elsewhere they are counted in info->dropped_pictures. 0 with *out
   set, or a negative AVERROR code with `error` holding one line. */
typedef struct pd_trim pd_trim;
typedef struct pd_trim_info {
    double start;          /* where the cut starts, in seconds */
    double end;            /* where it ends: `to`, or the end of the file when that comes first */
    int has_video;
    int dropped_pictures;  /* covers the output's container has no place for */
} pd_trim_info;
/* `output` names the new file (its container is chosen by its name); the bytes are written to
   `target` when it is not NULL (a path to the output's file already open: /proc/self/fd/N). */
int pd_trim_open(const char *input, const char *output, const char *target, double from, double to, pd_trim **out,
                 pd_trim_info *info, char *error, size_t error_size);
/* Copies at most `packets` packets. 1 while there is more, 0 once the file is complete (its
   trailer written), or a negative AVERROR code with `error` set. *progress goes 0 → 1. */
int pd_trim_step(pd_trim *trim, int packets, double *progress, char *error, size_t error_size);
/* Closes the files and frees everything; the output is left as it is (the caller removes an
   unfinished one). */
void pd_trim_close(pd_trim *trim);

#endif
