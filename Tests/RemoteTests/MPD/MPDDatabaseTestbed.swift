import Commands
import Foundation
import MusicLibrary
import NowPlaying
import TestSupport
@testable import Remote

/// One generated library served twice: by Debian's real MPD, and by PlayDeck's MPD commands
/// over PlayDeck's library index of the same folder; each command line is run on both and the
/// answers compared after dropping what legitimately differs (the process's uptime and play
/// time; when each indexed).
final class MPDDatabaseTestbed {
    static let files: [Fixtures.LibraryFile] = [
        .init("Artist A/Album One/01.flac", ["title": "One", "artist": "Artist A", "album": "Album One", "track": "1/3",
                                             "date": "2001-05-02", "genre": "Rock", "composer": "Comp", "album_artist": "Artist A"]),
        .init("Artist A/Album One/02.mp3", ["title": "Two", "artist": "Artist A", "album": "Album One", "track": "2/3",
                                            "disc": "1/2", "date": "2001"]),
        .init("Artist A/Album One/03.ogg", ["title": "Three", "artist": "Artist A", "album": "Album One", "track": "03",
                                            "disc": "2/2", "performer": "Perf", "MUSICBRAINZ_TRACKID": "abc-123"]),
        .init("Björk/Début/03.ogg", ["title": "Três", "artist": "Björk", "album": "Début", "tracknumber": "3", "genre": "Pop"]),
        .init("Various/Mixed/04.m4a", ["title": "Four", "artist": "Various", "album": "", "track": "4"]),
        .init("Various/Mixed/05.m4a", ["title": "Five", "artist": "Bob", "album": "Mixed", "album_artist": "Various Artists",
                                       "track": "5"]),
        .init("Loose/Untitled Tune.mp3", [:]),
        // ICU's order, not the bytes': "Émile" sorts with the E's, "zoo" after "Various".
        .init("Émile/01.flac", ["title": "É", "artist": "émile", "album": "Étude"]),
        .init("zoo/b.ogg", ["title": "b"]), .init("zoo/B 2.ogg", ["title": "B 2"]), .init("zoo/a.ogg", ["title": "a"]),
    ]

    let folder: String
    let mpd: RealMPD
    let context: MPDContext
    let table = MPDCommandTable()
    let client = MPDClientState(permission: .all)
    private let reference: MPDLineClient

    init() throws {
        folder = try Fixtures.musicFolder(Self.files)
        try FileManager.default.copyItem(atPath: try Fixtures.bigCover(side: 200), toPath: folder + "/Artist A/Album One/cover.jpg")
        let cover = try Fixtures.tone(seconds: 1, title: "Pic", embedding: try Fixtures.bigCover(side: 120))
        try FileManager.default.copyItem(atPath: cover, toPath: folder + "/Björk/Début/01.mp3")
        let data = try TestWorld.makeFolder(prefix: "pddb") + "/library.db"
        let index = try LibraryIndex(path: data)
        try index.addFolder(folder)
        _ = try LibraryScanner(index: index).scan([folder])
        mpd = try RealMPD(music: folder)
        reference = try mpd.client()
        let recorder = Recorder()
        context = MPDContext(source: SessionSource(infoCenter: NowPlayingInfoCenter()) { recorder.commands.append($0); return .success },
                             database: MPDLibraryDatabase(databasePath: data))
        self.recorder = recorder
    }

    private let recorder: Recorder
    private final class Recorder { var commands: [Command] = [] }

    /// The commands the database sent to the command center.
    var commands: [Command] { recorder.commands }

    /// The real MPD's answer to `line`, normalised.
    func real(_ line: String) throws -> String {
        Self.normalised(try reference.send(line))
    }

    /// PlayDeck's answer to `line`, run through the command table, normalised.
    func ours(_ line: String) -> String {
        let words = Self.split(line)
        guard let name = words.first, let command = table.commands[name] else { return "ACK [5@0] {} unknown command\n" }
        let arguments = Array(words.dropFirst())
        guard arguments.count >= command.minArguments, command.maxArguments.map({ arguments.count <= $0 }) ?? true else {
            return "ACK [2@0] {\(name)} wrong number of arguments for \"\(name)\"\n"
        }
        let call = MPDCall(arguments: MPDArguments(arguments), client: client, context: context)
        do {
            try command.run(call)
            return Self.normalised(Self.hashingBinary(call.response.bytes) + "OK\n")
        } catch {
            return error.line(command: name, index: 0)
        }
    }

    /// Drops the lines whose values legitimately differ.
    static func normalised(_ answer: String) -> String {
        answer.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            !["uptime: ", "playtime: ", "db_update: "].contains { line.hasPrefix($0) }
        }.joined(separator: "\n")
    }

    /// MPD's tokenizer: words, or double-quoted strings with backslash escapes.
    static func split(_ line: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, escaped = false, inWord = false
        for character in line {
            if escaped { current.append(character); escaped = false; continue }
            if quoted {
                if character == "\\" { escaped = true } else if character == "\"" { quoted = false } else { current.append(character) }
            } else if character == "\"" {
                quoted = true
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// The answer as MPDLineClient shows it: a binary chunk as its size and hash.
    static func hashingBinary(_ bytes: [UInt8]) -> String {
        var text = "", index = 0
        while index < bytes.count {
            let end = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
            let line = String(decoding: bytes[index..<end], as: UTF8.self)
            text += line + "\n"
            index = end + 1
            if line.hasPrefix("binary: "), let count = Int(line.dropFirst(8)) {
                let chunk = bytes[index..<min(bytes.count, index + count)]
                let hash = chunk.reduce(UInt64(1469598103934665603)) { ($0 ^ UInt64($1)) &* 1099511628211 }
                text += "<\(count) bytes fnv:\(String(hash, radix: 16))>\n"
                index += count + 1
            }
        }
        return text
    }
}
