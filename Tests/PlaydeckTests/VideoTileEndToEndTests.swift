import Foundation
import Glibc
import Testing
import TestSupport

/// Video in the tile and `--trace-latency`, with the real binary in tmux at 80×24.
@Suite struct VideoTileEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    /// Block symbols (U+2580–U+259F) on the screen: chafa's video cells.
    static func blockCount(_ screen: String) -> Int {
        screen.unicodeScalars.filter { (0x2580...0x259F).contains($0.value) }.count
    }

    @Test func withoutADisplayTheClipPlaysAsMovingCellsInTheArtworkArea() throws {
        let clip = try Fixtures.testClip(seconds: 10)
        // An empty DISPLAY counts as none and an empty NO_COLOR as unset, whatever the runner has.
        let pane = try Pane([clip], columns: 80, rows: 24, environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "NO_COLOR": ""])
        let shown = pane.wait(seconds: 10) { Self.blockCount($0) > 40 }
        try #require(shown != nil, "no video cells: \(pane.screen())")
        let first = try pane.tmux(["capture-pane", "-p", "-e"])
        let changed = pane.wait(seconds: 5) { _ in
            ((try? pane.tmux(["capture-pane", "-p", "-e"])) ?? first) != first
        }
        #expect(changed != nil, "the picture did not move")
        // z switches to fill, which the toast confirms instead of "not available".
        try pane.send("z")
        #expect(pane.wait { $0.contains("Fill") } != nil, "\(pane.screen())")
    }

    @Test func traceLatencyWritesTheFirstPaintAndOneLinePerKey() throws {
        let song = try Fixtures.tone(seconds: 60, title: "Trace Tone", artist: "Test Artist", album: "Seeds")
        let trace = Fixtures.directory + "/trace-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        var launch = timespec()
        clock_gettime(CLOCK_MONOTONIC, &launch)
        let launched = Double(launch.tv_sec) + Double(launch.tv_nsec) / 1e9
        let pane = try Pane(["--trace-latency", trace, song], columns: 80, rows: 24)
        try #require(pane.wait { $0.contains("Trace Tone") } != nil, "\(pane.screen())")
        try pane.send("m")
        try pane.send("m")
        try pane.send("Right")
        var lines: [[Substring]] = []
        var keys: [[Substring]] = []
        let deadline = Date().addingTimeInterval(5)
        repeat {
            let text = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
            lines = text.split(separator: "\n").map { $0.split(separator: " ") }
            keys = lines.filter { !["first-paint", "playback-restart", "restart", "snapshot", "artwork"].contains($0.first ?? "") }
            if keys.count >= 3 { break }
            usleep(50_000)
        } while Date() < deadline
        let firstPaint = try #require(lines.first { $0.first == "first-paint" }, "\(lines)")
        // Monotonic time, like the keys' times: after the launch, before the keys.
        let painted = try #require(firstPaint.count == 2 ? Double(firstPaint[1]) : nil)
        #expect(painted > launched && painted - launched < 10)
        #expect(keys.map { $0.first.map(String.init) ?? "" } == ["m", "m", "right"], "\(lines)")
        #expect(lines.filter { $0.first == "playback-restart" }.count == 1, "\(lines)")
        for key in keys {
            let received = try #require(key.count == 3 ? Double(key[1]) : nil)
            #expect(received > painted)
            let painted = try #require(Double(key[2]))
            #expect(painted >= received && painted - received < 1)
        }
    }
}
