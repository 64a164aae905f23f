import JSONCoding
import NowPlaying
@testable import Remote
import Testing

/// `{"get": "live-text"}`: the paused frame's text as a value line, or why there is none.
@Suite struct ControlRequestLiveTextTests {
    static let text = LiveTextResult(id: 4, frame: PixelSize(width: 1280, height: 720), mediaTime: 3, lines: [
        LiveTextLine(words: [LiveTextWord(text: "let", box: TextBox(x: 80, y: 120, width: 40, height: 20), confidence: 0.96)]),
    ])

    static func responder(text: LiveTextResult?, info: NowPlayingInfo?) -> ControlResponder {
        ControlResponder(player: PlayerAccess(perform: { _ in .success }, liveText: { text }),
                         nowPlaying: { StatusJSON(info ?? NowPlayingInfo()) }, latestInfo: { info })
    }

    static func paused(_ phase: LiveTextState.Phase?, reason: String? = nil) -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.queueIndex = 0
        info.mediaType = .video
        info.state = .paused
        info.liveText = phase.map { LiveTextState(phase: $0, resultID: $0 == .ready ? 4 : nil, reason: reason) }
        return info
    }

    @Test func theRequestIsReadWithOrWithoutAReadingsID() throws {
        #expect(try ControlRequest.parse(Array(#"{"get": "live-text"}"#.utf8)).get().kind == .liveText(id: nil))
        #expect(try ControlRequest.parse(Array(#"{"get": "live-text", "liveTextID": 9}"#.utf8)).get().kind == .liveText(id: 9))
    }

    @Test func theTextIsAnsweredAsAValueLineThatReadsBackWhole() throws {
        let line = Self.responder(text: Self.text, info: Self.paused(.ready)).respond(to: Array(#"{"get":"live-text"}"#.utf8)).line
        #expect(try ServerLine.parse(Array(line.utf8), now: 0).get() == .value(.liveText(Self.text)))
    }

    @Test func withoutTextTheReplySaysWhy() {
        func reason(_ text: LiveTextResult?, _ info: NowPlayingInfo?, asking: String = #"{"get":"live-text"}"#) -> String? {
            ControlReply.decode(Self.responder(text: text, info: info).respond(to: Array(asking.utf8)).line)?.reason
        }
        #expect(reason(nil, nil) == "Nothing is playing")
        var song = Self.paused(nil)
        song.mediaType = .audio
        #expect(reason(nil, song) == "The item playing has no video")
        var playing = Self.paused(nil)
        playing.state = .playing
        #expect(reason(nil, playing) == "The video is not paused: Live Text reads a paused frame")
        #expect(reason(nil, Self.paused(.reading)) == "The paused frame is still being read")
        #expect(reason(nil, Self.paused(.off, reason: "Live Text is off: no data")) == "Live Text is off: no data")
        #expect(reason(Self.text, Self.paused(.ready), asking: #"{"get":"live-text","liveTextID":3}"#)
            == "Live Text 3 is no longer the paused frame's")
    }

    @Test func aSnapshotCarriesTheStateAndStatusJSONItsPhase() throws {
        let info = Self.paused(.ready)
        let line = NowPlayingWire.nowPlayingLine(encoded: NowPlayingWire.encode(info), age: 0)
        guard case let .value(.nowPlaying(read)) = try ServerLine.parse(Array(line.utf8), now: 0).get() else {
            Issue.record("not a snapshot: \(line)")
            return
        }
        #expect(read.liveText == LiveTextState(phase: .ready, resultID: 4))
        #expect(StatusJSON(info).liveText == "ready")
        #expect(StatusJSON(NowPlayingInfo()).liveText == nil, "absent unless video is paused")
    }
}
