#include "api.h"

/* Demuxers of the files a queue plays: the audio ones tags are read with, and those of video.
   Probing may name any FFmpeg knows (a text file is "tty", a playlist "hls"), and those are
   refused. */
static const char *const media_formats =
    "mp3,aac,ac3,eac3,mov,flac,ogg,asf,ape,wv,mpc,mpc8,wav,w64,aiff,dsf,matroska,tta,tak,caf,au,amr,"
    "avi,mpegts,mpeg,mpegvideo,flv,nut,rm,ivf,h264,hevc,m4v,yuv4mpegpipe,dts,truehd,mlp";

int pd_av_probe_open_file(const char *path, AVFormatContext **out) {
    int status = pd_av_open_file_among(path, media_formats, out);
    if (status != 0) return status;
    /* What the headers leave unsaid (an mp3's bit rate, the decoder's sample format, a raw
       stream's frame rate) is read off the first packets. A file this cannot finish is shown
       with what its headers said: the result is not checked. */
    pd_av.format_find_stream_info(*out, NULL);
    return 0;
}

const char *pd_av_codec_long_name(enum AVCodecID codec) {
    const AVCodecDescriptor *descriptor = pd_av.codec_descriptor_get(codec);
    if (!descriptor) return NULL;
    return descriptor->long_name ? descriptor->long_name : descriptor->name;
}

const char *pd_av_codec_name(enum AVCodecID codec) {
    const AVCodecDescriptor *descriptor = pd_av.codec_descriptor_get(codec);
    return descriptor ? descriptor->name : NULL;
}

const char *pd_av_sample_format_name(int format) {
    return format < 0 ? NULL : pd_av.get_sample_fmt_name((enum AVSampleFormat)format);
}

const char *pd_av_pixel_format_name(int format) {
    return format < 0 ? NULL : pd_av.get_pix_fmt_name((enum AVPixelFormat)format);
}

int pd_av_channel_layout_text(const AVCodecParameters *parameters, char *buffer, size_t size) {
    if (!parameters || size == 0 || parameters->ch_layout.nb_channels <= 0) return -1;
    return pd_av.channel_layout_describe(&parameters->ch_layout, buffer, size) < 0 ? -1 : 0;
}
