import Foundation
import Testing
import TestSupport

/// Trim mode in the real binary's tile, inside tmux: `t`, Tab, ←, Enter save the selection
/// beside the file, and ffprobe reads what was saved.
@Suite struct TrimTileEndToEndTests {
    @Test func tTabLeftAndEnterSaveTheSelectionBesideTheFile() throws {
        let world = try TestWorld()
        let file = try world.reachable(try Fixtures.trimSource(.m4a))
        // Paused from the start: a Space sent once the tile showed the time landed 0.6 s later
        // on a loaded machine, and the selection was then shorter than the test took it to be.
        let pane = try TileEndToEndTests.Pane(["--start", "1", "--pause", file], world: world)
        try #require(pane.wait { $0.contains("Trim Me") && TileEndToEndTests.elapsed($0) != nil } != nil, "\(pane.screen())")
        try #require(pane.wait { TileEndToEndTests.transportRow($0).contains("▶") } != nil, "\(pane.screen())")
        try pane.send("t")
        // 12 s long: the end handle starts at the end. mpv starts this AAC file at the frame
        // before 1 s (0.99998 s), which shows as 0:00.
        let opened = pane.wait { ($0.contains("Trim 0:00") || $0.contains("Trim 0:01")) && $0.contains("— 0:12") }
        try #require(opened != nil, "no trim mode: \(pane.screen())")
        try pane.send("Tab")
        try pane.send("Left")
        #expect(pane.wait { $0.contains("— 0:02") } != nil, "the end moved back by the 10 s interval: \(pane.screen())")
        try pane.send("Enter")
        let output = world.media + "/trim-source-v2 (trimmed).m4a"
        let saved = pane.wait(seconds: 10) { $0.contains("Saved trim-source-v2 (trimmed).m4a") }
        #expect(saved != nil, "no notice: \(pane.screen())")
        let duration = try Fixtures.probeDuration(output)
        // From 1 s (where playback stands paused) to 2 s.
        #expect(duration > 0.9 && duration < 1.1, "\(duration)")
        try pane.send("Escape")
        #expect(pane.wait { !$0.contains("Trim 0:") } != nil, "\(pane.screen())")
    }
}
