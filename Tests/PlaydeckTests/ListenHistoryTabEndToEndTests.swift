import Foundation
import Testing
import TestSupport

/// The info panel's History tab in the real binary inside tmux: the listens the player holds,
/// newest first, each marked with whether ListenBrainz took it, nothing of a title's escape
/// reaching the terminal.
@Suite struct ListenHistoryTabEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    @Test func theHistoryTabShowsTheLastListensNewestFirstWithWhatEachServiceTook() throws {
        let listens = "1\t1700000000\t192\tAurora Fields\tSolar Wind\tPolar\t/m/a.flac\n"
            + "2\t1700000300\t180\tAurora Fields\tGreen %1B[31mCurtain\tPolar\t/m/b.flac\n"
        // Nothing listens on port 9: the second listen stays to be taken.
        let config = "[scrobble]\nlistenbrainz = { token = \"t\", api_root = \"http://127.0.0.1:9/apis/listenbrainz\" }\n"
        let world = try ScrobbleCommandTests.world(listens: listens, sent: "1\n", config: config)
        let song = try ScrobbleEndToEndTests.song("Now On", seconds: 40)
        let pane = try Pane(["--pause", "--no-mpris", song], environment: ["TZ": "UTC"], world: world)
        try #require(pane.wait(seconds: 10) { $0.contains("Now On") && TileEndToEndTests.elapsed($0) != nil } != nil,
                     "no tile: \(pane.screen())")
        try pane.send("i")
        try #require(pane.wait(seconds: 10) { $0.contains("─ History ─") } != nil, "no info panel: \(pane.screen())")
        for _ in 0..<9 { try pane.send("Right") }  // the last tab, where → stays
        let shown = pane.wait(seconds: 10) { $0.contains("Solar Wind") }
        let screen = try #require(shown, "no listens: \(pane.screen())")
        let lines = screen.split(separator: "\n").map(String.init)
        let newest = try #require(lines.firstIndex { $0.contains("2023-11-14 22:18  Aurora Fields — Green �[31mCurtain") }, "\(screen)")
        let older = try #require(lines.firstIndex { $0.contains("2023-11-14 22:13  Aurora Fields — Solar Wind") }, "\(screen)")
        #expect(newest < older)
        #expect(lines[newest].contains("LB…"), "the newest is yet to be taken: \(lines[newest])")
        #expect(lines[older].contains(" LB ") && !lines[older].contains("LB…"), "the older was taken: \(lines[older])")
    }

    @Test func anAttachedTileGetsTheSameListensOverTheSocket() throws {
        let listens = "1\t1700000000\t192\tAurora Fields\tSolar Wind\tPolar\t/m/a.flac\n"
        let config = "[scrobble]\nlistenbrainz = { token = \"t\", api_root = \"http://127.0.0.1:9/apis/listenbrainz\" }\n"
        let world = try ScrobbleCommandTests.world(listens: listens, sent: "1\n", config: config)
        let own = try Pane(["--pause", "--no-mpris", try ScrobbleEndToEndTests.song("Now On", seconds: 40)], environment: ["TZ": "UTC"],
                           world: world)
        try #require(own.wait(seconds: 10) { $0.contains("Now On") && TileEndToEndTests.elapsed($0) != nil } != nil,
                     "no tile: \(own.screen())")
        let attached = try Attach.tile(in: world)
        try #require(attached.wait(seconds: 10) { $0.contains("Now On") } != nil, "no attached tile: \(attached.screen())")
        try attached.send("i")
        try #require(attached.wait(seconds: 10) { $0.contains("─ History ─") } != nil, "no info panel: \(attached.screen())")
        for _ in 0..<9 { try attached.send("Right") }
        #expect(attached.wait(seconds: 10) { $0.contains("2023-11-14 22:13  Aurora Fields — Solar Wind") && $0.contains(" LB ") } != nil,
                "no listens over the socket: \(attached.screen())")
    }
}
