import Glibc
import MediaFiles
@testable import NowPlaying
import Testing
import TestSupport

/// The lyrics worker: a `.lrc` read off the loop, one notice at most for what was odd about it.
@Suite struct ItemLyricsTests {
    private func loaded(_ lyrics: ItemLyrics) throws -> (shown: Bool, notice: String?) {
        var entry = pollfd(fd: lyrics.descriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&entry, 1, 10_000) == 1)
        return try #require(lyrics.takeLoaded())
    }

    @Test func lyricsInAnUnknownEncodingAreShownWithOneNotice() throws {
        let tone = try Fixtures.toneWithLRC(lrc: Array("[00:01.00]Caf".utf8) + [0xE9, 0x0A])
        let lyrics = ItemLyrics()
        lyrics.load(forMediaAt: tone)
        let result = try loaded(lyrics)
        #expect(result.shown)
        #expect(result.notice == "song.mp3: lyrics in an unknown encoding, read as Latin-1")
        #expect(lyrics.current?.lines.map(\.text) == ["Café"])
    }

    @Test func aHugeLRCIsShownAsFarAsReadWithOneNotice() throws {
        // Every line its own stamp: FFmpeg drops a line that repeats the one before at the same time.
        let text = Fixtures.lrcLines(count: 600_000, start: 0, every: 0.01)
        #expect(text.utf8.count > 10 << 20)
        let tone = try Fixtures.toneWithLRC(lrc: Array(text.utf8))
        let lyrics = ItemLyrics()
        lyrics.load(forMediaAt: tone)
        let result = try loaded(lyrics)
        #expect(result.shown)
        #expect(result.notice?.contains("only its beginning is shown") == true)
        #expect(lyrics.current?.lines.count == LyricsBuilder.lineLimit)
    }

    @Test func aStreamIsNotLookedAt() {
        let lyrics = ItemLyrics(find: { _ in Issue.record("looked for lyrics of a URL"); return nil })
        lyrics.load(forMediaAt: "https://example.invalid/a.mp3")
        #expect(lyrics.takeLoaded() == nil)
        #expect(lyrics.current == nil)
    }

    @Test func lyricsOfAnItemLeftAreDropped() throws {
        let first = try Fixtures.toneWithLRC(lrc: Array("[00:01.00]First item\n".utf8))
        let lyrics = ItemLyrics()
        lyrics.load(forMediaAt: first)
        lyrics.forget()
        var entry = pollfd(fd: lyrics.descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, 2_000)
        #expect(lyrics.takeLoaded() == nil)
        #expect(lyrics.current == nil)
    }
}
