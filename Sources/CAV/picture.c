#include "api.h"

#include <limits.h>
#include <string.h>

/* A decoder's complaints about a broken picture would reach libmpv's log, when a player has
   put its logger in place, as if they were about what plays: they are moved below every
   level anyone listens at (AVCodecContext is the one FFmpeg context with such an offset). */
enum { quiet_offset = 100 };

int pd_av_picture_decode(enum AVCodecID codec_id, const uint8_t *data, size_t size, int64_t max_pixels, AVFrame **out) {
    *out = NULL;
    if (!data || size == 0 || size > INT_MAX - AV_INPUT_BUFFER_PADDING_SIZE) return AVERROR_INVALIDDATA;
    const AVCodec *codec = pd_av.codec_find_decoder(codec_id);
    if (!codec) return AVERROR_DECODER_NOT_FOUND;
    AVCodecContext *context = pd_av.codec_alloc_context3(codec);
    AVPacket *packet = pd_av.packet_alloc();
    AVFrame *frame = pd_av.frame_alloc();
    int status = context && packet && frame ? 0 : AVERROR(ENOMEM);
    if (status == 0) {
        /* Checked by the decoder against the header's size before the picture is allocated. */
        context->max_pixels = max_pixels;
        context->thread_count = 1;
        context->log_level_offset = quiet_offset;
        status = pd_av.codec_open2(context, codec, NULL);
    }
    if (status == 0) status = pd_av.new_packet(packet, (int)size);
    if (status == 0) {
        memcpy(packet->data, data, size);
        status = pd_av.codec_send_packet(context, packet);
    }
    if (status == 0) {
        status = pd_av.codec_receive_frame(context, frame);
        if (status == AVERROR(EAGAIN)) {
            /* A decoder that holds the picture back gives it when told there is no more. */
            status = pd_av.codec_send_packet(context, NULL);
            if (status == 0) status = pd_av.codec_receive_frame(context, frame);
        }
    }
    if (status == 0 && (frame->width <= 0 || frame->height <= 0 || frame->format < 0)) status = AVERROR_INVALIDDATA;
    if (status == 0) {
        *out = frame;
        frame = NULL;
    }
    pd_av.frame_free(&frame);
    pd_av.packet_free(&packet);
    pd_av.codec_free_context(&context);
    return status;
}

int pd_av_picture_rgba(const AVFrame *frame, int width, int height, uint8_t *rgba) {
    if (!frame || !rgba || width <= 0 || height <= 0 || width > INT_MAX / 8) return AVERROR(EINVAL);
    struct SwsContext *scaler = pd_av.sws_get_context(frame->width, frame->height, frame->format, width, height,
                                                      AV_PIX_FMT_RGBA, SWS_AREA, NULL, NULL, NULL);
    if (!scaler) return AVERROR(EINVAL);
    /* libswscale's vector code writes whole blocks, past the end of a row of any width: it
       scales into rows padded and aligned for it, and the pixels are copied out. */
    size_t row = (size_t)width * 4, stride = (row + 63) & ~(size_t)63;
    uint8_t *scratch = pd_av.malloc(stride * ((size_t)height + 1));
    if (!scratch) {
        pd_av.sws_free_context(scaler);
        return AVERROR(ENOMEM);
    }
    uint8_t *planes[4] = {scratch, NULL, NULL, NULL};
    int strides[4] = {(int)stride, 0, 0, 0};
    int rows = pd_av.sws_scale(scaler, (const uint8_t *const *)frame->data, frame->linesize, 0, frame->height,
                               planes, strides);
    pd_av.sws_free_context(scaler);
    if (rows == height) {
        for (int y = 0; y < height; y++) memcpy(rgba + row * (size_t)y, scratch + stride * (size_t)y, row);
    }
    pd_av.free(scratch);
    return rows == height ? 0 : AVERROR(EINVAL);
}
