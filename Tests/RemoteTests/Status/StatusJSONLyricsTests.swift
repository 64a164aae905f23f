import JSONCoding
import NowPlaying
@testable import Remote
import Testing

@Suite struct StatusJSONLyricsTests {
    @Test func theLineSungIsInTheJSONAndAbsentWithoutOne() throws {
        var info = NowPlayingInfo()
        info.lyrics = LyricsState(id: 3, isSynced: true, lineIndex: 1, line: "Second line")
        #expect(StatusJSON(info).line().contains(#""lyricsLine":"Second line""#))
        info.lyrics = LyricsState(id: 3, isSynced: false)
        #expect(!StatusJSON(info).line().contains("lyricsLine"))
    }

    @Test func lyricsAndTheirRequestCrossTheWire() throws {
        let lyrics = Lyrics(id: 9, isSynced: true, lines: [
            LyricsLine(time: 1.5, text: "Hello world", words: [LyricsWord(time: 1.5, text: "Hello "), LyricsWord(time: 2, text: "world")]),
        ], origin: "lrc")
        let line = NowPlayingWire.line(.lyrics(lyrics))
        #expect(try ServerLine.parse(Array(line.utf8), now: 0).get() == .value(.lyrics(lyrics)))
        let request = try ControlRequest.parse(Array(#"{"intent": {"lyrics": {"id": 9}}}"#.utf8)).get()
        #expect(request.kind == .intent(.lyrics(id: 9)))
    }
}
