import Commands
import NowPlaying
import Testing
@testable import Remote

/// Replies are one sorted line each, and read back whole.
@Suite struct ControlReplyTests {
    @Test func repliesAreSortedLinesThatReadBack() {
        let replies = [
            ControlReply(status: "success"),
            ControlReply(status: "disabled", reason: "Skipping is unavailable during an ad", id: .number(3)),
            ControlReply.error("malformed JSON", id: .text("a/1")),
            ControlReply(status: "error", reason: "x", id: .number(2.5)),
        ]
        #expect(replies[1].line() == #"{"id":3,"reason":"Skipping is unavailable during an ad","status":"disabled"}"#)
        #expect(replies[2].line() == #"{"id":"a/1","reason":"malformed JSON","status":"error"}"#)
        for reply in replies {
            #expect(ControlReply.decode(reply.line()) == reply)
        }
    }

    @Test func aLineThatIsNotAReplyIsNone() {
        #expect(ControlReply.decode("not json") == nil)
        #expect(ControlReply.decode(#"{"reason": "no status"}"#) == nil)
    }
}
