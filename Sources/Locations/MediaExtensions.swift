/// The file endings PlayDeck takes for media when it walks a folder: one list, for the queue
/// (a folder played) and the music library (a folder added).
public enum MediaExtensions {
    /// Music: what the library indexes (its tags are read with libavformat).
    public static let audio: Set<String> = [
        "mp3", "m4a", "m4b", "aac", "flac", "ogg", "oga", "opus", "wav", "wv", "ape", "alac", "aiff", "aif", "wma", "mka",
        "mpc", "spx", "dsf", "dff", "tta", "caf", "w64", "tak",
    ]
    /// Video, and music that has no tags to index (MIDI, tracker modules): played, not indexed.
    public static let otherMedia: Set<String> = [
        "mp4", "m4v", "mkv", "webm", "mov", "avi", "wmv", "flv", "ts", "m2ts", "mpg", "mpeg", "ogv", "3gp",
        "mid", "midi", "mod", "xm", "it", "s3m",
    ]

    /// Whether a file's name ends in a music extension.
    public static func isAudio(_ name: String) -> Bool {
        ending(of: name).map(audio.contains) ?? false
    }

    /// Whether a file's name ends in any media extension.
    public static func isMedia(_ name: String) -> Bool {
        ending(of: name).map { audio.contains($0) || otherMedia.contains($0) } ?? false
    }

    private static func ending(of name: String) -> String? {
        name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() }
    }
}
