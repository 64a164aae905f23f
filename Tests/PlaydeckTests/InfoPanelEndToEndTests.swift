import Foundation
import Testing
import TestSupport

/// The info panel's Info tab in the real binary inside tmux: `i` on a FLAC shows what
/// libavformat read of it (read on the player's worker when asked), the same over `attach`,
/// and the rows scroll to the tags.
@Suite struct InfoPanelEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    static func flac() throws -> String {
        try Fixtures.tagged("flac", seconds: 30, tags: ["title": "Solar Wind", "artist": "Aurora Fields", "TRACKNUMBER": "3",
                                                        "TRACKTOTAL": "12", "REPLAYGAIN_TRACK_GAIN": "-6.20 dB"],
                            options: ["-ac", "2", "-ar", "44100"])
    }

    @Test func iOnAFLACShowsItsCodecRateAndNumbersAndTheRowsScrollToItsTags() throws {
        let pane = try Pane([try Self.flac()], columns: 100, rows: 30)
        try #require(pane.wait(seconds: 10) { $0.contains("Solar Wind") && TileEndToEndTests.elapsed($0) != nil } != nil,
                     "no tile: \(pane.screen())")
        #expect(pane.screen().contains("Track 3"), "the card says the track's number, not a bare place in the queue")
        try pane.send("i")
        let shown = pane.wait(seconds: 10) { $0.contains("FLAC · 44.1 kHz · 16-bit · stereo") }
        let screen = try #require(shown, "no details: \(pane.screen())")
        #expect(screen.contains("raw FLAC"))
        #expect(screen.contains("3/12"))
        #expect(screen.contains("-6.20 dB"))
        try pane.send("End")
        #expect(pane.wait { $0.contains("replaygain_track_gain") && $0.contains("tracktotal") } != nil,
                "End did not scroll to the tags: \(pane.screen())")
        try pane.send("Enter")
        #expect(pane.wait { !$0.contains("╭─ Info") && $0.contains("╭─ Now Playing") } != nil,
                "Enter presses Play from Beginning and closes the panel: \(pane.screen())")
    }

    @Test func anAttachedTileGetsTheSameDetailsOverTheSocket() throws {
        let world = try TestWorld()
        let own = try Pane(["--pause", "--no-mpris", try Self.flac()], world: world)
        try #require(own.wait(seconds: 10) { $0.contains("Solar Wind") && TileEndToEndTests.elapsed($0) != nil } != nil,
                     "no tile: \(own.screen())")
        let attached = try Attach.tile(in: world)
        try #require(attached.wait(seconds: 10) { $0.contains("Solar Wind") } != nil, "no attached tile: \(attached.screen())")
        try attached.send("i")
        #expect(attached.wait(seconds: 10) { $0.contains("FLAC · 44.1 kHz · 16-bit · stereo") && $0.contains("3/12") } != nil,
                "no details over the socket: \(attached.screen())")
    }
}
