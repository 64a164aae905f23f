import Foundation
import PictureChecks
import Testing
import TestSupport

/// The real binary's tile in real terminals on a private X server (Xvfb): xterm as a VT340,
/// where the probe must find sixel by itself, and kitty 0.26 on software GL, which has the
/// graphics protocol but no Unicode placeholders, so the picture must be placed directly.
/// The window is photographed (xwd) until the cover shows, and the cover's rectangle on
/// screen is compared with the gradient it was made from. What the terminal received is read
/// back from its own log too, so that a symbol rendering that happened to look right cannot
/// pass. Set PLAYDECK_SCREENSHOTS to a folder to keep each window's picture there as PNG.
/// One at a time: two software-GL kitties starting together are slow enough to miss the probe.
@Suite(.serialized, .timeLimit(.minutes(5))) struct RealTerminalTests {
    /// One terminal emulator: how to start it on a display, running a command, logging what it receives.
    struct Emulator: Sendable {
        let name: String
        /// The PNG its photograph is kept as.
        let screenshot: String
        let program: String
        let environment: [String: String]
        /// Run once with /bin/true before playdeck, in the same world (see `kitty`).
        var warmUp = false
        /// `[theme] artwork`: the protocol named, not "auto". Whether the probe finds it within
        /// its 100 ms depends on how busy the machine is (a terminal starting under load answers
        /// later: then symbols, by design); what this test checks is the picture the protocol
        /// puts on a real screen. The probe's answers are TerminalProbeTests' (real reply bytes).
        var artwork = "auto"
        let arguments: @Sendable (_ title: String, _ log: String, _ command: [String]) -> [String]
    }

    /// xterm as a VT340 (DA1 lists 4: sixel). xterm 379's VT340 already takes libchafa's
    /// palette (the same 33.2 dB with `numColorRegisters: 256` as without), so nothing is set
    /// for it. The font is fixed so that cells are 8×17 pixels whatever the default resolves to.
    static let xterm = Emulator(name: "xterm", screenshot: "artwork-sixel-xterm.png", program: "/usr/bin/xterm", environment: [:],
                                artwork: "sixel") { title, log, command in
        ["-T", title, "-l", "-lf", log, "-ti", "vt340", "-fa", "DejaVu Sans Mono", "-fs", "10", "-geometry", "100x30", "-e"] + command
    }

    /// Plain xterm (no sixel) with COLORTERM=truecolor: the cover as 24-bit colour symbols, chosen
    /// by `auto` — what most terminals without an image protocol get. xterm removes COLORTERM
    /// from its child's environment, so it is set inside.
    static let xtermTruecolor = Emulator(name: "xterm-truecolor", screenshot: "artwork-truecolor-xterm.png",
                                         program: "/usr/bin/xterm", environment: [:]) { title, log, command in
        ["-T", title, "-l", "-lf", log, "-tn", "xterm-256color", "-fa", "DejaVu Sans Mono", "-fs", "10",
         "-geometry", "100x30", "-e", "/usr/bin/env", "COLORTERM=truecolor"] + command
    }

    /// kitty 0.26 with Mesa's software renderer (it needs OpenGL 3.3, which Xvfb has only so).
    /// In a fresh HOME it starts its child before it has built its font cache and answers the
    /// probe only after that, well past 100 ms (the late replies are dropped by the tile's key
    /// decoder). A first run with /bin/true builds the cache, so that start-up is not slow.
    static let kitty = Emulator(name: "kitty", screenshot: "artwork-kitty.png", program: "/usr/bin/kitty", environment: ["LIBGL_ALWAYS_SOFTWARE": "1"],
                                warmUp: true, artwork: "kitty") {
        title, log, command in
        ["--title", title, "--dump-bytes", log, "--config", "NONE", "-o", "font_family=DejaVu Sans Mono",
         "-o", "font_size=10", "-o", "remember_window_size=no", "-o", "initial_window_width=100c",
         "-o", "initial_window_height=30c"] + command
    }

    @Test func xtermAsAVT340ShowsTheCoverAsSixel() throws {
        let shown = try Self.showCover(in: Self.xterm, bar: 25)
        #expect(!TerminalOutput.sixels(shown.received).isEmpty, "xterm received no sixel")
    }

    @Test func xtermWithCOLORTERMShowsTheCoverInTruecolorSymbols() throws {
        // 38.6 dB measured; the same cover in the 256-colour palette is 23.1 dB.
        let shown = try Self.showCover(in: Self.xtermTruecolor, bar: 30)
        let received = String(decoding: shown.received, as: UTF8.self)
        // Only the probe's kitty query (a=q), never a picture; colours in xterm-direct's SGR (38:2::r:g:b).
        let pictures = try TerminalOutput.kittyCommands(in: Self.graphicsCommands(shown.received)).filter { $0.keys["a"] != "q" }
        #expect(TerminalOutput.sixels(shown.received).isEmpty && pictures.isEmpty)
        #expect(["38:2:", "48:2:", "38;2;", "48;2;"].contains { received.contains($0) }, "no 24-bit colour was written")
    }

    @Test func kitty026ShowsTheCoverPlacedDirectlyWithoutPlaceholders() throws {
        let shown = try Self.showCover(in: Self.kitty, bar: 30)
        let commands = try TerminalOutput.kittyCommands(in: Self.graphicsCommands(shown.received))
        let placements = commands.filter { $0.keys["a"] == "p" || $0.keys["a"] == "T" }
        #expect(!placements.isEmpty, "kitty received no placement")
        #expect(placements.allSatisfy { $0.keys["U"] == nil }, "kitty 0.26 was sent Unicode placeholders")
    }

    /// What one run showed: the cover's PSNR on screen and everything the terminal received.
    struct Shown {
        let psnr: Double
        let received: [UInt8]
    }

    /// Starts Xvfb, then `emulator` running playdeck with its `[theme] artwork` on the
    /// gradient cover (or `items`, the first of them with that cover), waits until the window
    /// holds the picture and compares it with the gradient. Skips when Xvfb or the terminal
    /// cannot start here.
    static func showCover(in emulator: Emulator, bar: Double, items: [String]? = nil) throws -> Shown {
        let song = try TilePixelsEndToEndTests.song()
        let world = try TestWorld()
        defer { world.remove() }
        let config = world.path + "/config.toml"
        try "[theme]\nartwork = \"\(emulator.artwork)\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let server = try startDisplay(for: emulator, in: world)
        defer { server.program.stop() }
        let display = server.display
        let title = "playdeck-\(emulator.name)-\(UUID().uuidString.prefix(8))"
        let log = world.path + "/received"
        let command = world.command(["--ao", "null", "--no-resume", "--config", config] + (items ?? [song]))
        let environment = emulator.environment.merging(["DISPLAY": display]) { $1 }
        let started = Date()
        let terminal = try SpawnedProgram(emulator.program, emulator.arguments(title, log, command), in: world,
                                          environment: environment)
        defer { terminal.stop() }

        let window = TerminalWindow(display: display, title: title, folder: world.path)
        guard window.wait(seconds: 15, while: { terminal.isRunning }) else {
            try Test.cancel("\(emulator.name) did not open a window: \(terminal.lines.suffix(3).joined(separator: " / "))")
        }
        let picture = try window.stablePicture(seconds: 20)
        let elapsed = Date().timeIntervalSince(started)
        let received = { String(decoding: (FileManager.default.contents(atPath: log) ?? Data()).suffix(400), as: UTF8.self) }
        let found = try #require(picture, "\(emulator.name) never showed a picture; it received, last: \(received().debugDescription)")
        let psnr = GraphicsDecoding.psnr(found.pixels, GraphicsDecoding.gradient(width: found.block.width, height: found.block.height))
        print("\(emulator.name): the cover on screen is \(found.block.width)×\(found.block.height) px at "
              + "(\(found.block.x), \(found.block.y)), \(String(format: "%.1f", psnr)) dB, shown \(String(format: "%.1f", elapsed)) s after start")
        #expect(psnr >= bar, "\(emulator.name) shows something else than the cover: \(psnr) dB")
        if let folder = ProcessInfo.processInfo.environment["PLAYDECK_SCREENSHOTS"] {
            try window.keep(as: folder + "/" + emulator.screenshot)
        }
        // Both terminals write what they received once they end, whatever they buffered.
        terminal.stop()
        return Shown(psnr: psnr, received: FileManager.default.contents(atPath: log).map(Array.init) ?? [])
    }

    /// Starts Xvfb and warms `emulator` up on it (see `kitty`); skips when either cannot run here.
    static func startDisplay(for emulator: Emulator, in world: TestWorld) throws -> (program: SpawnedProgram, display: String) {
        for program in ["/usr/bin/Xvfb", "/usr/bin/xwd", emulator.program] where !FileManager.default.isExecutableFile(atPath: program) {
            try Test.cancel("\(program) is not installed (make test installs it)")
        }
        // SpawnedProgram, not Process: the test's threads block SIGTERM, and Xvfb would inherit that.
        let server = try SpawnedProgram("/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                        in: world)
        guard let number = server.waitForLine(timeout: 10, where: { Int($0) != nil }).flatMap({ Int($0) }) else {
            server.stop()
            try Test.cancel("Xvfb did not start: \(server.lines.suffix(3).joined(separator: " / "))")
        }
        let display = ":\(number)"
        if emulator.warmUp {
            let environment = emulator.environment.merging(["DISPLAY": display]) { $1 }
            let first = try SpawnedProgram(emulator.program, emulator.arguments("warm-up", world.path + "/warm-up", ["/bin/true"]),
                                           in: world, environment: environment)
            guard first.waitForExit(timeout: 20) == 0 else {
                server.stop()
                try Test.cancel("\(emulator.name) cannot run here: \(first.lines.suffix(3).joined(separator: " / "))")
            }
        }
        return (server, display)
    }

    /// The APC sequences (ESC _ … ESC \) in what a terminal received directly, not through tmux.
    static func graphicsCommands(_ raw: [UInt8]) -> [[UInt8]] {
        var found: [[UInt8]] = []
        var index = 0
        while index + 1 < raw.count {
            guard raw[index] == 0x1B, raw[index + 1] == UInt8(ascii: "_") else { index += 1; continue }
            var end = index + 2
            while end + 1 < raw.count, !(raw[end] == 0x1B && raw[end + 1] == UInt8(ascii: "\\")) { end += 1 }
            guard end + 1 < raw.count else { break }
            found.append(Array(raw[index...(end + 1)]))
            index = end + 2
        }
        return found
    }
}

/// A terminal's window on the X server, photographed with xwd by its title.
struct TerminalWindow {
    let display: String
    let title: String
    /// Where the photographs go (the test's world, removed with it).
    let folder: String

    /// A rectangle of pixels.
    struct Block: Equatable {
        var x = 0, y = 0, width = 0, height = 0
        var area: Int { width * height }
    }

    /// The window photographed now, or nil while it is not there.
    func photograph() throws -> Photograph? {
        let file = folder + "/window.xwd"
        try? FileManager.default.removeItem(atPath: file + ".png")
        let result = try ProcessRunner.run("/usr/bin/xwd", ["-silent", "-display", display, "-name", title, "-out", file], timeout: 10)
        guard result.status == 0 else { return nil }
        let decoded = try GraphicsDecoding.decodePicture(path: file)
        return Photograph(width: decoded.width, height: decoded.height, rgba: decoded.rgba)
    }

    /// Waits until the window exists; false when it does not come within `seconds` or `alive` stops holding.
    func wait(seconds: Double, while alive: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            let result = try? ProcessRunner.run("/usr/bin/xwininfo", ["-display", display, "-name", title], timeout: 10)
            if result?.status == 0 { return true }
            usleep(50_000)
        } while Date() < deadline && alive()
        return false
    }

    /// The largest solid block of non-background pixels, once two photographs in a row agree
    /// on it and it is at least 64 pixels each way: text and borders are thin, the cover is not.
    func stablePicture(seconds: Double) throws -> (block: Block, pixels: [UInt8])? {
        let deadline = Date().addingTimeInterval(seconds)
        var previous: Block?
        repeat {
            if let shot = try photograph() {
                let block = Self.largestBlock(shot)
                if block.width >= 64, block.height >= 64, block == previous { return (block, shot.crop(block)) }
                previous = block
            }
            usleep(50_000)
        } while Date() < deadline
        return nil
    }

    /// Saves the window's last photograph as PNG (ImageMagick), for the README.
    func keep(as path: String) throws {
        try Fixtures.run("/usr/bin/convert", [folder + "/window.xwd", "png:" + path])
    }

    /// The largest axis-aligned rectangle none of whose pixels is the background (the
    /// commonest colour; xterm's border is another): per row, the column heights of such
    /// pixels, and the largest rectangle under that histogram.
    static func largestBlock(_ shot: Photograph) -> Block {
        let width = shot.width, rgba = shot.rgba
        var counts: [UInt32: Int] = [:]
        for i in stride(from: 0, to: rgba.count, by: 4 * 7) {
            counts[UInt32(rgba[i]) << 16 | UInt32(rgba[i + 1]) << 8 | UInt32(rgba[i + 2]), default: 0] += 1
        }
        let commonest = counts.max { $0.value < $1.value }?.key ?? 0
        let background = (UInt8(commonest >> 16), UInt8(commonest >> 8 & 0xFF), UInt8(commonest & 0xFF))
        var heights = [Int](repeating: 0, count: width + 1)
        var best = Block()
        for y in 0..<shot.height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                heights[x] = (rgba[i], rgba[i + 1], rgba[i + 2]) == background ? 0 : heights[x] + 1
            }
            var stack: [Int] = []
            for x in 0...width {
                while let top = stack.last, heights[top] >= heights[x] {
                    stack.removeLast()
                    let left = (stack.last ?? -1) + 1
                    let block = Block(x: left, y: y - heights[top] + 1, width: x - left, height: heights[top])
                    if block.area > best.area { best = block }
                }
                stack.append(x)
            }
        }
        return best
    }
}

/// A photograph's pixels (RGBA, row after row).
struct Photograph {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    func crop(_ block: TerminalWindow.Block) -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(block.area * 4)
        for row in block.y..<(block.y + block.height) {
            let start = (row * width + block.x) * 4
            pixels += rgba[start..<(start + block.width * 4)]
        }
        return pixels
    }
}
