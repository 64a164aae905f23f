import Foundation
import PictureChecks
import Testing
import TestSupport

/// A resize storm (tmux resized fifteen times at once, each size asking for the picture at new
/// cells while the last one is still on its way): when it is over, the tile is laid out for the last
/// size, every graphics command written is whole (each one parses, a chunked transmission ends
/// with m=0), and the picture on screen is the cover at the last size's artwork cells, sent and
/// placed once (also when the last size is laid out in panes).
@Suite struct TilePixelsResizeTests {
    /// Sizes the storm goes through, ending at 80×24.
    static let storm = [(60, 20), (120, 40), (44, 27), (100, 30), (50, 16), (90, 35), (70, 22), (110, 28),
                        (40, 12), (100, 40), (64, 20), (120, 30), (56, 18), (96, 32), (80, 24)]

    static func resizeStorm(_ pane: TileEndToEndTests.Pane) throws {
        for (columns, rows) in storm {
            _ = try pane.tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
        }
    }

    /// The screen laid out at 80×24: the tile's frame is whole and nothing is drawn beyond it.
    static func laidOutAt80By24(_ pane: TileEndToEndTests.Pane) -> String? {
        pane.wait(seconds: 10) { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            guard let top = lines.firstIndex(where: { $0.contains("╭─ Now Playing") }),
                  let bottom = lines.lastIndex(where: { $0.contains("╯") }) else { return false }
            return lines[top].hasSuffix("╮") && top < bottom && lines.allSatisfy { $0.count <= 80 }
                && lines.count(where: { !$0.isEmpty }) <= 24 && TileEndToEndTests.elapsed(screen) != nil
        }
    }

    @Test func kittyThroughTmuxEndsWithWholeCommandsAndPlaceholdersAtTheLastSize() throws {
        let pane = try TilePixelsEndToEndTests.tile(artwork: "kitty", tmuxOptions: ["allow-passthrough on"])
        try Self.resizeStorm(pane)
        let screen = try #require(Self.laidOutAt80By24(pane), "not laid out at 80×24: \(pane.screen())")
        // The last virtual placement is the one the placeholders on screen stand for.
        let settled = TilePixelsEndToEndTests.waitForOutput(pane, seconds: 10) { raw in
            guard let commands = try? TerminalOutput.kittyCommands(in: TerminalOutput.passthrough(raw)),
                  let last = commands.last(where: { $0.keys["U"] == "1" }), let rows = last.keys["r"].flatMap(Int.init) else {
                return false
            }
            return pane.screen().split(separator: "\n").filter { $0.unicodeScalars.contains("\u{10EEEE}") }.count == rows
        }
        let raw = try #require(settled, "the placeholders on screen match no placement: \(screen)")
        let commands = try TerminalOutput.kittyCommands(in: TerminalOutput.passthrough(raw))
        var open = false
        for command in commands {
            if command.keys["a"] == "t" || open { open = command.keys["m"] == "1" }
        }
        #expect(!open, "a chunked transmission was left unfinished")
        let placement = try #require(commands.last { $0.keys["U"] == "1" })
        let image = try #require(placement.keys["i"])
        // The image placed was transmitted whole, and not deleted after.
        let sent = try #require(commands.lastIndex { $0.keys["a"] == "t" && $0.keys["i"] == image }, "image \(image) never sent")
        #expect(!commands[sent...].contains { $0.keys["a"] == "d" && $0.keys["i"] == image }, "image \(image) deleted while shown")
        let first = commands[sent]
        let width = try #require(first.keys["s"].flatMap { Int($0) }), height = try #require(first.keys["v"].flatMap { Int($0) })
        var payload: [UInt8] = []
        for command in commands[sent...] where command.keys["a"] == "t" || command.keys["a"] == nil {
            payload += command.payload
            if command.keys["m"] != "1" { break }
        }
        let pixels = try GraphicsDecoding.inflate(try GraphicsDecoding.base64(payload), size: width * height * 4)
        let psnr = GraphicsDecoding.psnr(pixels, GraphicsDecoding.gradient(width: width, height: height))
        #expect(psnr >= 30, "the picture placed is not the cover: \(psnr) dB at \(width)×\(height)")
    }

    @Test func kittyStormEndingInPanesPlacesTheCoverOnceAtTheColumnsCells() throws {
        let pane = try TilePixelsEndToEndTests.tile(artwork: "kitty", tmuxOptions: ["allow-passthrough on"])
        for (columns, rows) in Self.storm.dropLast() + [(160, 45)] {
            _ = try pane.tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
        }
        // Laid out in panes, the placeholders on screen standing for a 66×33 placement.
        let settled = TilePixelsEndToEndTests.waitForOutput(pane, seconds: 10) { raw in
            guard let commands = try? TerminalOutput.kittyCommands(in: TerminalOutput.passthrough(raw)),
                  let last = commands.last(where: { $0.keys["U"] == "1" }), last.keys["c"] == "66", last.keys["r"] == "33" else {
                return false
            }
            let lines = pane.screen().split(separator: "\n")
            return lines.first?.contains("╮╭─ Queue ") == true && lines.filter { $0.unicodeScalars.contains("\u{10EEEE}") }.count == 33
        }
        let raw = try #require(settled, "not laid out in panes with the cover at 66×33: \(pane.screen())")
        let before = try TerminalOutput.kittyCommands(in: TerminalOutput.passthrough(raw)).count
        try TilePixelsEndToEndTests.waitForTwoRepaints(pane)
        let commands = try TerminalOutput.kittyCommands(in: TerminalOutput.passthrough(pane.rawOutput()))
        let image = try #require(commands.last { $0.keys["U"] == "1" }?.keys["i"])
        #expect(commands.count { $0.keys["U"] == "1" && $0.keys["i"] == image } == 1, "the last picture was placed more than once")
        #expect(commands.count { $0.keys["a"] == "t" && $0.keys["i"] == image } == 1, "the last picture was sent more than once")
        #expect(commands.count == before, "repaints after the storm wrote to the picture again")
    }

    @Test func sixelAfterTheStormIsTheCoverAtTheLastSize() throws {
        let pane = try TilePixelsEndToEndTests.tile(artwork: "sixel", unsetting: ["TMUX"])
        try Self.resizeStorm(pane)
        let screen = try #require(Self.laidOutAt80By24(pane), "not laid out at 80×24: \(pane.screen())")
        // The last sixel written is the one on screen; it decodes to the cover. (The picture for
        // the last size may come a moment after its layout: it is counted once two repaints passed.)
        try TilePixelsEndToEndTests.waitForTwoRepaints(pane)
        let before = TerminalOutput.sixels(pane.rawOutput()).count
        try TilePixelsEndToEndTests.waitForTwoRepaints(pane)
        let raw = pane.rawOutput()
        let sixels = TerminalOutput.sixels(raw)
        let last = try #require(sixels.last, "no sixel was written: \(screen)")
        #expect(sixels.count == before, "repaints after the storm wrote the picture again")
        let file = GraphicsDecoding.scratch("storm.sixel")
        try Data(last.image).write(to: URL(fileURLWithPath: file))
        try Fixtures.run("/usr/bin/sixel2png", ["-i", file, "-o", file + ".png"])
        let decoded = try GraphicsDecoding.decodePicture(path: file + ".png")
        let psnr = GraphicsDecoding.psnr(decoded.rgba, GraphicsDecoding.gradient(width: decoded.width, height: decoded.height))
        #expect(psnr >= 30, "the last sixel is not the cover: \(psnr) dB at \(decoded.width)×\(decoded.height)")
        // Its cells fit in the 80×24 screen: a picture sized for an earlier, larger one would not.
        #expect(decoded.width <= 80 * 10 && decoded.height <= 24 * 20, "\(decoded.width)×\(decoded.height)")
    }
}
