import Foundation
import Testing
import TestSupport

/// Network items in the tile, in tmux: a bad one gives way to the file after it, a live stream
/// shows LIVE instead of a length, a slow one how full the cache is; after `q` the terminal is
/// given back and each failure is one line on it.
@Suite struct NetworkTileTests {
    typealias Pane = TileEndToEndTests.Pane

    static func playingGood(_ screen: String) -> Bool {
        screen.contains(NetworkInput.goodTitle) && TileEndToEndTests.transportRow(screen).contains("❚❚")
    }

    /// Quits, then checks the exit status, the terminal and the lines naming `url`.
    static func quit(_ pane: Pane, status: Int, url: String, reasons: [String],
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        try pane.send("q")
        #expect(pane.exitStatus(within: 10) == status, sourceLocation: sourceLocation)
        #expect(pane.format("#{alternate_on} #{cursor_flag}") == "0 1", "terminal not restored",
                sourceLocation: sourceLocation)
        // The tile replays standard error once it has given the terminal back.
        let after = try pane.tmux(["capture-pane", "-p", "-J"]).split(separator: "\n").map(String.init)
        let about = after.filter { $0.contains(url) }
        #expect(about.count == (reasons.isEmpty ? 0 : 1), "\(after)", sourceLocation: sourceLocation)
        for reason in reasons {
            #expect(about.first?.contains(reason) == true, "\(about)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: NetworkInput.rows)
    func aBadNetworkItemGivesWayToTheFileAfterIt(_ row: NetworkInput) throws {
        let server = try NetworkInput.server()
        let url = row.url(server), good = try Fixtures.tone(seconds: 20, title: NetworkInput.goodTitle)
        let pane = try Pane(["--config", try NetworkInput.config(), url, good])
        #expect(pane.wait(seconds: 25, until: Self.playingGood) != nil, "the good file is not playing: \(pane.screen())")
        try Self.quit(pane, status: 1, url: url, reasons: [row.reason])
    }

    @Test func aLiveStreamShowsLIVEAndItsServerGoingAwayGivesWayToTheNextFile() throws {
        let server = try NetworkInput.server()
        let live = server.url("live.m3u8"), good = try Fixtures.tone(seconds: 20, title: NetworkInput.goodTitle)
        let pane = try Pane(["--config", try NetworkInput.config(), live, good])
        let shown = pane.wait(seconds: 20) { screen in
            let rows = screen.split(separator: "\n")
            return rows.contains { $0.hasPrefix("  ╭─ Now Playing") && $0.contains("● LIVE") }
                && rows.contains { $0.hasSuffix("LIVE  │") }
        }
        let screen = try #require(shown, "no LIVE badge and scrubber: \(pane.screen())")
        #expect(TileEndToEndTests.elapsed(screen) == nil, "no time remaining is shown: \(screen)")
        server.stop()
        #expect(pane.wait(seconds: 25, until: Self.playingGood) != nil, "the good file is not playing: \(pane.screen())")
        try Self.quit(pane, status: 1, url: live, reasons: ["stream lost at", "Connection refused"])
    }

    @Test func aSlowStreamShowsHowFullTheCacheIsAndQuittingItIsNoFailure() throws {
        let server = try NetworkInput.server()
        let slow = server.url("drip/tone.mp3?bps=4000")
        let pane = try Pane(["--config", try NetworkInput.config(), slow])
        #expect(pane.wait(seconds: 20) { $0.contains("buffering ") && $0.contains("%") } != nil,
                "no buffering shown: \(pane.screen())")
        try Self.quit(pane, status: 0, url: slow, reasons: [])
    }
}
