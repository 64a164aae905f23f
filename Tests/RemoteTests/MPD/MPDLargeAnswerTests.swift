import Foundation
import Testing
import TestSupport

/// One answer larger than MPD's output buffer, to a client that reads it: MPD closes the client
/// (unless `max_output_buffer_size` is raised); PlayDeck sends it all.
@Suite struct MPDLargeAnswerTests {
    @Test func aQueueLongerThanMPDsOutputBufferIsListedWholeToAClientThatReads() throws {
        let tone = try Fixtures.tone(seconds: 2)
        let list = try TestWorld.makeFolder(prefix: "mpd-long") + "/long.m3u"
        let count = 50_000
        try String(repeating: tone + "\n", count: count).write(toFile: list, atomically: true, encoding: .utf8)
        let playdeck = try PlayDeckMPD(["--pause", list])
        let client = try playdeck.client()
        var length = ""
        #expect(playdeck.process.wait(timeout: 30) {
            length = (try? client.send("status"))?.split(separator: "\n").first { $0.hasPrefix("playlistlength: ") }.map(String.init) ?? ""
            return length == "playlistlength: \(count)"
        }, "\(length)")
        let answer = try client.send("playlistinfo")
        #expect(answer.utf8.count > MPDServerLimitsMirror.outputBuffer, "larger than MPD's buffer: \(answer.utf8.count) bytes")
        #expect(answer.hasSuffix("\nOK\n"))
        #expect(answer.split(separator: "\n").filter { $0.hasPrefix("file: ") }.count == count)
        #expect(try client.send("ping") == "OK\n", "the client stays")
    }
}
