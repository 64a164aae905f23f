import Foundation
@testable import MediaFiles
import Testing
import TestSupport

/// Finding an item's lyrics in real files: a `.lrc` beside it, else its lyrics tag as
/// libavformat reads it (Vorbis LYRICS and MP4 ©lyr written by ffmpeg, ID3 USLT by mutagen).
@Suite struct LyricsSourceTests {
    @Test func anLRCBesideTheFileIsFound() throws {
        let tone = try Fixtures.toneWithLRC(lrc: Array("[00:01.00]Beside\n".utf8))
        let found = try #require(LyricsSource.find(forMediaAt: tone))
        #expect(found.origin == .lrcFile)
        #expect(found.text.text == "[00:01.00]Beside\n")
        #expect(!found.isCut)
    }

    @Test(arguments: ["flac", "ogg", "m4a"])
    func aLyricsTagIsFound(_ format: String) throws {
        let path = try Fixtures.tagged(format, tags: ["lyrics": "[00:01.00]Tagged \(format)"])
        let found = try #require(LyricsSource.find(forMediaAt: path))
        #expect(found.origin == .tag)
        #expect(found.text.text == "[00:01.00]Tagged \(format)")
    }

    @Test func anID3USLTFrameIsFound() throws {
        let path = try Fixtures.toneWithUSLT("First line\nSecond line", language: "eng")
        let found = try #require(LyricsSource.find(forMediaAt: path))
        #expect(found.origin == .tag)
        #expect(found.text.text == "First line\nSecond line")
    }

    @Test func aFileWithoutLyricsHasNone() throws {
        #expect(LyricsSource.find(forMediaAt: try Fixtures.tone(seconds: 3)) == nil)
        #expect(LyricsSource.find(forMediaAt: "/nonexistent/song.mp3") == nil)
        #expect(LyricsSource.find(forMediaAt: "https://example.invalid/song.mp3") == nil)
    }

    @Test func aTenMegabyteLRCIsCutAfterTheLastWholeLineUnderTheLimit() throws {
        var text = ""
        while text.utf8.count < 10 << 20 { text += Fixtures.lrcLines(count: 2_000) }
        let tone = try Fixtures.toneWithLRC(lrc: Array(text.utf8))
        let found = try #require(LyricsSource.find(forMediaAt: tone))
        #expect(found.isCut)
        #expect(found.text.text.utf8.count <= LyricsSource.byteLimit)
        #expect(found.text.text.hasSuffix("\n"))
    }

    @Test func aFIFONamedLikeLyricsIsNotWaitedFor() throws {
        let folder = try Fixtures.folder(named: "fifo-lyrics")
        let tone = try Fixtures.copy(Fixtures.tone(seconds: 3), into: folder, as: "song.mp3")
        #expect(mkfifo(folder + "/song.lrc", 0o600) == 0)
        #expect(LyricsSource.find(forMediaAt: tone) == nil)
    }

    @Test func theSidecarIsTheFileNameWithLRCForItsExtension() {
        #expect(LyricsSource.sidecarPath(of: "/music/a.b/song.mp3") == "/music/a.b/song.lrc")
        #expect(LyricsSource.sidecarPath(of: "/music/a.b/song") == "/music/a.b/song.lrc")
        #expect(LyricsSource.sidecarPath(of: "/music/.hidden") == "/music/.hidden.lrc")
    }
}
