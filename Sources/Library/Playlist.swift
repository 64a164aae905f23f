import Locations

/// A playlist file's entries: m3u/m3u8 (with #EXTINF titles) and pls.
public struct Playlist: Equatable, Sendable {
    /// One entry: where it is and the title the playlist gives it.
    public struct Entry: Equatable, Sendable {
        public let location: String
        public let title: String?

        /// Creates an entry.
        public init(location: String, title: String? = nil) {
            self.location = location
            self.title = title
        }
    }

    /// The entries in order, relative paths resolved against the playlist's folder.
    public let entries: [Entry]

    /// Whether a path names a playlist PlayDeck reads itself.
    public static func isPlaylist(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return ["m3u", "m3u8", "pls"].contains(path[path.index(after: dot)...].lowercased())
    }

    /// Parses playlist text. `base` is the folder relative entries resolve against.
    /// HLS media playlists (#EXT-X-…) are not lists of items: they return nil and go to mpv whole.
    public static func parse(_ text: String, base: String, isPLS: Bool) -> Playlist? {
        // Lines split on the bytes of \n and \r: splitting 100,000 entries by Character (grapheme
        // breaks) took a good part of their load.
        let lines = text.utf8.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D })
            .map { String(decoding: $0, as: UTF8.self).trimmingWhitespace() }
        if lines.contains(where: { $0.hasPrefix("#EXT-X-") }) { return nil }
        return isPLS ? parsePLS(lines, base: base) : parseM3U(lines, base: base)
    }

    private static func parseM3U(_ lines: [String], base: String) -> Playlist {
        var entries: [Entry] = []
        var title: String?
        for line in lines where !line.isEmpty {
            if line.hasPrefix("#EXTINF:") {
                title = line.split(separator: ",", maxSplits: 1).dropFirst().first.map { String($0).trimmingWhitespace() }
            } else if !line.hasPrefix("#") {
                entries.append(Entry(location: resolve(line, base: base), title: title.flatMap { $0.isEmpty ? nil : $0 }))
                title = nil
            }
        }
        return Playlist(entries: entries)
    }

    private static func parsePLS(_ lines: [String], base: String) -> Playlist {
        var files: [Int: String] = [:], titles: [Int: String] = [:]
        for line in lines {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].lowercased(), value = line[line.index(after: equals)...].trimmingWhitespace()
            if key.hasPrefix("file"), let n = Int(key.dropFirst(4)) { files[n] = value }
            if key.hasPrefix("title"), let n = Int(key.dropFirst(5)), !value.isEmpty { titles[n] = value }
        }
        return Playlist(entries: files.keys.sorted().compactMap { n in
            files[n].map { Entry(location: resolve($0, base: base), title: titles[n]) }
        })
    }

    static func resolve(_ location: String, base: String) -> String {
        if location.hasPrefix("file://") { return FileURL.path(of: location) ?? location }
        if LocationRule.scheme(of: location) != nil || location.hasPrefix("/") { return location }
        return base.isEmpty || base == "." ? location : base + "/" + location
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars.drop { $0.properties.isWhitespace }
        var end = scalars.endIndex
        while end > scalars.startIndex, scalars[scalars.index(before: end)].properties.isWhitespace {
            end = scalars.index(before: end)
        }
        return String(String.UnicodeScalarView(scalars[scalars.startIndex..<end]))
    }
}
