import Foundation
import Testing
import TestSupport

/// Artwork in the real binary's tile, in tmux: a big cover shows, and a cover that is a FIFO
/// holds nothing up. (That the loop takes keys while a cover decodes: ArtworkLoaderTests.)
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

    @Test func aBigEmbeddedCoverAppearsInTheTile() throws {
        let song = try Fixtures.tone(seconds: 60, title: "Big Cover", embedding: try Fixtures.bigCover())
        let pane = try Pane([song], environment: Self.colors)
        let shown = pane.wait(seconds: 30) { $0.contains("Big Cover") && Self.showsArtwork(pane) }
        #expect(shown != nil, "no artwork: \(pane.screen())")
    }

    /// The folder's cover.jpg is a FIFO that nothing writes: reading it used to wait in open(2)
    /// for a writer, holding the artwork worker for good. It is refused at once, and keys go on
    /// being handled.
    @Test func aFIFONamedLikeTheCoverIsNotWaitedFor() throws {
        let folder = try Fixtures.folder(named: "fifo-cover")
        let song = try Fixtures.copy(try Fixtures.tone(seconds: 60, title: "FIFO Cover"), into: folder, as: "song.mp3")
        try #require(mkfifo(folder + "/cover.jpg", 0o644) == 0)
        let pane = try Pane([song], environment: Self.colors)
        try #require(pane.wait(seconds: 10) { $0.contains("FIFO Cover") && $0.contains("100%") } != nil,
                     "no tile: \(pane.screen())")
        try pane.send("9")
        #expect(pane.wait(seconds: 10) { $0.contains("95%") } != nil, "the key was not handled: \(pane.screen())")
        #expect(!Self.showsArtwork(pane))
        // Nothing opened the FIFO to write: had the player opened it to read, it would be waiting still.
        let writer = open(folder + "/cover.jpg", O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        #expect(writer < 0 && errno == ENXIO, "a reader holds the FIFO open")
        if writer >= 0 { close(writer) }
    }
}
