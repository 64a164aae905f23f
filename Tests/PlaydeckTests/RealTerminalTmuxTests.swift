import Foundation
import Testing
import TestSupport

/// tmux inside a real kitty 0.26 on a private X server: the probe's queries pass through tmux
/// (allow-passthrough on) to kitty and its replies come back, so the tile knows the terminal
/// outside is kitty 0.26.5, which has the graphics protocol but not the Unicode placeholders
/// that are the only way a picture survives tmux. Asked for kitty, the tile says why it draws
/// symbols instead, and tmux's grid holds symbols, not placeholder characters that kitty 0.26
/// would show as a rectangle of unknown glyphs.
extension RealTerminalTests {
    @Test func kitty026OutsideTmuxGetsSymbolsAndTheReasonNotPlaceholders() throws {
        let song = try TilePixelsEndToEndTests.song()
        let world = try TestWorld()
        defer { world.remove() }
        let emulator = RealTerminalTests.kitty
        let server = try RealTerminalTests.startDisplay(for: emulator, in: world)
        defer { server.program.stop() }
        let config = world.path + "/config.toml", tmuxConfig = world.path + "/tmux.conf"
        try "[theme]\nartwork = \"kitty\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        try "set -g allow-passthrough on\nset -g status off\n".write(toFile: tmuxConfig, atomically: true, encoding: .utf8)
        let socket = "playdeck-real-\(UUID().uuidString.prefix(8))"
        let tmux = ["/usr/bin/tmux", "-L", socket, "-f", tmuxConfig]
        // PlayDeck starts once tmux knows its client's terminal (tmux asks it with XTVERSION on
        // attach), so the test does not depend on kitty answering the probe's own XTVERSION within
        // 100 ms under load: either answer names kitty 0.26.5.
        let playdeck = world.command(["--ao", "null", "--no-resume", "--config", config, song])
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let wait = "until [ -n \"$(tmux display-message -p '#{client_termtype}')\" ]; do sleep 0.05; done; exec \(playdeck)"
        let command = tmux + ["new-session", "/bin/sh", "-c", wait]
        let terminal = try SpawnedProgram(emulator.program, emulator.arguments("playdeck-tmux", world.path + "/received", command),
                                          in: world, environment: emulator.environment.merging(["DISPLAY": server.display]) { $1 })
        defer {
            _ = try? ProcessRunner.run(tmux[0], Array(tmux.dropFirst()) + ["kill-server"], timeout: 10)
            terminal.stop()
        }
        // The notice stays a few seconds; the pane is read until it and the artwork are there.
        let reason = "kitty(0.26.5) lacks the placeholders tmux needs"
        var pane = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, terminal.isRunning {
            let captured = try ProcessRunner.run(tmux[0], Array(tmux.dropFirst()) + ["capture-pane", "-p", "-J"], timeout: 10)
            pane = captured.stdout
            if pane.contains(reason), pane.contains("Pixel Cover"), pane.unicodeScalars.contains(where: Self.isBlockSymbol) { break }
            usleep(50_000)
        }
        try #require(!pane.isEmpty, "tmux never showed the pane; kitty said: \(terminal.lines.suffix(3))")
        #expect(pane.contains(reason), "the tile did not say why; the pane was:\n\(pane)")
        #expect(!pane.unicodeScalars.contains { $0.value == 0x10EEEE }, "kitty 0.26 was given placeholders:\n\(pane)")
        #expect(pane.unicodeScalars.contains(where: Self.isBlockSymbol), "no artwork symbols in the pane:\n\(pane)")
    }

    /// Block elements and quadrants (U+2580–U+259F), which chafa's symbol artwork is drawn in.
    static func isBlockSymbol(_ scalar: Unicode.Scalar) -> Bool { (0x2580...0x259F).contains(scalar.value) }
}
