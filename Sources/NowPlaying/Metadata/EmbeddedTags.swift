/// Turns the tags mpv reads from a file into metadata items, all tagged "und".
enum EmbeddedTags {
    /// The tag names each identifier is read from, most specific first.
    private static let sources: [(MetadataIdentifier, [String])] = [
        (.title, ["title"]),
        (.subtitle, ["subtitle", "tit3"]),
        (.artist, ["artist", "album_artist", "performer"]),
        (.album, ["album"]),
        (.albumArtist, ["album_artist", "albumartist", "album artist"]),
        (.composer, ["composer"]),
        (.trackNumber, ["track", "tracknumber"]),
        (.discNumber, ["disc", "discnumber"]),
        (.description, ["description", "synopsis", "comment"]),
        (.genre, ["genre"]),
        (.contentRating, ["rating", "content_rating"]),
        (.creationDate, ["date", "year", "creation_time"]),
    ]

    /// The title a stream gives itself besides a title tag, as mpv's `media-title` finds it: a
    /// broadcast's service name, else the ICY title an internet radio sends with its audio.
    static func streamTitle(from tags: [String: String]) -> String? {
        ["service_name", "icy-title"].lazy.compactMap { tags[$0] }.first { !$0.isEmpty }
    }

    static func items(from tags: [String: String]) -> [MetadataItem] {
        sources.compactMap { identifier, keys in
            keys.lazy.compactMap { tags[$0] }.first { !$0.isEmpty }.map { MetadataItem(identifier, $0) }
        }
    }
}
