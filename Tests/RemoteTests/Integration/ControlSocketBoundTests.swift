import Foundation
import Glibc
import NowPlaying
import Remote
import Testing
import TestSupport

/// What waits for the control socket's clients is bounded for the player as a whole, not only
/// per client: clients that ask and never read cannot grow a real player without end.
@Suite struct ControlSocketBoundTests {
    /// A line from /proc/PID/status, in KiB ("VmRSS", "VmHWM": the peak).
    static func memory(_ field: String, of pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    /// Everything the player sends `descriptor` until it hangs up (nil if it has not within 20 s),
    /// split into lines.
    static func readToTheEnd(_ descriptor: Int32, after unread: [UInt8]) -> [String]? {
        defer { close(descriptor) }
        var bytes = unread
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 1000) >= 0 || errno == EINTR else { return nil }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count == 0 { return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init) }
            if count > 0 { bytes += chunk[..<count] }
        }
        return nil
    }

    @Test func clientsThatAskAndNeverReadAreDroppedSlowestFirstWithinOneBound() throws {
        let file = try Fixtures.tone(seconds: 30, title: "Big Cover", coverWidth: 1200, height: 1200)
        let instance = try PlayDeckInstance(["--pause", file])
        defer { instance.stop() }
        // The cover as RGBA in base64, at the size the player keeps it: about 1.1 MB a line; 56
        // are 60 MB, under one client's ceiling.
        var ask = ""
        // The cover is decoded on a worker once the item has loaded; until then each answer is a
        // short "no artwork" line (seen in a fresh clone, where the item loads later): ask once
        // it is there, by the id a tile's snapshot gives it.
        let ready = try eventually(timeout: 10) {
            let client = try instance.client()
            try client.sendRaw(#"{"subscribe": "tile"}"# + "\n")
            guard let line = try client.readLine(timeout: 5),
                  case let .value(.nowPlaying(info))? = try? ServerLine.parse(Array(line.utf8), now: 0).get(),
                  let id = info.artworkID else { return false }
            ask = #"{"intent": {"artwork": {"id": \#(id), "size": {"width": 1200, "height": 1200}}}}"#
            try client.sendRaw(ask + "\n")
            while let answer = try client.readLine(timeout: 5) {
                if answer.hasPrefix(#"{"value":{"artwork""#) { return true }
                if answer.contains("noSuchContent") { return false }
            }
            return false
        }
        try #require(ready, "the cover was never served")
        let before = try #require(Self.memory("VmRSS", of: instance.pid))
        let stuck = try (0..<6).map { _ in try ControlClient(path: instance.socketPath) }
        for client in stuck { try client.sendRaw(String(repeating: ask + "\n", count: 56)) }
        // Asked after them: answered once they were served.
        #expect(try instance.ask(["command": "play"]).contains("success"))
        let peak = try #require(Self.memory("VmHWM", of: instance.pid))
        // Six clients that never read asked for 360 MB: 64 MiB may wait, plus the lines being built.
        #expect(peak - before < 160 * 1024, "grew from \(before) KiB to a peak of \(peak) KiB")
        var told = 0
        for client in stuck {
            client.finishSending()
            let (descriptor, unread) = client.handOver()
            // One still served gets its answers and waits for more: shut it down from our side.
            guard let lines = Self.readToTheEnd(descriptor, after: unread) else { continue }
            if lines.last?.hasPrefix(#"{"reason":"dropped for reading too slowly: "#) == true { told += 1 }
            #expect(lines.dropLast().allSatisfy { $0.hasPrefix(#"{"value":{"artwork""#) }, "every answer before the last line is whole: \(lines.map { $0.prefix(120) }.prefix(3))")
        }
        #expect(told >= 4, "\(told) of the 6 were told why they were dropped")
        #expect(try instance.status().state == "playing")
    }
}
