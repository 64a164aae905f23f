#include "api.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

/* Demuxers that hold tags of audio: probing may name any FFmpeg knows (a text file is
   "tty", a playlist "hls"), and those are refused. */
static const char *const audio_formats =
    "mp3,aac,ac3,eac3,mov,flac,ogg,asf,ape,wv,mpc,mpc8,wav,w64,aiff,dsf,matroska,tta,tak,caf,au,amr";

enum { io_buffer_size = 32 * 1024 };

/* Where a context's bytes come from: a descriptor of a regular file, or a buffer. */
struct source {
    int fd; /* -1 for memory */
    const uint8_t *data;
    size_t size;
    size_t position;
};

static int read_source(void *opaque, uint8_t *buffer, int size) {
    struct source *source = opaque;
    if (size <= 0) return 0;
    if (source->fd >= 0) {
        for (;;) {
            ssize_t got = read(source->fd, buffer, (size_t)size);
            if (got < 0 && errno == EINTR) continue;
            if (got < 0) return AVERROR(errno);
            return got == 0 ? AVERROR_EOF : (int)got;
        }
    }
    if (source->position >= source->size) return AVERROR_EOF;
    size_t count = source->size - source->position;
    if (count > (size_t)size) count = (size_t)size;
    memcpy(buffer, source->data + source->position, count);
    source->position += count;
    return (int)count;
}

static int64_t seek_source(void *opaque, int64_t offset, int whence) {
    struct source *source = opaque;
    whence &= ~AVSEEK_FORCE;
    if (source->fd >= 0) {
        if (whence == AVSEEK_SIZE) {
            struct stat info;
            return fstat(source->fd, &info) == 0 ? (int64_t)info.st_size : AVERROR(errno);
        }
        off_t at = lseek(source->fd, (off_t)offset, whence);
        return at < 0 ? AVERROR(errno) : (int64_t)at;
    }
    int64_t base;
    switch (whence) {
    case AVSEEK_SIZE: return (int64_t)source->size;
    case SEEK_SET: base = 0; break;
    case SEEK_CUR: base = (int64_t)source->position; break;
    case SEEK_END: base = (int64_t)source->size; break;
    default: return AVERROR(EINVAL);
    }
    /* Written so that no offset, however large, overflows. */
    if (offset < -base || offset > (int64_t)source->size - base) return AVERROR(EINVAL);
    source->position = (size_t)(base + offset);
    return (int64_t)source->position;
}

static void release(AVIOContext *io, struct source *source) {
    if (io) {
        pd_av.free(io->buffer);
        pd_av.io_context_free(&io);
    }
    if (source && source->fd >= 0) close(source->fd);
    free(source);
}

/* FFmpeg's prober tries every demuxer it has on the file's first bytes, and again on twice as
   many while none is sure: most of the time a tag read takes, 2 to 4 times what the demuxer
   alone takes, and 10 ms a file when an ID3v2 tag with a 200 KB cover comes first (the prober
   reads and tries the whole tag). The demuxer the file's name says is tried first, where the
   demuxer or this table checks the file's signature; the prober runs when it fails. An mp3
   (and an aac or tta file) is taken by its name only when it begins with an ID3v2 tag. */
static const AVInputFormat *named_demuxer(const char *path, int fd) {
    /* Extension, demuxer, and the bytes the file must begin with for a demuxer that does not
       check them itself (FFmpeg's flac demuxer skips its first four bytes unread). */
    static const char *const names[][3] = {
        {".m4a", "mov", NULL}, {".m4b", "mov", NULL}, {".mp4", "mov", NULL}, {".m4v", "mov", NULL},
        {".mov", "mov", NULL}, {".3gp", "mov", NULL}, {".flac", "flac", "fLaC"}, {".ogg", "ogg", NULL},
        {".oga", "ogg", NULL}, {".opus", "ogg", NULL}, {".spx", "ogg", NULL}, {".wma", "asf", NULL},
        {".asf", "asf", NULL}, {".wv", "wv", NULL}, {".ape", "ape", NULL}, {".wav", "wav", NULL},
        {".aif", "aiff", NULL}, {".aiff", "aiff", NULL}, {".aifc", "aiff", NULL}, {".dsf", "dsf", NULL},
        {".mka", "matroska", NULL}, {".mkv", "matroska", NULL}, {".webm", "matroska", NULL},
        {".mp3", "mp3", "ID3"}, {".aac", "aac", "ID3"}, {".tta", "tta", "ID3"}, {".flac", "flac", "ID3"},
    };
    const char *dot = strrchr(path, '.');
    if (!dot || strchr(dot, '/')) return NULL;
    char magic[4] = {0};
    ssize_t got = pread(fd, magic, sizeof magic, 0);
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        const char *start = names[i][2];
        if (strcasecmp(dot, names[i][0]) != 0) continue;
        if (start && (got < (ssize_t)strlen(start) || memcmp(magic, start, strlen(start)) != 0)) continue;
        return pd_av.find_input_format(names[i][1]);
    }
    return NULL;
}

/* Takes `source` (a copy, freed on failure too) and opens a context reading it with `format`
   (NULL: probed, among the demuxers `whitelist` names); `name` (the file's, or NULL) lets the
   prober weigh its extension. */
static int open_source(struct source model, const char *name, const AVInputFormat *format, const char *whitelist,
                       AVFormatContext **out) {
    *out = NULL;
    struct source *source = malloc(sizeof *source);
    AVFormatContext *context = pd_av.format_alloc_context();
    unsigned char *buffer = pd_av.malloc(io_buffer_size);
    AVIOContext *io = NULL;
    if (source) *source = model;
    if (source && buffer) io = pd_av.io_alloc_context(buffer, io_buffer_size, 0, source, read_source, NULL, seek_source);
    if (!source || !context || !io) {
        if (io) buffer = NULL; /* freed with io */
        pd_av.free(buffer);
        pd_av.format_close_input(&context);
        if (!source && model.fd >= 0) close(model.fd);
        release(io, source);
        return AVERROR(ENOMEM);
    }
    context->pb = io;
    context->flags |= AVFMT_FLAG_CUSTOM_IO;
    context->opaque = source;
    AVDictionary *options = NULL;
    pd_av.dict_set(&options, "format_whitelist", whitelist, 0);
    /* No demuxer opens another file or a URL a file names (a reference, a playlist entry). */
    pd_av.dict_set(&options, "protocol_whitelist", "none", 0);
    int status = pd_av.format_open_input(&context, name, format, &options);
    pd_av.dict_free(&options);
    if (status < 0) {
        /* avformat_open_input has freed the context, but not an AVIOContext of the caller's. */
        release(io, source);
        return status;
    }
    *out = context;
    return 0;
}

/* FLAC and MP3 state their rate, channels and sample size in their frames, which libavformat
   reads only when asked for stream info: asked then, for the first audio stream only, and
   only over the first frames (as MPD's update reads them from the decoder). */
static int complete_audio(int status, AVFormatContext *context) {
    if (status != 0) return status;
    for (unsigned index = 0; index < context->nb_streams; index++) {
        const AVStream *stream = context->streams[index];
        const AVCodecParameters *parameters = stream->codecpar;
        if (parameters->codec_type != AVMEDIA_TYPE_AUDIO || (stream->disposition & AV_DISPOSITION_ATTACHED_PIC)) continue;
        if (parameters->sample_rate <= 0 || parameters->ch_layout.nb_channels <= 0) {
            context->max_analyze_duration = AV_TIME_BASE / 2;
            pd_av.format_find_stream_info(context, NULL);
        }
        break;
    }
    return 0;
}

int pd_av_tags_open_file(const char *path, AVFormatContext **out) {
    return complete_audio(pd_av_open_file_among(path, audio_formats, out), *out);
}

int pd_av_open_file_among(const char *path, const char *whitelist, AVFormatContext **out) {
    *out = NULL;
    /* Not blocking on open: a FIFO in a queue must not hold the worker until a writer comes. */
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) return AVERROR(errno);
    struct stat info;
    if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        int error = fstat(fd, &info) != 0 ? errno : S_ISDIR(info.st_mode) ? EISDIR : EINVAL;
        close(fd);
        return AVERROR(error);
    }
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0) fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    const AVInputFormat *format = named_demuxer(path, fd);
    if (format) {
        int copy = dup(fd);
        if (copy >= 0 && open_source((struct source){.fd = copy}, path, format, whitelist, out) == 0) {
            close(fd);
            return 0;
        }
        if (lseek(fd, 0, SEEK_SET) != 0) {
            int error = errno;
            close(fd);
            return AVERROR(error);
        }
    }
    return open_source((struct source){.fd = fd}, path, NULL, whitelist, out);
}

int pd_av_tags_open_memory(const uint8_t *data, size_t size, AVFormatContext **out) {
    return complete_audio(open_source((struct source){.fd = -1, .data = data, .size = data ? size : 0}, NULL, NULL, audio_formats, out),
                          *out);
}

int pd_av_open_memory_as(const uint8_t *data, size_t size, const char *demuxer, AVFormatContext **out) {
    *out = NULL;
    const AVInputFormat *format = pd_av.find_input_format(demuxer);
    if (!format) return AVERROR_DEMUXER_NOT_FOUND;
    return open_source((struct source){.fd = -1, .data = data, .size = data ? size : 0}, NULL, format, demuxer, out);
}

void pd_av_tags_close(AVFormatContext **context) {
    if (!context || !*context) return;
    AVIOContext *io = (*context)->pb;
    struct source *source = (*context)->opaque;
    pd_av.format_close_input(context);
    release(io, source);
}
