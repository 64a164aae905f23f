import Foundation
import Testing
import TestSupport

/// Picture in picture in the real binary inside tmux: the corner, `w` swapping, `W` closing,
/// and `w` in the queue panel opening the highlighted item there.
@Suite struct PictureInPictureTileEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    @Test func wSwapsTheCornerAndTheTileAndWClosesIt() throws {
        let talk = try Fixtures.tone(seconds: 60, title: "Main Talk", frequency: 300)
        let podcast = try Fixtures.tone(seconds: 60, title: "Podcast", frequency: 700)
        let pane = try Pane(["--pip", podcast, talk])
        try #require(pane.wait { $0.contains("PiP") && $0.contains("♪  Podcast") && $0.contains("Main Talk") } != nil,
                     "no corner: \(pane.screen())")
        try pane.send("w")
        #expect(pane.wait { $0.contains("♪  Main Talk") && $0.contains("Podcast") } != nil, "w did not swap: \(pane.screen())")
        try pane.send("w")
        #expect(pane.wait { $0.contains("♪  Podcast") } != nil, "w did not swap back: \(pane.screen())")
        try pane.send("W")
        #expect(pane.wait { !$0.contains("PiP") && !$0.contains("Podcast") && $0.contains("Main Talk") } != nil,
                "W did not close it: \(pane.screen())")
    }

    @Test func wInTheQueuePanelOpensTheHighlightedItemInTheCorner() throws {
        let first = try Fixtures.tone(seconds: 60, title: "Queue First", frequency: 350)
        let second = try Fixtures.tone(seconds: 60, title: "Queue Second", frequency: 450)
        let pane = try Pane([first, second])
        try #require(pane.wait { $0.contains("Queue First") && TileEndToEndTests.elapsed($0) != nil } != nil,
                     "\(pane.screen())")
        try pane.send("Tab")
        try #require(pane.wait { $0.contains("1 of 2") && $0.contains("Queue Second") } != nil, "no panel: \(pane.screen())")
        try pane.send("Down")
        try pane.send("w")
        #expect(pane.wait { $0.contains("Now Playing") && $0.contains("♪  Queue Second") && $0.contains("Queue First") } != nil,
                "the highlighted item is not in the corner: \(pane.screen())")
    }
}
