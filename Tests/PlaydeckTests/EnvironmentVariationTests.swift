import Foundation
import Testing
import TestSupport

/// The real binary in a real terminal (tmux) under the environments people actually have: a
/// terminal that cannot draw (TERM=dumb, TERM unset), a locale that is not UTF-8 and one that is
/// forced, NO_COLOR, and media inside a private (0700) folder. In each it plays to the end, exits
/// 0 and leaves the terminal as it found it.
@Suite struct EnvironmentVariationTests {
    typealias Pane = TileEndToEndTests.Pane

    struct Variation: Sendable, CustomTestStringConvertible {
        let name: String
        var environment: [String: String] = [:]
        var unsetting: [String] = []
        /// Whether the tile can be drawn; if not, the status line plays instead, said in one line.
        var drawsTile = true
        /// Whether the media sits in a 0700 folder.
        var privateFolder = false
        var testDescription: String { name }
    }

    static let variations: [Variation] = [
        Variation(name: "TERM=dumb", environment: ["TERM": "dumb"], drawsTile: false),
        Variation(name: "TERM unset", unsetting: ["TERM"], drawsTile: false),
        Variation(name: "LANG=C", environment: ["LANG": "C"]),
        Variation(name: "LC_ALL=C.UTF-8", environment: ["LANG": "C", "LC_ALL": "C.UTF-8"]),
        Variation(name: "NO_COLOR=1", environment: ["NO_COLOR": "1"]),
        Variation(name: "media in a 0700 folder", privateFolder: true),
    ]

    @Test(arguments: variations)
    func itPlaysToTheEndAndExitsCleanly(_ variation: Variation) throws {
        let world = try TestWorld()
        var song = try Fixtures.tone(seconds: 2, title: "Variation Tone")
        if variation.privateFolder {
            let folder = world.media + "/private"
            #expect(mkdir(folder, 0o700) == 0)
            song = try Fixtures.copy(song, into: folder, as: "tone.mp3")
        }
        let pane = try Pane([song], environment: variation.environment, unsetting: variation.unsetting, world: world)
        if variation.drawsTile {
            #expect(pane.wait(seconds: 10) { $0.contains("Variation Tone") && $0.contains("Now Playing") } != nil,
                    "no tile: \(pane.screen())")
        } else {
            let fallback = pane.wait(seconds: 10) { $0.contains("showing the status line instead") && $0.contains("Variation Tone") }
            #expect(fallback != nil, "no status line: \(pane.screen())")
        }
        #expect(pane.exitStatus(within: 15) == 0, "\(pane.screen())")
        try BadInputTileTests.expectRestored(pane)
        let after = pane.screen()
        #expect(after.split(separator: "\n").filter { $0.hasPrefix("playdeck:") }.count <= (variation.drawsTile ? 0 : 1), "\(after)")
        if variation.environment["NO_COLOR"] != nil {
            let colours = Self.colourSequences(in: String(decoding: pane.rawOutput(), as: UTF8.self))
            #expect(colours.isEmpty, "NO_COLOR, yet colours were set: \(colours.prefix(5).map(\.debugDescription))")
        }
    }

    /// SGR sequences that set a foreground or background colour (the defaults, 39 and 49, aside).
    static func colourSequences(in text: String) -> [String] {
        let sgr = /\x1B\[(?:[0-9]*;)*(?:3[0-8]|4[0-8]|9[0-7]|10[0-7])(?:;[0-9]*)*m/
        return text.matches(of: sgr).map { String(text[$0.range]) }
    }
}
