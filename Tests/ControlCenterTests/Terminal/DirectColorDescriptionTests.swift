import Glibc
import Testing
@testable import ControlCenter

/// Which description curses opens with for COLORTERM=truecolor, against the installed terminfo
/// (ncurses-term's `-direct` entries) and against a made-up set.
@Suite struct DirectColorDescriptionTests {
    static func installed(_ environment: [String: String]) throws -> String? {
        let pty = try PseudoTerminal()
        return DirectColorDescription.choose(environment: environment) {
            DirectColorDescription.load($0, descriptor: pty.terminal)
        }
    }

    @Test func a256ColourTermBecomesItsDirectTwin() throws {
        #expect(try Self.installed(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == "xterm-direct")
        #expect(try Self.installed(["TERM": "tmux-256color", "COLORTERM": "24bit"]) == "tmux-direct")
    }

    @Test func aTermWithoutDirectTwinFallsBackToXtermDirect() throws {
        #expect(try Self.installed(["TERM": "vt220", "COLORTERM": "truecolor"]) == "xterm-direct")
    }

    @Test func nothingChangesWithoutColortermWithNoColorOrWhenTermIsDirectAlready() throws {
        #expect(try Self.installed(["TERM": "xterm-256color"]) == nil)
        #expect(try Self.installed(["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"]) == nil)
        #expect(try Self.installed(["TERM": "xterm-direct", "COLORTERM": "truecolor"]) == nil)
    }

    @Test func candidatesAreTriedInOrderAndOnlyDirectOnesCount() {
        let environment = ["TERM": "foot-256color", "COLORTERM": "truecolor"]
        #expect(DirectColorDescription.choose(environment: environment) {
            ["foot-direct": .direct, "xterm-direct": .direct][$0] ?? .palette
        } == "foot-direct")
        #expect(DirectColorDescription.choose(environment: environment) {
            ["foot-256color-direct": .direct, "xterm-direct": .direct][$0] ?? .missing
        } == "foot-256color-direct")
        #expect(DirectColorDescription.choose(environment: environment) { $0 == "foot-direct" ? .palette : .missing } == nil)
    }
}
