import Foundation
import Testing
import TestSupport
@testable import ControlCenter

/// TmuxPassthrough against a real tmux server on a private socket.
@Suite struct TmuxPassthroughTests {
    /// A tmux server with one session; `environment` is what a program in its pane would have.
    final class Server {
        let socket = "playdeck-passthrough-\(UUID().uuidString.prefix(8))"
        var environment: [String: String] = [:]

        init() throws {
            // The server keeps every descriptor it inherits: bash closes all but 0-2 first.
            let start = "for fd in $(ls /proc/$$/fd); do case $fd in 0|1|2) ;; *) eval \"exec $fd>&-\" ;; esac; done; "
                + "exec /usr/bin/tmux -L \(socket) -f /dev/null new-session -d 'sleep 60' </dev/null >/dev/null 2>&1"
            let started = try ProcessRunner.run("/bin/bash", ["-c", start], timeout: 10)
            guard started.status == 0 else { throw FixtureError("tmux new-session failed") }
            let path = try tmux(["display-message", "-p", "#{socket_path},#{pid},0"])
            let pane = try tmux(["display-message", "-p", "#{pane_id}"])
            environment = ["TMUX": path.trimmingCharacters(in: .whitespacesAndNewlines),
                           "TMUX_PANE": pane.trimmingCharacters(in: .whitespacesAndNewlines),
                           "PATH": "/usr/bin:/bin", "TERM": "tmux-256color"]
        }

        deinit { _ = try? tmux(["kill-server"]) }

        @discardableResult
        func tmux(_ arguments: [String]) throws -> String {
            let result = try ProcessRunner.run("/usr/bin/tmux", ["-L", socket] + arguments, timeout: 10)
            guard result.status == 0 else { throw FixtureError("tmux \(arguments.first ?? ""): \(result.stderr)") }
            return result.stdout
        }
    }

    @Test func passthroughIsAllowedOnlyWhenTmuxSaysSo() throws {
        let server = try Server()
        // No client is attached to the test's server: tmux knows no terminal outside.
        #expect(TmuxPassthrough.client(environment: server.environment) == .init(passthrough: false, terminal: nil))
        try server.tmux(["set-option", "-g", "allow-passthrough", "on"])
        #expect(TmuxPassthrough.client(environment: server.environment) == .init(passthrough: true, terminal: nil))
    }

    @Test func withoutTmuxOnThePathThereIsNoAnswer() {
        #expect(TmuxPassthrough.client(environment: ["TMUX": "/tmp/none,1,0", "PATH": "/nonexistent"]) == nil)
    }

    @Test func everyEscapeIsDoubledInsideTheWrapper() {
        #expect(TmuxPassthrough.wrap(Array("\u{1B}[c".utf8)) == Array("\u{1B}Ptmux;\u{1B}\u{1B}[c\u{1B}\\".utf8))
    }

    /// The terminal outside answers through tmux (tmux 3.3a passes the replies back, checked in
    /// kitty 0.26 under Xvfb); kitty from 0.28 is shown through placeholders.
    @Test func withPassthroughTheProbeAsksTheTerminalOutsideAndKittyUsesPlaceholders() throws {
        let graphics = try Self.probeThroughTmux(answer: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?62;c")
        #expect(graphics.tmuxPassthrough && graphics.kitty)
        #expect(graphics.best == .kitty(placeholders: true))
    }

    /// kitty 0.26 has the graphics protocol but no placeholders, and nothing else survives tmux:
    /// symbols, where placeholders would show a rectangle of unknown characters.
    @Test func kitty026OutsideTmuxShowsNoPictureInside() throws {
        let graphics = try Self.probeThroughTmux(answer: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c")
        #expect(graphics.kitty && graphics.version == "kitty(0.26.5)")
        #expect(graphics.best == nil)
        #expect(graphics.placeholdersRuledOut)
    }

    static func probeThroughTmux(answer: String) throws -> TerminalGraphics {
        let server = try Server()
        try server.tmux(["set-option", "-g", "allow-passthrough", "on"])
        let pty = try PseudoTerminal()
        let finish = pty.answer([answer])
        let graphics = TerminalProbe.probe(environment: server.environment, input: pty.terminal,
                                           output: pty.terminal, timeout: 5)
        let written = finish()
        #expect(written.starts(with: TmuxPassthrough.wrap(TerminalProbe.kittyQuery)))
        return graphics
    }
}
