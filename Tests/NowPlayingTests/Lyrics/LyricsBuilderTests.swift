import MediaFiles
@testable import NowPlaying
import Testing

/// Lyrics made from what a file holds, through FFmpeg's lrc demuxer: safe text, word times,
/// unsynced text, and whatever bad input leaves.
@Suite struct LyricsBuilderTests {
    private func lyrics(_ text: String, origin: LyricsSource.Origin = .lrcFile) -> Lyrics? {
        LyricsBuilder.lyrics(LyricsSource(origin: origin, text: LyricsText(bytes: Array(text.utf8)), isCut: false), id: 7)
    }

    @Test func syncedLinesAreSortedAndTimed() throws {
        let made = try #require(lyrics("[00:02.00]Second\n[00:01.00]First\n"))
        #expect(made.isSynced)
        #expect(made.id == 7)
        #expect(made.origin == "lrc")
        #expect(made.lines.map(\.text) == ["First", "Second"])
        #expect(made.lines.map(\.time) == [1, 2])
    }

    @Test func noEscapeSequenceOrControlCharacterSurvives() throws {
        let made = try #require(lyrics("[00:01.00]\u{1B}]52;c;aGk=\u{07}Sing \u{1B}[31mred\u{1B}[0m\u{202E}\n"))
        let text = made.lines[0].text
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        #expect(text.contains("Sing"))
    }

    @Test func wordTimesFollowTheOffsetLikeTheLines() throws {
        let made = try #require(lyrics("[offset:1000]\n[00:05.00]<00:05.00>Late <00:05.50>words\n"))
        #expect(made.lines[0].time == 4)
        #expect(made.lines[0].text == "Late words")
        #expect(made.lines[0].words == [LyricsWord(time: 4, text: "Late "), LyricsWord(time: 4.5, text: "words")])
    }

    @Test func textWithoutStampsIsUnsyncedLinesWithoutTheBlankEnds() throws {
        let made = try #require(lyrics("\n\nFirst line\r\n\r\nAfter a gap\n\n", origin: .tag))
        #expect(!made.isSynced)
        #expect(made.lines.map(\.text) == ["First line", "", "After a gap"])
        #expect(made.lines.allSatisfy { $0.time == nil })
    }

    @Test func emptyTextIsNoLyrics() {
        #expect(lyrics("") == nil)
        #expect(lyrics("\n \n") == nil)
    }

    @Test func aLineTooLongIsCutAndTooManyLinesAreDropped() throws {
        let long = try #require(lyrics("[00:01.00]" + String(repeating: "la", count: 5_000) + "\n"))
        #expect(long.lines[0].text.count <= Sanitized.maximumLength + 1)
        let many = (0..<(LyricsBuilder.lineLimit + 100)).map { "line \($0)" }.joined(separator: "\n")
        #expect(try #require(lyrics(many)).lines.count == LyricsBuilder.lineLimit)
    }
}
