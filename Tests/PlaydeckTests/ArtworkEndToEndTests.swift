import Foundation
import Testing
import TestSupport

/// Artwork in the real binary's tile, in tmux: a big cover shows, and the loop keeps taking
/// keys while a cover is still being decoded.
@Suite struct ArtworkEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    /// Colours on, whatever the runner has: artwork is then drawn in block symbols.
    static let colors = ["NO_COLOR": ""]

    /// How many times the screen (`capture-pane -e`) switches to a background colour: the tile
    /// itself draws on the terminal's own background, a picture's cells are coloured spaces
    /// and blocks.
    static func backgroundChanges(_ pane: Pane) -> Int {
        let screen = (try? pane.tmux(["capture-pane", "-p", "-e"])) ?? ""
        var changes = 0
        for sequence in screen.split(separator: "\u{1B}").dropFirst() where sequence.hasPrefix("[") {
            guard let end = sequence.firstIndex(of: "m") else { continue }
            let parameters = sequence[sequence.index(after: sequence.startIndex)..<end].split(separator: ";")
            changes += zip(parameters, parameters.dropFirst()).filter { $0.0 == "48" && ($0.1 == "5" || $0.1 == "2") }.count
        }
        return changes
    }

    /// A picture is in the artwork area: more colour changes than its rows.
    static func showsArtwork(_ pane: Pane) -> Bool {
        backgroundChanges(pane) > 24
    }

    static func traceLines(_ path: String) -> [[Substring]] {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.split(separator: " ") }
    }

    @Test func aBigEmbeddedCoverAppearsInTheTile() throws {
        let song = try Fixtures.tone(seconds: 60, title: "Big Cover", embedding: try Fixtures.bigCover())
        let pane = try Pane([song], environment: Self.colors)
        let shown = pane.wait(seconds: 30) { $0.contains("Big Cover") && Self.showsArtwork(pane) }
        #expect(shown != nil, "no artwork: \(pane.screen())")
    }

    @Test func aKeyIsHandledWhileTheCoverIsStillDecoding() throws {
        // The folder's cover.jpg is a pipe: decoding it lasts until the test writes the picture.
        let folder = try Fixtures.folder(named: "pending-cover")
        let song = try Fixtures.copy(try Fixtures.tone(seconds: 60, title: "Pending Cover"), into: folder, as: "song.mp3")
        let fifo = try PictureFIFO(path: folder + "/cover.jpg")
        let trace = folder + "/trace.txt"
        let pane = try Pane(["--trace-latency", trace, song], environment: Self.colors)
        try #require(pane.wait(seconds: 10) { $0.contains("Pending Cover") && $0.contains("100%") } != nil,
                     "no tile: \(pane.screen())")
        try #require(fifo.connect(), "the cover was never opened")
        try pane.send("9")
        #expect(pane.wait(seconds: 10) { $0.contains("95%") } != nil, "the key was not handled: \(pane.screen())")
        #expect(!Self.showsArtwork(pane), "artwork before its picture was written")
        let picture = try Data(contentsOf: URL(fileURLWithPath: try Fixtures.bigCover(side: 1000)))
        #expect(fifo.finish(Array(picture)))
        #expect(pane.wait(seconds: 10) { _ in Self.showsArtwork(pane) } != nil, "no artwork: \(pane.screen())")
        // The trace says the same, in order: the key was painted before the picture was decoded.
        var lines: [[Substring]] = []
        let deadline = Date().addingTimeInterval(5)
        repeat {
            lines = Self.traceLines(trace)
            if lines.contains(where: { $0.first == "artwork" }) { break }
            usleep(50_000)
        } while Date() < deadline
        let key = try #require(lines.firstIndex { $0.first == "9" }, "\(lines)")
        let artwork = try #require(lines.firstIndex { $0.first == "artwork" }, "\(lines)")
        #expect(key < artwork)
        let times = lines[artwork].dropFirst().compactMap { Double($0) }
        try #require(times.count >= 3, "\(lines[artwork])")
        #expect(times[0] <= times[1] && times[1] <= times[2])
        let painted = try #require(Double(lines[key][2]))
        #expect(painted < times[1], "the key waited for the picture")
    }
}
