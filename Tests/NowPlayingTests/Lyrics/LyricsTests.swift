@testable import NowPlaying
import Testing

@Suite struct LyricsTests {
    let synced = Lyrics(id: 1, isSynced: true, lines: [
        LyricsLine(time: 1, text: "One"), LyricsLine(time: 2.5, text: "Two"), LyricsLine(time: 4, text: "Three"),
    ], origin: "lrc")

    @Test func theLineSungIsTheLastWhoseTimeHasCome() {
        #expect(synced.lineIndex(atMedia: 0.99) == nil)
        #expect(synced.lineIndex(atMedia: 1) == 0)
        #expect(synced.lineIndex(atMedia: 2.49) == 0)
        #expect(synced.lineIndex(atMedia: 2.5) == 1)
        #expect(synced.lineIndex(atMedia: 100) == 2)
    }

    @Test func theNextChangeIsTheNextLinesTimeAndNoneAfterTheLast() {
        #expect(synced.nextLineTime(after: 0) == 1)
        #expect(synced.nextLineTime(after: 1) == 2.5)
        #expect(synced.nextLineTime(after: 3) == 4)
        #expect(synced.nextLineTime(after: 4) == nil)
    }

    @Test func unsyncedLyricsHaveNoLineSungAndNoChanges() {
        let plain = Lyrics(id: 2, isSynced: false, lines: [LyricsLine(time: nil, text: "Words")], origin: "tag")
        #expect(plain.lineIndex(atMedia: 10) == nil)
        #expect(plain.nextLineTime(after: 0) == nil)
        #expect(plain.state(atMedia: 10) == LyricsState(id: 2, isSynced: false))
    }

    @Test func theStateNamesTheLineSungAndItsText() {
        #expect(synced.state(atMedia: 3) == LyricsState(id: 1, isSynced: true, lineIndex: 1, line: "Two"))
        #expect(synced.state(atMedia: nil) == LyricsState(id: 1, isSynced: true))
    }
}
