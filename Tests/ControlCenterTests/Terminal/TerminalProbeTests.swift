import Glibc
import NowPlaying
import Testing
@testable import ControlCenter

/// The probe against a pty whose other end answers like a terminal would, or never answers.
@Suite struct TerminalProbeTests {
    static let environment = ["TERM": "xterm-256color"]

    /// A terminal that answers ends the wait with DA1, so the bound is generous where the test's
    /// terminal answers (its thread may be scheduled late on a busy machine) and 100 ms where not.
    static func probe(_ pty: PseudoTerminal, environment: [String: String] = environment,
                      timeout: Double = 5) -> TerminalGraphics {
        TerminalProbe.probe(environment: environment, input: pty.terminal, output: pty.terminal, timeout: timeout)
    }

    @Test func kitty035AnswersGraphicsWithPlaceholdersAndItsCellSize() throws {
        let pty = try PseudoTerminal()
        let before = pty.modes()
        let finish = pty.answer(["\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}P>|kitty(0.35.2)\u{1B}\\", "\u{1B}[6;20;10t",
                                 "\u{1B}[?62;c"])
        let graphics = Self.probe(pty)
        let written = finish()
        #expect(graphics == TerminalGraphics(kitty: true, kittyPlaceholders: true,
                                             cellSize: PixelSize(width: 10, height: 20), version: "kitty(0.35.2)"))
        #expect(graphics.best == .kitty(placeholders: true))
        #expect(written == TerminalProbe.kittyQuery + TerminalProbe.versionQuery + TerminalProbe.cellSizeQuery
            + TerminalProbe.attributesQuery)
        #expect(pty.modes() == before)
    }

    @Test func kitty026IsPlacedDirectly() throws {
        let pty = try PseudoTerminal()
        let finish = pty.answer(["\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;17;8t\u{1B}[?62;c"])
        let graphics = Self.probe(pty, environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"])
        _ = finish()
        #expect(graphics.best == .kitty(placeholders: false))
    }

    @Test func xtermAsAVT340ShowsSixel() throws {
        let pty = try PseudoTerminal()
        let finish = pty.answer(["\u{1B}P>|XTerm(379)\u{1B}\\", "\u{1B}[6;17;9t", "\u{1B}[?63;1;2;4;6;9;15;22c"])
        let graphics = Self.probe(pty)
        _ = finish()
        #expect(graphics == TerminalGraphics(sixel: true, cellSize: PixelSize(width: 9, height: 17), version: "XTerm(379)"))
        #expect(graphics.best == .sixel)
    }

    @Test func aTerminalThatNeverAnswersGetsNothingAndItsModesBack() throws {
        let pty = try PseudoTerminal()
        let before = pty.modes()
        #expect(Self.probe(pty, timeout: 0.1) == .none)
        #expect(pty.modes() == before)
        #expect(pty.written().contains("\u{1B}[c"))
    }

    @Test func theWindowsPixelSizeIsTakenWithoutAsking() throws {
        let pty = try PseudoTerminal(columns: 80, rows: 24, pixels: (800, 480))
        let finish = pty.answer(["\u{1B}[?62;4c"])
        let graphics = Self.probe(pty)
        #expect(!finish().contains("\u{1B}[16t"))
        #expect(graphics.cellSize == PixelSize(width: 10, height: 20))
        #expect(graphics.sixel)
    }

    @Test func wezTermIsNamedByTheEnvironment() throws {
        let pty = try PseudoTerminal()
        let finish = pty.answer(["\u{1B}[?65;4;6;18;22c"])
        let graphics = Self.probe(pty, environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"])
        _ = finish()
        #expect(graphics.iterm && graphics.sixel && !graphics.kitty)
        #expect(graphics.best == .sixel)
    }

    @Test func aDumbTerminalIsNotAsked() throws {
        let pty = try PseudoTerminal()
        #expect(Self.probe(pty, environment: ["TERM": "dumb"]) == .none)
        #expect(Self.probe(pty, environment: [:]) == .none)
        #expect(pty.written().isEmpty)
    }

    @Test func somethingThatIsNotATerminalIsNotAsked() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(TerminalProbe.probe(environment: Self.environment, input: ends[0], output: ends[1], timeout: 0.1) == .none)
        var entry = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        #expect(poll(&entry, 1, 0) == 0)
    }

    @Test func insideTmuxWithoutPassthroughNothingIsWritten() throws {
        let pty = try PseudoTerminal()
        let environment = ["TERM": "tmux-256color", "TMUX": "/nonexistent/playdeck-no-tmux,1,0", "TMUX_PANE": "%0"]
        let graphics = Self.probe(pty, environment: environment)
        #expect(graphics.best == nil && !graphics.tmuxPassthrough)
        #expect(pty.written().isEmpty)
    }
}
