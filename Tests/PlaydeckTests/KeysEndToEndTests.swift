import Foundation
import Testing
import TestSupport

/// The keys people bring from cmus, ncmpcpp and mpv, on the real binary in tmux with a real
/// file: `+` and `-` turn the volume and say so, `g` goes to a share of the length, `x` says
/// shuffle is on.
@Suite struct KeysEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    @Test func plusSaysTheVolumeGoToFortyFivePercentLandsThereAndXSaysShuffleOn() throws {
        let song = try Fixtures.tone(seconds: 200, title: "Keys Tone")
        let pane = try Pane(["--pause", "--start", "5", song, try Fixtures.tone(seconds: 20, title: "After", frequency: 550)])
        try #require(pane.wait(seconds: 10) { $0.contains("Keys Tone") && TileEndToEndTests.elapsed($0) != nil } != nil,
                     "no tile: \(pane.screen())")
        try pane.send("-")
        #expect(pane.wait { BadInputTileTests.notice($0).contains("Volume 95%") } != nil, "\(pane.screen())")
        try pane.send("+")
        #expect(pane.wait { BadInputTileTests.notice($0).contains("Volume 100%") } != nil, "\(pane.screen())")
        try pane.send("g")
        #expect(pane.wait { $0.contains("Go to:") } != nil, "no prompt: \(pane.screen())")
        try pane.tmux(["send-keys", "-l", "45%"])
        try pane.send("Enter")
        // 45 % of 200 s, paused: the scrubber stops at 1:30 (a frame short of it shows 1:29).
        #expect(pane.wait(seconds: 10) { (89...90).contains(TileEndToEndTests.elapsed($0) ?? 0) && !$0.contains("Go to:") } != nil,
                "not at 1:30: \(pane.screen())")
        try pane.send("g")
        try pane.tmux(["send-keys", "-l", "1:2x"])
        try pane.send("Enter")
        #expect(pane.wait { $0.contains("'1:2x' is not a time") && $0.contains("Go to: 1:2x") } != nil,
                "a bad entry says why and stays: \(pane.screen())")
        try pane.send("Escape")
        #expect(pane.wait { !$0.contains("Go to:") } != nil, "\(pane.screen())")
        try pane.send("x")
        #expect(pane.wait { BadInputTileTests.notice($0).contains("Shuffle on") } != nil, "\(pane.screen())")
        #expect((89...90).contains(TileEndToEndTests.elapsed(pane.screen()) ?? 0), "nothing moved it")
    }
}
