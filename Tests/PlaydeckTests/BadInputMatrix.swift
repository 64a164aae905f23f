import Foundation
import Testing
import TestSupport

/// One row of the bad-input matrix: a bad item queued before a good file, and what PlayDeck
/// must say about it. The same rows run headless (BadInputMatrixTests) and in the tile
/// (BadInputTileTests).
struct BadInput: Sendable, CustomTestStringConvertible {
    /// The one line expected: the text that names the item, and a part of the reason.
    struct Line: Sendable {
        let names: String
        let reason: String
    }

    let name: String
    /// nil when nothing is wrong enough to say (the tags are cleaned, the cover is drawn).
    let line: Line?
    /// The exit status; nil when either 0 or 1 is right (a file deleted while it plays may
    /// play to its end from what mpv has read, or fail).
    let status: Int32?
    /// What the bad item shows as its title when it plays; nil when it cannot play.
    let title: String?
    /// Runs as another user when the tests run as root: root reads a chmod 000 file anyway.
    var asAnotherUser = false
    /// Deletes the item once it plays.
    var deletedWhilePlaying = false
    /// Has a cover the tile must draw.
    var hasCover = false
    /// The arguments that go before the good file.
    let arguments: @Sendable () throws -> [String]

    var testDescription: String { name }

    /// The good file after the bad one, long enough to be seen in the tile.
    static let goodTitle = "Matrix After"

    static let rows: [BadInput] = [
        BadInput(name: "missing path", line: Line(names: "missing.mp3", reason: "No such file or directory"),
                 status: 1, title: nil) { ["/nonexistent/playdeck-matrix/missing.mp3"] },
        BadInput(name: "unreadable file", line: Line(names: "locked.mp3", reason: "Permission denied"),
                 status: 1, title: nil, asAnotherUser: true) {
            let folder = try Fixtures.folder(named: "matrix-unreadable")
            chmod(folder, 0o755)
            let path = try Fixtures.copy(try Fixtures.tone(seconds: 1), into: folder, as: "locked.mp3")
            chmod(path, 0)
            return [path]
        },
        BadInput(name: "empty file", line: Line(names: "matrix-empty.mp3", reason: "unrecognized file format"),
                 status: 1, title: nil) { [try Fixtures.file(named: "matrix-empty.mp3", bytes: [])] },
        BadInput(name: "random bytes named .mp3", line: Line(names: "matrix-random.mp3", reason: "unrecognized file format"),
                 status: 1, title: nil) {
            [try Fixtures.file(named: "matrix-random.mp3", bytes: Fixtures.noise(count: 65_536, seed: 9))]
        },
        BadInput(name: "truncated mp3", line: Line(names: "matrix-truncated.mp3", reason: "unrecognized file format"),
                 status: 1, title: nil) {
            [try Fixtures.truncated(try Fixtures.tone(seconds: 2), to: 64, named: "matrix-truncated.mp3")]
        },
        BadInput(name: "text file named .mp3", line: Line(names: "matrix-text.mp3", reason: "unrecognized file format"),
                 status: 1, title: nil) {
            [try Fixtures.file(named: "matrix-text.mp3", bytes: Array("Just some words, not audio.\n".utf8))]
        },
        BadInput(name: "folder without media", line: Line(names: "matrix-no-media", reason: "no media files in this folder"),
                 status: 1, title: nil) {
            let folder = try Fixtures.folder(named: "matrix-no-media")
            try "notes, not music\n".write(toFile: folder + "/readme.txt", atomically: true, encoding: .utf8)
            return [folder]
        },
        BadInput(name: "1 MiB title", line: nil, status: 0, title: "Huge AAAA") {
            let title = Array("title=Huge ".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: 1 << 20) + [10]
            return [try Fixtures.tone(named: "matrix-huge-title.mp3", seconds: 1, ffmetadata: title)]
        },
        BadInput(name: "invalid UTF-8 in tags", line: nil, status: 0, title: "Broken") {
            let tags: [UInt8] = Array("title=Broken ".utf8) + [0xFF, 0xFE, 0xC3, 0x28] + Array(" UTF-8\nartist=A".utf8)
                + [0xED, 0xA0, 0x80] + Array("rtist\n".utf8)
            return [try Fixtures.tone(named: "matrix-invalid-utf8.mp3", seconds: 1, ffmetadata: tags)]
        },
        BadInput(name: "escape sequences in tags", line: nil, status: 0, title: "Evil") {
            [try Fixtures.tone(named: "matrix-escapes.mp3", seconds: 1, ffmetadata: Self.escapeTags)]
        },
        BadInput(name: "3000×3000 cover", line: nil, status: 0, title: "Big Cover", hasCover: true) {
            [try Fixtures.tone(seconds: 1, title: "Big Cover", coverWidth: 3000, height: 3000)]
        },
        BadInput(name: "file deleted while playing", line: nil, status: nil, title: "Doomed", deletedWhilePlaying: true) {
            let folder = try Fixtures.folder(named: "matrix-deleted")
            return [try Fixtures.copy(try Fixtures.tone(seconds: 3, title: "Doomed"), into: folder, as: "doomed.mp3")]
        },
        BadInput(name: "m3u that includes itself", line: Line(names: "self.m3u", reason: "the playlist includes itself"),
                 status: 1, title: "Listed") {
            let folder = try Fixtures.folder(named: "matrix-self-list")
            _ = try Fixtures.copy(try Fixtures.tone(seconds: 1, title: "Listed"), into: folder, as: "listed.mp3")
            try "#EXTM3U\nself.m3u\nlisted.mp3\n".write(toFile: folder + "/self.m3u", atomically: true, encoding: .utf8)
            return [folder + "/self.m3u"]
        },
        BadInput(name: "sidecar that is not TOML",
                 line: Line(names: "carried.mp3.playdeck.toml", reason: "playing without the sidecar"), status: 0, title: "Carried") {
            let folder = try Fixtures.folder(named: "matrix-sidecar")
            let media = try Fixtures.copy(try Fixtures.tone(seconds: 1, title: "Carried"), into: folder, as: "carried.mp3")
            let noise = Fixtures.noise(count: 4096, seed: 7)
            guard FileManager.default.createFile(atPath: media + ".playdeck.toml", contents: Data(noise)) else {
                throw FixtureError("cannot write the sidecar")
            }
            return [media]
        },
    ]

    /// Tags that try to clear the screen, write the clipboard (OSC 52), set the window title,
    /// ring the bell and colour the text, in 7-bit and 8-bit (C1) form.
    static let escapeTags: [UInt8] = Array("title=Evil\u{1B}[2J\u{1B}]52;c;aGVsbG8=\u{07}Title\u{07}\n".utf8)
        + Array("artist=An\u{1B}[31mArtist\u{1B}]0;pwned\u{07}\n".utf8)
        + Array("album=Al\u{9B}31mbum\u{1B}P+q\u{1B}\\\n".utf8)

    /// Characters that would be a terminal's commands: C0 (but newline), DEL and C1.
    static func controls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F..<0xA0).contains($0.value)) }
    }

    /// Every string inside a decoded JSON value.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings(in:))
        case let object as [String: Any]: object.values.flatMap(strings(in:))
        default: []
        }
    }

    /// Whether a line of standard error is about this row's item.
    func names(_ errorLine: String) -> Bool {
        line.map { errorLine.contains($0.names) } ?? false
    }
}

extension TestWorld {
    /// The items as this world's user can reach them: copied into the world when that user is
    /// another one, as they are otherwise.
    func reachable(_ paths: [String]) throws -> [String] {
        wrapper.isEmpty ? paths : try paths.map(reachable)
    }

    /// `playdeck status` three ways; each must succeed and hold no control character.
    func checkStatus(showing title: String?, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for format in [[], ["--json"], ["--format", "{title}|{artist}|{album}"]] {
            let result = try run(["status"] + format)
            #expect(result.status == 0, "status \(format): \(result.stderr)", sourceLocation: sourceLocation)
            #expect(BadInput.controls(in: result.stdout).isEmpty,
                    "status \(format): \(result.stdout.debugDescription.prefix(300))", sourceLocation: sourceLocation)
            #expect(result.stdout.utf8.count < 16_384, "a tag is cut, not printed whole", sourceLocation: sourceLocation)
            if let title, format.first == "--format" {
                #expect(result.stdout.hasPrefix(title), "\(result.stdout.prefix(200))", sourceLocation: sourceLocation)
            }
        }
    }
}
