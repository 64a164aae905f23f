import Foundation
import Remote

/// The real MPD's database as it answered `listallinfo`, as an `MPDDatabase`: PlayDeck's queue
/// answers then describe each song as MPD does, so a difference between the two servers is one
/// of the queue commands', not of the music library's (the library's own is tested against MPD
/// by its own tests).
final class MPDRecordedDatabase: MPDDatabase {
    private let music: String
    private var songs: [String: MPDSong] = [:]

    /// The songs in `listallinfo`'s answer, of the music directory `music`.
    init(music: String, listallinfo: String) {
        self.music = music
        var song: MPDSong?
        func keep() { if let song { songs[music + "/" + song.uri] = song } }
        let iso = ISO8601DateFormatter()
        for line in listallinfo.split(separator: "\n") {
            guard let colon = line.firstRange(of: ": ") else { continue }
            let name = String(line[..<colon.lowerBound]), value = String(line[colon.upperBound...])
            switch name {
            case "file":
                keep()
                song = MPDSong(uri: value)
            case "directory": keep(); song = nil
            case "Last-Modified": song?.lastModified = iso.date(from: value).map { Int64($0.timeIntervalSince1970) }
            case "Format": song?.format = value
            case "duration": song?.duration = Double(value)
            default: if let tag = MPDTag(name: name), MPDTag(rawValue: name) != nil { song?.tags.append((tag, value)) }
            }
        }
        keep()
    }

    var musicDirectory: String? { music }

    func uri(forPath path: String) -> String {
        path.hasPrefix(music + "/") ? String(path.dropFirst(music.count + 1)) : path
    }

    func path(forURI uri: String) -> String? {
        let path = uri.isEmpty ? music : music + "/" + uri
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    func song(atPath path: String) -> MPDSong? {
        songs[path]
    }
}
