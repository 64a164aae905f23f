import Foundation
import MusicLibrary
import Testing
import TestSupport
@testable import Remote

/// `Format:` of each kind of file ffmpeg makes, from PlayDeck's library as from Debian's MPD,
/// whose decoder plugins each pick their own sample format.
@Suite(.enabled(if: RealMPD.isInstalled))
struct MPDAudioFormatTests {
    @Test func eachFileShowsTheFormatMPDsDecoderGivesIt() throws {
        let folder = try TestWorld.makeFolder(prefix: "formats")
        let files: [(name: String, format: String, options: [String])] = [
            ("16.flac", "flac", []), ("24.flac", "flac", ["-ar", "48000", "-ac", "2", "-sample_fmt", "s32"]),
            ("lame.mp3", "mp3", []), ("vorbis.ogg", "ogg", []), ("libopus.opus", "opus", ["-ac", "2"]),
            ("aac.m4a", "m4a", []), ("pcm.wav", "wav", []),
        ]
        for file in files {
            let made = try Fixtures.tagged(file.format, tags: ["title": file.name], options: file.options)
            try FileManager.default.copyItem(atPath: made, toPath: folder + "/" + file.name)
        }
        let data = try TestWorld.makeFolder(prefix: "formatsdb") + "/library.db"
        let index = try LibraryIndex(path: data)
        try index.addFolder(folder)
        _ = try LibraryScanner(index: index).scan([folder])
        let ours = try MPDLibraryDatabase(databasePath: data, musicDirectory: folder).songs()
        let mpd = try RealMPD(music: folder)
        let theirs = Self.formats(try mpd.client().send("listallinfo"))
        #expect(theirs.count == files.count, "\(theirs)")
        #expect(Dictionary(uniqueKeysWithValues: ours.map { ($0.uri, $0.format ?? "none") }) == theirs)
    }

    /// Each file's `Format:` in an answer, by URI.
    static func formats(_ answer: String) -> [String: String] {
        var formats: [String: String] = [:], uri = ""
        for line in answer.split(separator: "\n") {
            if line.hasPrefix("file: ") { uri = String(line.dropFirst(6)) }
            if line.hasPrefix("Format: ") { formats[uri] = String(line.dropFirst(8)) }
        }
        return formats
    }
}
