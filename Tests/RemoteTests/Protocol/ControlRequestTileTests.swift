import NowPlaying
import Testing
@testable import Remote

/// What a tile asks besides commands: the handshake, its subscription, and pages of the queue,
/// searches and artwork, each bounded.
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
        #expect(message(#"{"hello": 1, "get": "queue"}"#)?.contains("not several") == true)
    }

    @Test func aPageOfTheQueueIsAnOffsetAndALimitOrIndices() {
        #expect(kind(#"{"get": "queue"}"#) == .queue(Array(0..<100)), "the first hundred rows by default")
        #expect(kind(#"{"get": "queue", "offset": 40, "limit": 3}"#) == .queue([40, 41, 42]))
        #expect(kind(#"{"get": "queue", "indices": [7, 2, 9]}"#) == .queue([7, 2, 9]))
        #expect(kind(#"{"get": "queue", "limit": 0}"#) == .queue([]))
    }

    @Test func aPageIsBoundedSoThatALongQueueIsNeverSentWhole() {
        #expect(message(#"{"get": "queue", "limit": 1001}"#) == #""limit" is from 0 to 1000 rows per request"#)
        #expect(message(#"{"get": "queue", "offset": -1}"#) == #""offset" counts from 0"#)
        #expect(message(#"{"get": "queue", "offset": 9223372036854775807, "limit": 5}"#) == #""offset" is too large"#)
        let many = "[" + (0...1000).map(String.init).joined(separator: ",") + "]"
        #expect(message(#"{"get": "queue", "indices": \#(many)}"#) == "at most 1000 rows per request")
        #expect(message(#"{"get": "queue", "indices": [1], "offset": 0}"#) == #"give "indices", or "offset" and "limit", not both"#)
        #expect(message(#"{"get": "queue", "limit": "ten"}"#) == "'limit' has the wrong type")
    }

    @Test func aSearchNeedsItsText() {
        #expect(kind(#"{"get": "queue-search", "query": "tone"}"#) == .searchQueue("tone"))
        #expect(message(#"{"get": "queue-search"}"#) == #""get": "queue-search" needs a "query""#)
    }

    @Test func artworkIsAskedForAtABoundedSize() {
        #expect(kind(#"{"get": "artwork", "artworkID": 3, "width": 320, "height": 200}"#)
            == .artwork(id: 3, size: PixelSize(width: 320, height: 200)))
        #expect(kind(#"{"get": "artwork", "width": 4096, "height": 1}"#) == .artwork(id: nil, size: PixelSize(width: 4096, height: 1)))
        let refusal = #""get": "artwork" needs a "width" and a "height" from 1 to 4096"#
        #expect(message(#"{"get": "artwork", "width": 4097, "height": 10}"#) == refusal)
        #expect(message(#"{"get": "artwork", "width": 0, "height": 10}"#) == refusal)
        #expect(message(#"{"get": "artwork", "width": 10}"#) == refusal)
    }

    @Test func onlyLinesThatAreNotRequestsCountAsMalformed() {
        for line in ["nope", "[]", #"{"get": 5}"#] {
            #expect((try? ControlRequest.parse(Array(line.utf8)).get()) == nil)
            if case let .failure(error) = ControlRequest.parse(Array(line.utf8)) { #expect(error.isMalformed, "\(line)") }
        }
        for line in [#"{"get": "lyrics"}"#, #"{"command": "skip-forwad"}"#, "{}"] {
            if case let .failure(error) = ControlRequest.parse(Array(line.utf8)) { #expect(!error.isMalformed, "\(line)") }
        }
    }
}
