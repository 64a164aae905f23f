import Foundation
import Testing
import TestSupport

/// The secondary subtitle menu in the real binary inside tmux, on a file with two subtitle tracks.
@Suite struct TrackTileEndToEndTests {
    @Test func kChoosesASecondarySubtitleThatBothMenusThenShow() throws {
        let pane = try TileEndToEndTests.Pane([try Fixtures.multiTrack()])
        try #require(pane.wait(seconds: 10) { TileEndToEndTests.elapsed($0) != nil } != nil, "\(pane.screen())")
        try pane.send("k")
        let menu = pane.wait { $0.contains("Secondary subtitles") && $0.contains("fre · subrip") }
        try #require(menu != nil, "no secondary subtitle menu: \(pane.screen())")
        for key in ["Down", "Down", "Enter"] { try pane.send(key) }
        try #require(pane.wait { !$0.contains("Secondary subtitles") } != nil, "\(pane.screen())")
        try pane.send("k")
        #expect(pane.wait { $0.contains("● fre · subrip") && $0.contains("Secondary subtitles") } != nil,
                "the secondary track is not marked: \(pane.screen())")
        try pane.send("Escape")
        // Esc and a key in one read are meta and that key: the menu must close first.
        try #require(pane.wait { !$0.contains("Secondary subtitles") } != nil, "\(pane.screen())")
        try pane.send("j")
        #expect(pane.wait { $0.contains("fre · subrip (secondary)") } != nil,
                "the subtitle menu does not name it: \(pane.screen())")
    }
}
