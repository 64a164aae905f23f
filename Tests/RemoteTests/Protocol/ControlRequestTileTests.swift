import NowPlaying
import Testing
@testable import Remote

/// What a tile asks besides commands: the handshake, its subscription, and intents (pages of
/// the queue, searches, artwork), each bounded.
@Suite struct ControlRequestTileTests {
    private func kind(_ text: String) -> ControlRequest.Kind? {
        try? ControlRequest.parse(Array(text.utf8)).get().kind
    }

    private func message(_ text: String) -> String? {
        if case let .failure(error) = ControlRequest.parse(Array(text.utf8)) { return error.message }
        return nil
    }

    @Test func theHandshakeAndTheTilesSubscriptionParse() {
        #expect(kind(#"{"hello": 1}"#) == .hello(1))
        #expect(kind(#"{"hello": 7}"#) == .hello(7), "any version parses; the responder judges it")
        #expect(kind(#"{"subscribe": "tile"}"#) == .subscribeTile)
        #expect(message(#"{"hello": "one"}"#) == "'hello' has the wrong type")
        #expect(message(#"{"hello": 1, "get": "now-playing"}"#)?.contains("not several") == true)
    }

    @Test func anIntentIsReadAsItselfAndBoundedSoThatALongQueueIsNeverSentWhole() {
        #expect(kind(#"{"intent": {"queueRows": {"_0": [7, 2, 9]}}}"#) == .intent(.queueRows([7, 2, 9])))
        #expect(kind(#"{"intent": {"searchQueue": {"_0": "tone"}}}"#) == .intent(.searchQueue("tone")))
        let many = "[" + (0...1000).map(String.init).joined(separator: ",") + "]"
        #expect(message(#"{"intent": {"queueRows": {"_0": \#(many)}}}"#) == "at most 1000 rows per request")
        #expect(message(#"{"intent": {"queueRows": {"_0": "ten"}}}"#) == "'intent.queueRows._0' has the wrong type")
    }

    @Test func artworkIsAskedForAtABoundedSize() {
        #expect(kind(#"{"intent": {"artwork": {"id": 3, "size": {"width": 320, "height": 200}}}}"#)
            == .intent(.artwork(id: 3, size: PixelSize(width: 320, height: 200))))
        let refusal = "artwork is asked for with a width and a height from 1 to 4096"
        #expect(message(#"{"intent": {"artwork": {"id": 3, "size": {"width": 4097, "height": 10}}}}"#) == refusal)
        #expect(message(#"{"intent": {"artwork": {"id": 3, "size": {"width": 0, "height": 10}}}}"#) == refusal)
    }

    @Test func everyIntentCrossesTheWireAsItself() throws {
        let intents: [NowPlayingIntent] = [.queueRows([0, 5]), .searchQueue("ä \"x\""), .artwork(id: 2, size: PixelSize(width: 9, height: 8)),
                                           .liveText(id: 4), .lyrics(id: 5), .mediaDetails(itemID: 6)]
        for intent in intents {
            let line = try #require(NowPlayingWire.text(of: RequestLine(intent: intent)))
            #expect(kind(line) == .intent(intent), "\(line)")
        }
    }

    @Test func onlyLinesThatAreNotRequestsCountAsMalformed() {
        for line in ["nope", "[]", #"{"get": 5}"#] {
            #expect((try? ControlRequest.parse(Array(line.utf8)).get()) == nil)
            if case let .failure(error) = ControlRequest.parse(Array(line.utf8)) { #expect(error.isMalformed, "\(line)") }
        }
        for line in [#"{"get": "lyrics"}"#, #"{"command": "skip-forwad"}"#, "{}", #"{"intent": {"weather": {}}}"#] {
            if case let .failure(error) = ControlRequest.parse(Array(line.utf8)) { #expect(!error.isMalformed, "\(line)") }
        }
    }
}
