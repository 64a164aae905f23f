import Foundation
@testable import Playback
import Testing
import TestSupport

/// Titles, artists and albums read straight off the disk, from files ffmpeg writes.
@Suite struct MediaTagsTests {
    static let tags = ["title": "Morning Tone", "artist": "Test Artist", "album": "Seeds"]
    static let expected = MediaTags(title: "Morning Tone", artist: "Test Artist", album: "Seeds")

    @Test(arguments: ["3", "4"])
    func id3v2TextFramesAreRead(version: String) throws {
        let song = try Fixtures.tagged("mp3", tags: Self.tags, options: ["-id3v2_version", version])
        #expect(MediaTags.read(path: song) == Self.expected)
    }

    /// 2.3 has it as UTF-16 with a byte order mark, 2.4 as UTF-8.
    @Test(arguments: ["3", "4"])
    func aTitleBeyondLatin1IsDecoded(version: String) throws {
        let title = "Ünïcödé — 日本"
        let song = try Fixtures.tagged("mp3", tags: ["title": title, "artist": "Ãrtist"],
                                       options: ["-id3v2_version", version])
        let tags = try #require(MediaTags.read(path: song))
        #expect(tags.title == title)
        #expect(tags.artist == "Ãrtist")
        #expect(tags.album == nil)
    }

    /// ffmpeg writes no ID3v1 tag without an ID3v2 one (and writes it in UTF-8): the ID3v2 tag
    /// is cut off its file here.
    @Test func anID3v1TagIsReadWhenThereIsNoID3v2One() throws {
        let tags = ["title": "Morning Tone", "artist": "Test Artist", "album": "Sëeds"]
        let song = try Fixtures.tagged("mp3", tags: tags, options: ["-write_id3v1", "1"])
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: song)))
        #expect(bytes.starts(with: Array("ID3".utf8)))
        let size = bytes[6..<10].reduce(0) { $0 << 7 | Int($1 & 0x7F) } + 10
        let bare = try Fixtures.file(named: "tags-id3v1-only.mp3", bytes: Array(bytes.dropFirst(size)))
        #expect(MediaTags.read(path: bare) == MediaTags(title: "Morning Tone", artist: "Test Artist", album: "Sëeds"))
    }

    @Test(arguments: ["flac", "ogg", "opus"])
    func vorbisCommentsAreRead(format: String) throws {
        let song = try Fixtures.tagged(format, tags: ["TITLE": "Comment Tone", "artist": "Lower Key", "Album": "Mixed"])
        #expect(MediaTags.read(path: song) == MediaTags(title: "Comment Tone", artist: "Lower Key", album: "Mixed"))
    }

    @Test(arguments: ["wav", "m4a"])
    func otherFormatsGiveNothing(format: String) throws {
        let song = try Fixtures.tagged(format, tags: Self.tags)
        #expect(MediaTags.read(path: song) == nil)
    }

    @Test func aFileWithoutTagsOrAtAllGivesNothing() throws {
        let song = try Fixtures.tagged("mp3", tags: [:], options: ["-id3v2_version", "0"])
        #expect(MediaTags.read(path: song) == nil)
        #expect(MediaTags.read(path: Fixtures.directory + "/no such file.mp3") == nil)
        #expect(MediaTags.read(path: Fixtures.directory) == nil, "a folder")
    }

    /// The reader hands the bytes on as they are; the session sanitizes (NowPlayingTests).
    @Test func controlCharactersInATitleAreHandedOnForTheCallerToSanitize() throws {
        let title = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J Tone"
        let song = try Fixtures.tagged("mp3", tags: ["title": title])
        #expect(MediaTags.read(path: song)?.title == title)
    }

    @Test func aMebibyteTitleIsCutAtTheFrameLimit() throws {
        let song = try Fixtures.tone(named: "tags-huge-title.mp3", seconds: 1,
                                     ffmetadata: Array("title=".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
                                        + Array("\nartist=After The Title\n".utf8))
        let tags = try #require(MediaTags.read(path: song))
        let title = try #require(tags.title)
        #expect(title.count < ID3TextFrames.frameLimit && title.count > 60_000)
        #expect(title.allSatisfy { $0 == "x" })
        #expect(tags.artist == "After The Title")
    }

    @Test func truncatedCopiesGiveWhatTheyHoldAndNeverCrash() throws {
        let song = try Fixtures.tagged("mp3", tags: Self.tags, options: ["-id3v2_version", "3"])
        let size = try #require(try FileManager.default.attributesOfItem(atPath: song)[.size] as? Int)
        for cut in [0, 3, 9, 10, 14, 20, 30, 40, 60, 100, 200, size / 2] {
            let copy = try Fixtures.truncated(song, to: cut, named: "tags-cut-\(cut).mp3")
            let tags = MediaTags.read(path: copy)
            // Whatever survives the cut is right; nothing else is made up.
            #expect(tags.map { [nil, "Morning Tone"].contains($0.title) } ?? true,
                    "cut at \(cut): \(String(describing: tags))")
        }
        let flac = try Fixtures.tagged("flac", tags: Self.tags)
        for cut in [4, 8, 42, 60, 100] {
            let copy = try Fixtures.truncated(flac, to: cut, named: "tags-cut-\(cut).flac")
            #expect(MediaTags.read(path: copy)?.title == nil)
        }
        let ogg = try Fixtures.tagged("ogg", tags: Self.tags)
        for cut in [4, 27, 40, 70, 100] {
            let copy = try Fixtures.truncated(ogg, to: cut, named: "tags-cut-\(cut).ogg")
            #expect(MediaTags.read(path: copy)?.title == nil)
        }
    }

    @Test func garbageGivesNothing() throws {
        for seed in UInt64(1)...40 {
            var bytes = Fixtures.noise(count: 4096, seed: seed)
            // Garbage after each marker the reader knows.
            let markers = [Array("ID3".utf8) + [UInt8(seed % 5), 0], Array("fLaC".utf8), Array("OggS".utf8), [0xFF, 0xFB]]
            bytes.replaceSubrange(0..<markers[Int(seed) % 4].count, with: markers[Int(seed) % 4])
            let path = try Fixtures.file(named: "tags-garbage-\(seed).bin", bytes: bytes)
            _ = MediaTags.read(path: path)
        }
    }
}
