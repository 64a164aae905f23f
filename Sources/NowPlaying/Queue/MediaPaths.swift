import Glibc

/// Turns what a person typed (files, folders, URLs) into the items to queue.
public enum MediaPaths {
    /// What one argument became.
    public enum Expansion: Equatable, Sendable {
        /// Playable targets, in order.
        case targets([String])
        /// Nothing playable, with the reason for a person.
        case problem(String)
    }

    /// File endings PlayDeck treats as media when it walks a folder.
    public static let mediaExtensions: Set<String> = [
        "mp3", "m4a", "m4b", "aac", "flac", "ogg", "oga", "opus", "wav", "wv", "ape", "alac", "aiff", "aif",
        "wma", "mka", "mp4", "m4v", "mkv", "webm", "mov", "avi", "wmv", "flv", "ts", "m2ts", "mpg", "mpeg",
        "ogv", "3gp", "mid", "midi", "mod", "xm", "it", "s3m", "spx", "dsf", "dff", "tta", "caf",
    ]

    /// Expands one argument: a URL stays as it is, a folder becomes its media files
    /// (recursively, in natural order), a file stays a file. A missing path is left
    /// to the player, which reports it with the system's reason.
    public static func expand(_ argument: String) -> Expansion {
        if argument.contains("://") || argument == "-" { return .targets([argument]) }
        var info = stat()
        guard stat(argument, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return .targets([argument]) }
        var found: [String] = []
        walk(argument, into: &found, depth: 0)
        guard !found.isEmpty else { return .problem("no media files in this folder") }
        return .targets(found)
    }

    private static func walk(_ folder: String, into found: inout [String], depth: Int) {
        guard depth < 32, let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        var files: [String] = [], folders: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                folders.append(path)
            } else if let dot = name.lastIndex(of: "."),
                      mediaExtensions.contains(name[name.index(after: dot)...].lowercased()) {
                files.append(path)
            }
        }
        found += files.sorted(by: naturalOrder)
        for sub in folders.sorted(by: naturalOrder) { walk(sub, into: &found, depth: depth + 1) }
    }

    /// "Track 2" before "Track 10": runs of digits compare as numbers, the rest case-insensitively.
    public static func naturalOrder(_ a: String, _ b: String) -> Bool {
        var i = a.unicodeScalars.makeIterator(), j = b.unicodeScalars.makeIterator()
        var x = i.next(), y = j.next()
        while let p = x, let q = y {
            if p.properties.numericType != nil, q.properties.numericType != nil,
               let pd = p.properties.numericValue, let qd = q.properties.numericValue, pd < 10, qd < 10 {
                var m = 0.0, n = 0.0
                while let c = x, let d = c.properties.numericValue, c.properties.numericType != nil, d < 10 {
                    m = m * 10 + d; x = i.next()
                }
                while let c = y, let d = c.properties.numericValue, c.properties.numericType != nil, d < 10 {
                    n = n * 10 + d; y = j.next()
                }
                if m != n { return m < n }
                continue
            }
            let lp = p.properties.lowercaseMapping, lq = q.properties.lowercaseMapping
            if lp != lq { return lp < lq }
            x = i.next(); y = j.next()
        }
        return x == nil && y != nil
    }
}
