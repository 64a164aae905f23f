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

    /// The characters drawn just left of `title` on its row: the corner's picture, if it has one.
    static func pictureBeside(_ title: String, in screen: String) -> String? {
        guard let line = screen.split(separator: "\n").first(where: { $0.contains(title) }),
              let range = line.range(of: title) else { return nil }
        let before = line[..<range.lowerBound]
        guard let border = before.lastIndex(of: "│") else { return nil }
        return String(before[before.index(after: border)...]).trimmingCharacters(in: .whitespaces)
    }

    @Test func theCornerShowsThePodcastsCoverInsteadOfANote() throws {
        let talk = try Fixtures.tone(seconds: 60, title: "Main Talk", frequency: 300)
        let podcast = try Fixtures.tone(seconds: 60, title: "Covered Podcast", embedding: try Fixtures.bigCover(side: 600))
        let pane = try Pane(["--pip", podcast, talk], environment: ["NO_COLOR": ""])
        let shown = pane.wait(seconds: 10) { screen in
            guard let picture = Self.pictureBeside("Covered Podcast", in: screen) else { return false }
            return picture.count >= 4 && !picture.contains("♪")
        }
        #expect(shown != nil, "no picture in the corner: \(pane.screen())")
        // Swapped, the cover is the tile's and the talk (no cover) shows its note in the corner.
        try pane.send("w")
        #expect(pane.wait { Self.pictureBeside("Main Talk", in: $0) == "♪" } != nil, "\(pane.screen())")
    }

    @Test func aVideoInTheCornerMovesThereAndFillsTheTileOnceSwapped() throws {
        let talk = try Fixtures.tone(seconds: 60, title: "Main Talk", frequency: 300)
        let clip = try Fixtures.testClip(seconds: 60)
        let pane = try Pane(["--pip", clip, talk], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "NO_COLOR": ""])
        let blocks = VideoTileEndToEndTests.blockCount
        // The corner alone: a small picture of the clip beside its name, the talk's note in the tile.
        let corner = pane.wait(seconds: 10) { $0.contains("Main Talk") && blocks($0) >= 10 }
        try #require(corner != nil, "no video in the corner: \(pane.screen())")
        let first = try pane.tmux(["capture-pane", "-p", "-e"])
        let moved = pane.wait(seconds: 5) { _ in ((try? pane.tmux(["capture-pane", "-p", "-e"])) ?? first) != first }
        #expect(moved != nil, "the corner's picture did not move")
        // The tile's picture area (the left 30 columns) shows the talk's note, no frames.
        let left = { (screen: String) in blocks(screen.split(separator: "\n").map { String($0.prefix(30)) }.joined(separator: "\n")) }
        #expect(left(pane.screen()) == 0, "\(pane.screen())")
        // Swapped: the clip's frames fill the tile's picture area, the talk is in the corner.
        try pane.send("w")
        let swapped = pane.wait(seconds: 10) { left($0) >= 10 && Self.pictureBeside("Main Talk", in: $0) == "♪" }
        #expect(swapped != nil, "the clip did not fill the tile: \(pane.screen())")
        // Closed while swapped: the talk is the tile's again, its note where the clip was.
        try pane.send("W")
        #expect(pane.wait { !$0.contains("PiP") && $0.contains("Main Talk") && blocks($0) == 0 } != nil, "\(pane.screen())")
    }
}
