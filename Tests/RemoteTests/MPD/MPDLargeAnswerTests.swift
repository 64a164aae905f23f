import Foundation
import Testing
import TestSupport

/// One answer larger than MPD's output buffer, to a client that reads it: MPD closes the client
/// (unless `max_output_buffer_size` is raised); PlayDeck sends it all.
@Suite struct MPDLargeAnswerTests {
    @Test func aQueueLongerThanMPDsOutputBufferIsListedWholeToAClientThatReads() throws {
        // Each row is larger than 8 MiB / count by its path alone, whether or not its tags were read yet.
        let count = 20_000
        let folder = try TestWorld.makeFolder(prefix: "mpd-long")
        let deep = folder + "/" + String(repeating: "a", count: 200) + "/" + String(repeating: "b", count: 200)
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        let tone = deep + "/tone.mp3"
        try FileManager.default.copyItem(atPath: try Fixtures.tone(seconds: 2), toPath: tone)
        #expect(tone.utf8.count * count > MPDServerLimitsMirror.outputBuffer)
        let list = folder + "/long.m3u"
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
