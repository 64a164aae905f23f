import Foundation
import Testing
import TestSupport

/// The real binary's tile in tmux with TERM=xterm-256color (a description without RGB, as
/// kitty's, VTE's and Alacritty's usual setups have): COLORTERM=truecolor gets the artwork in
/// 24-bit colour, read from the bytes written to the pane (`pipe-pane -o`).
@Suite struct TruecolorTileTests {
    typealias Pane = TileEndToEndTests.Pane

    /// SGR colour changes in 24-bit form, as ncurses writes them for a `-direct` description
    /// (`38:2::r:g:b`) or as other writers do (`38;2;r;g;b`), foreground and background.
    static func directColours(_ bytes: [UInt8]) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        return ["38:2:", "48:2:", "38;2;", "48;2;"].reduce(0) { $0 + text.components(separatedBy: $1).count - 1 }
    }

    static func tile(_ environment: [String: String], config: String? = nil) throws -> Pane {
        let song = try Fixtures.tone(seconds: 60, title: "Truecolor Cover", embedding: try Fixtures.bigCover(side: 600))
        var arguments = [song]
        if let config {
            let path = try Fixtures.folder(named: "truecolor-config") + "/config.toml"
            try config.write(toFile: path, atomically: true, encoding: .utf8)
            arguments = ["--config", path] + arguments
        }
        let pane = try Pane(arguments, environment: ["TERM": "xterm-256color", "NO_COLOR": ""].merging(environment) { $1 })
        let shown = pane.wait(seconds: 30) { $0.contains("Truecolor Cover") && ArtworkEndToEndTests.showsArtwork(pane) }
        try #require(shown != nil, "no artwork: \(pane.screen())")
        return pane
    }

    @Test func colortermTruecolorDrawsTheArtworkIn24BitColour() throws {
        let pane = try Self.tile(["COLORTERM": "truecolor"])
        #expect(Self.directColours(pane.rawOutput()) > 24)
    }

    @Test func withoutColortermThe256ColourPaletteStays() throws {
        let pane = try Self.tile([:])
        let raw = pane.rawOutput()
        #expect(Self.directColours(raw) == 0)
        #expect(String(decoding: raw, as: UTF8.self).contains("48;5;"))
    }

    @Test func anArtworkModeTheTerminalDoesNotShowFallsBackToSymbols() throws {
        let pane = try Self.tile(["COLORTERM": "truecolor"], config: "[theme]\nartwork = \"sixel\"\n")
        let raw = String(decoding: pane.rawOutput(), as: UTF8.self)
        #expect(Self.directColours(pane.rawOutput()) > 24)
        #expect(!raw.contains("\u{1B}P") && !raw.contains("\u{1B}_G"), "an image sequence reached a terminal without it")
    }
}
