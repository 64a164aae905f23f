#ifndef PLAYDECK_CAV_TRIM_H
#define PLAYDECK_CAV_TRIM_H

#include "api.h"

/* One trim under way: the input and output, which input streams go where, and where the
   cut is, in microseconds (AV_TIME_BASE). */
struct pd_trim {
    AVFormatContext *input;
    AVFormatContext *output;
    AVPacket *packet;
    int *map;      /* input stream → output stream, -1 when nothing of it is written as packets */
    int *ended;    /* input stream reached the end of the range */
    unsigned streams;
    int64_t asked;   /* the start asked for */
    int64_t start;   /* where the cut starts: `asked`, or the keyframe before it */
    int64_t end;
    int64_t reached; /* the end of the last packet written, on the timeline */
    int64_t written; /* packets of the timeline written */
    int64_t samples; /* FLAC: samples written, for STREAMINFO */
    int dropped_pictures;
};

/* trim_streams.c: which streams the output takes, covers, chapters, FLAC's STREAMINFO. */
int pd_trim_is_picture(const AVStream *stream);
int pd_trim_add_streams(struct pd_trim *trim);
int pd_trim_write_pictures(struct pd_trim *trim);
int pd_trim_copy_chapters(struct pd_trim *trim);
int pd_trim_count_samples(struct pd_trim *trim, AVPacket *packet, const AVStream *from);

#endif
