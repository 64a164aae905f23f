import Foundation
import PictureChecks
import Testing
import TestSupport

/// The real binary's tile in tmux with artwork in real pixels, read back from the bytes it
/// wrote to the pane (`pipe-pane -o`): kitty's pictures through tmux passthrough with Unicode
/// placeholders in the cells, and sixel where no tmux is in the way. The picture that arrives is
/// decoded and compared with the cover; a repaint that does not change the artwork writes none.
@Suite struct TilePixelsEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    /// A song whose cover is a smooth gradient: the same picture at any size, so that what the
    /// terminal receives can be compared with it at the size it was sent.
    static func song() throws -> String {
        try Fixtures.tone(seconds: 60, title: "Pixel Cover", embedding: try coverPicture())
    }

    /// The gradient as a 600×600 JPEG.
    static func coverPicture() throws -> String {
        let cover = Fixtures.directory + "/pixels-gradient-600.jpg"
        if !FileManager.default.fileExists(atPath: cover) {
            let raw = GraphicsDecoding.scratch("gradient.rgba")
            try Data(GraphicsDecoding.gradient(width: 600, height: 600)).write(to: URL(fileURLWithPath: raw))
            try Fixtures.run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "600x600",
                                                 "-i", raw, "-q:v", "2", cover])
        }
        return cover
    }

    static func tile(artwork: String, unsetting: [String] = [], tmuxOptions: [String] = []) throws -> Pane {
        let config = try Fixtures.folder(named: "pixels-\(artwork)") + "/config.toml"
        try "[theme]\nartwork = \"\(artwork)\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let pane = try Pane(["--config", config, try song()], environment: ["COLORTERM": "truecolor"],
                            unsetting: unsetting, tmuxOptions: tmuxOptions)
        try #require(pane.wait(seconds: 30) { $0.contains("Pixel Cover") } != nil, "no tile: \(pane.screen())")
        return pane
    }

    /// Waits until `condition` holds for the bytes written so far.
    static func waitForOutput(_ pane: Pane, seconds: Double = 30, until condition: ([UInt8]) -> Bool) -> [UInt8]? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            let raw = pane.rawOutput()
            if condition(raw) { return raw }
            usleep(50_000)
        } while Date() < deadline
        return nil
    }

    /// The elapsed time on screen has moved on twice: at least two repaints happened.
    static func waitForTwoRepaints(_ pane: Pane) throws {
        let start = TileEndToEndTests.elapsed(pane.screen())
        let moved = pane.wait(seconds: 10) { screen in
            guard let now = TileEndToEndTests.elapsed(screen), let start else { return false }
            return now >= start + 2
        }
        try #require(moved != nil, "the elapsed time did not move: \(pane.screen())")
    }

    @Test func kittyPicturesGoThroughTmuxPassthroughOnceAndThePlaceholdersHoldTheCells() throws {
        let pane = try Self.tile(artwork: "kitty", tmuxOptions: ["allow-passthrough on"])
        let placed = Self.waitForOutput(pane) { raw in
            (try? TerminalOutput.kittyCommands(in: TerminalOutput.passthrough(raw)))?.contains { $0.keys["U"] == "1" } == true
        }
        let raw = try #require(placed, "no virtual placement was written")
        let commands = try TerminalOutput.kittyCommands(in: TerminalOutput.passthrough(raw))
        let start = try #require(commands.firstIndex { $0.keys["a"] == "t" })
        let first = commands[start]
        #expect(first.keys["f"] == "32" && first.keys["o"] == "z" && first.keys["q"] == "2")
        let width = try #require(first.keys["s"].flatMap { Int($0) }), height = try #require(first.keys["v"].flatMap { Int($0) })
        var payload: [UInt8] = []
        for command in commands[start...] {
            payload += command.payload
            if command.keys["m"] != "1" { break }
        }
        let pixels = try GraphicsDecoding.inflate(try GraphicsDecoding.base64(payload), size: width * height * 4)
        let psnr = GraphicsDecoding.psnr(pixels, GraphicsDecoding.gradient(width: width, height: height))
        #expect(psnr >= 30, "the picture sent is not the cover: \(psnr) dB at \(width)×\(height)")

        let placement = try #require(commands.first { $0.keys["U"] == "1" })
        #expect(placement.keys["i"] == first.keys["i"])
        let rows = try #require(placement.keys["r"].flatMap { Int($0) })
        let screen = pane.screen()
        #expect(screen.split(separator: "\n").filter { $0.unicodeScalars.contains("\u{10EEEE}") }.count == rows,
                "placeholder rows: \(screen)")

        try Self.waitForTwoRepaints(pane)
        let later = try TerminalOutput.kittyCommands(in: TerminalOutput.passthrough(pane.rawOutput()))
        #expect(later.count == commands.count, "a repaint sent \(later.count - commands.count) more graphics commands")
    }

    @Test func sixelIsWrittenAtTheArtworkOnceDecodesToTheCoverAndComesBackAfterAnOverlay() throws {
        // Not inside tmux as far as PlayDeck knows: tmux 3.3a drops sixel, pipe-pane still keeps it.
        let pane = try Self.tile(artwork: "sixel", unsetting: ["TMUX"])
        let written = Self.waitForOutput(pane) { !TerminalOutput.sixels($0).isEmpty }
        let raw = try #require(written, "no sixel image was written")
        let sixel = try #require(TerminalOutput.sixels(raw).first)
        // Written at its cells with the cursor saved and put back around it.
        #expect(String(decoding: sixel.prefix, as: UTF8.self).contains("\u{1B}7\u{1B}["))
        let file = GraphicsDecoding.scratch("tile.sixel")
        try Data(sixel.image).write(to: URL(fileURLWithPath: file))
        try Fixtures.run("/usr/bin/sixel2png", ["-i", file, "-o", file + ".png"])
        let decoded = try GraphicsDecoding.decodePicture(path: file + ".png")
        let psnr = GraphicsDecoding.psnr(decoded.rgba, GraphicsDecoding.gradient(width: decoded.width, height: decoded.height))
        #expect(psnr >= 30, "the sixel is not the cover: \(psnr) dB at \(decoded.width)×\(decoded.height)")

        try Self.waitForTwoRepaints(pane)
        #expect(TerminalOutput.sixels(pane.rawOutput()).count == 1, "a repaint wrote the picture again")

        try pane.send("i")
        #expect(pane.wait { $0.contains("Info") } != nil)
        try pane.send("Escape")
        let again = Self.waitForOutput(pane, seconds: 10) { TerminalOutput.sixels($0).count == 2 }
        #expect(again != nil, "the picture did not come back after the info panel closed")
    }
}
