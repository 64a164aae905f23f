@testable import MediaFiles
import Testing

/// LRC text read by FFmpeg's lrc demuxer: what PlayDeck relies on it for (order, offsets, bad
/// stamps, several stamps on a line, word stamps left in the text).
@Suite struct TimedLyricLineTests {
    @Test func linesComeBackInTimeOrderWithTheirText() throws {
        let read = try TimedLyricLine.lines(ofLRC: "[ti:Song]\n[00:03.00]Third\n[00:01.50]First\n[00:02.25]Second\n")
        #expect(read.lines.map(\.text) == ["First", "Second", "Third"])
        #expect(read.lines.map(\.time) == [1.5, 2.25, 3.0])
        #expect(read.offset == 0)
    }

    @Test func aLineWithSeveralStampsComesOncePerStamp() throws {
        let read = try TimedLyricLine.lines(ofLRC: "[00:01.00][00:05.00]Chorus\n[00:03.00]Verse\n")
        #expect(read.lines.map(\.text) == ["Chorus", "Verse", "Chorus"])
        #expect(read.lines.map(\.time) == [1, 3, 5])
    }

    @Test func badStampsAreSkippedAndTheRestKept() throws {
        let text = "[00:01.00]Good\n[00:xx.00]Letters\n[00:75.00]Past sixty\nno stamp at all\n[00:02.00]Also good\n"
        let read = try TimedLyricLine.lines(ofLRC: text)
        #expect(read.lines.map(\.text) == ["Good", "Also good"])
    }

    @Test func anOffsetMovesEveryLineAndIsReported() throws {
        let read = try TimedLyricLine.lines(ofLRC: "[offset:500]\n[00:02.00]Two\n[00:04.00]Four\n")
        #expect(read.offset == 0.5)
        #expect(read.lines.map(\.time) == [1.5, 3.5])
    }

    @Test func wordStampsStayInTheText() throws {
        let read = try TimedLyricLine.lines(ofLRC: "[00:01.00]<00:01.00>Hello <00:01.60>world\n")
        #expect(read.lines.map(\.text) == ["<00:01.00>Hello <00:01.60>world"])
    }

    @Test func textWithoutStampsHasNoTimedLines() throws {
        #expect(try TimedLyricLine.lines(ofLRC: "Just words\nand more words\n").lines.isEmpty)
        #expect(try TimedLyricLine.lines(ofLRC: "").lines.isEmpty)
    }

    @Test func noMoreThanTheLimitIsRead() throws {
        let text = (0..<50).map { "[00:\($0 < 10 ? "0" : "")\($0).00]L\($0)" }.joined(separator: "\n")
        #expect(try TimedLyricLine.lines(ofLRC: text, limit: 10).lines.count == 10)
    }
}
