import Locations

/// What `decoders` answers: PlayDeck decodes everything through libmpv, that is FFmpeg, so it
/// names one plugin, `ffmpeg` as MPD names its own FFmpeg decoder, with the file endings
/// PlayDeck takes for media and their MIME types.
enum MPDDecoders {
    /// The MIME types of the formats behind the endings PlayDeck plays.
    static let mimeTypes = [
        "application/flac", "application/mp4", "application/ogg", "application/x-ogg", "audio/aac", "audio/aacp",
        "audio/aiff", "audio/flac", "audio/midi", "audio/mp4", "audio/mpeg", "audio/ogg", "audio/opus", "audio/wav",
        "audio/webm", "audio/x-aiff", "audio/x-ape", "audio/x-flac", "audio/x-matroska", "audio/x-mod",
        "audio/x-ms-wma", "audio/x-musepack", "audio/x-speex", "audio/x-tta", "audio/x-wav", "audio/x-wavpack",
        "video/mp2t", "video/mp4", "video/mpeg", "video/ogg", "video/quicktime", "video/webm", "video/x-flv",
        "video/x-matroska", "video/x-ms-wmv", "video/x-msvideo", "video/3gpp",
    ]

    /// Writes the one plugin, its suffixes and MIME types, in MPD's format.
    static func write(into response: inout MPDResponse) {
        response.add("plugin", "ffmpeg")
        for suffix in MediaExtensions.audio.union(MediaExtensions.otherMedia).sorted() { response.add("suffix", suffix) }
        for type in mimeTypes { response.add("mime_type", type) }
    }
}
