import JSONCoding
import NowPlaying
@testable import Remote
import Testing

/// The Live Text intent: the paused frame's text as a value line, or why there is none.
@Suite struct ControlRequestLiveTextTests {
    static let text = LiveTextResult(id: 4, frame: PixelSize(width: 1280, height: 720), mediaTime: 3, lines: [
        LiveTextLine(words: [LiveTextWord(text: "let", box: TextBox(x: 80, y: 120, width: 40, height: 20), confidence: 0.96)]),
    ])

    static func responder(text: LiveTextResult?) -> ControlResponder {
        let source = SessionSource(infoCenter: NowPlayingInfoCenter(), perform: { _ in .success }, answer: { intent in
            guard case let .liveText(id) = intent, let text, text.id == id else { return .absent("Live Text is gone") }
            return .value(.liveText(text))
        })
        return ControlResponder(source: source)
    }

    static func paused(_ phase: LiveTextState.Phase?, reason: String? = nil) -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.queueIndex = 0
        info.mediaType = .video
        info.state = .paused
        info.liveText = phase.map { LiveTextState(phase: $0, resultID: $0 == .ready ? 4 : nil, reason: reason) }
        return info
    }

    @Test func theIntentIsReadAsItself() throws {
        #expect(try ControlRequest.parse(Array(#"{"intent": {"liveText": {"id": 9}}}"#.utf8)).get().kind == .intent(.liveText(id: 9)))
    }

    @Test func theTextIsAnsweredAsAValueLineThatReadsBackWhole() throws {
        let line = Self.responder(text: Self.text).respond(to: Array(#"{"intent":{"liveText":{"id":4}}}"#.utf8)).line
        #expect(try ServerLine.parse(Array(line.utf8), now: 0).get() == .value(.liveText(Self.text)))
    }

    @Test func withoutTheReadingAskedForTheReplySaysWhy() {
        let line = Self.responder(text: Self.text).respond(to: Array(#"{"intent":{"liveText":{"id":3}}}"#.utf8)).line
        #expect(ControlReply.decode(line)?.status == "noSuchContent")
        #expect(ControlReply.decode(line)?.reason == "Live Text is gone")
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
