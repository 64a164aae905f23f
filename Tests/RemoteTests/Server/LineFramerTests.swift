import Testing
@testable import Remote

@Suite struct LineFramerTests {
    private func feed(_ framer: inout LineFramer, _ text: String) -> [LineFramer.Item] {
        Array(text.utf8).withUnsafeBytes { framer.append($0) }
    }

    @Test func linesSplitAcrossReadsAreJoined() {
        var framer = LineFramer(limit: 100)
        #expect(feed(&framer, "{\"get\":").isEmpty)
        #expect(feed(&framer, "\"now-playing\"}\n{\"co") == [.line(Array("{\"get\":\"now-playing\"}".utf8))])
        #expect(feed(&framer, "mmand\":\"play\"}\r\n") == [.line(Array("{\"command\":\"play\"}".utf8))])
    }

    @Test func anOverlongLineIsReportedOnceAndTheNextLineStillArrives() {
        var framer = LineFramer(limit: 10)
        #expect(feed(&framer, String(repeating: "x", count: 8)).isEmpty)
        #expect(feed(&framer, String(repeating: "x", count: 8)) == [.tooLong])
        #expect(feed(&framer, String(repeating: "y", count: 50)).isEmpty, "the rest of the long line is skipped")
        #expect(feed(&framer, "zz\nok\n") == [.line(Array("ok".utf8))])
    }

    @Test func aLineOfExactlyTheLimitIsAccepted() {
        var framer = LineFramer(limit: 4)
        #expect(feed(&framer, "abcd\nabcde\n") == [.line(Array("abcd".utf8)), .tooLong])
    }

    @Test func theLastLineWithoutANewlineIsDeliveredAtTheEnd() {
        var framer = LineFramer(limit: 100)
        #expect(feed(&framer, "a\nb").count == 1)
        #expect(framer.finish() == [.line([UInt8(ascii: "b")])])
        #expect(framer.finish().isEmpty)
    }
}
