import Foundation
import Testing
import TestSupport

/// What a test starts sees its own world and nothing of the machine's: no developer's HOME,
/// config, runtime folder or session bus, whatever the runner's own environment holds.
@Suite struct HermeticWorldTests {
    static let hostOnly = ["HOME", "XDG_RUNTIME_DIR", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME",
                           "XDG_DATA_HOME", "DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY", "TMUX"]

    /// A process's environment, read from /proc.
    static func environment(of pid: Int32) -> [String: String] {
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") ?? Data()
        var result: [String: String] = [:]
        for entry in data.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            guard let equals = text.firstIndex(of: "=") else { continue }
            result[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        return result
    }

    /// Every folder variable points inside one fresh world, and no bus or display is named;
    /// `tmux`: the test's own tmux server, which a pane's programs see in TMUX.
    static func expectPrivate(_ environment: [String: String], tmux: String? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let home = environment["HOME"] ?? ""
        #expect(home.hasPrefix(NSTemporaryDirectory() + "pdw-"), "HOME=\(home)", sourceLocation: sourceLocation)
        let world = (home as NSString).deletingLastPathComponent
        for name in hostOnly.filter({ $0.hasPrefix("XDG_") }) {
            #expect(environment[name]?.hasPrefix(world + "/") == true, "\(name)=\(environment[name] ?? "unset")",
                    sourceLocation: sourceLocation)
        }
        for name in ["DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY"] {
            #expect(environment[name] == nil, "\(name)=\(environment[name] ?? "")", sourceLocation: sourceLocation)
        }
        if let tmux {
            #expect(environment["TMUX"]?.contains("/\(tmux),") == true, "TMUX=\(environment["TMUX"] ?? "unset")",
                    sourceLocation: sourceLocation)
        } else {
            #expect(environment["TMUX"] == nil, "TMUX=\(environment["TMUX"] ?? "")", sourceLocation: sourceLocation)
        }
    }

    @Test func aProgramRunToTheEndGetsAFreshWorldEachTime() throws {
        let first = try ProcessRunner.run("/usr/bin/env", [])
        let second = try ProcessRunner.run("/usr/bin/env", [])
        let parse = { (text: String) in
            Dictionary(text.split(separator: "\n").compactMap { line -> (String, String)? in
                guard let equals = line.firstIndex(of: "=") else { return nil }
                return (String(line[..<equals]), String(line[line.index(after: equals)...]))
            }, uniquingKeysWith: { $1 })
        }
        let (a, b) = (parse(first.stdout), parse(second.stdout))
        Self.expectPrivate(a)
        Self.expectPrivate(b)
        #expect(a["HOME"] != b["HOME"])
        #expect(!FileManager.default.fileExists(atPath: a["HOME"] ?? "/"), "the world is removed afterwards")
    }

    @Test func aRunningPlayerAndATilePlayerSeeOnlyTheirWorld() throws {
        let song = try Fixtures.tone(seconds: 30, title: "Hermetic")
        let player = try LiveProcess(ProcessRunner.playdeck, ["--headless", "--json", "--ao", "null", "--no-resume", song])
        defer { player.stop() }
        #expect(player.wait { !player.stdoutLines.isEmpty }, "\(player.stderrLines)")
        Self.expectPrivate(Self.environment(of: player.pid))

        let pane = try TileEndToEndTests.Pane([song])
        #expect(pane.wait(seconds: 10) { $0.contains("Hermetic") } != nil, "\(pane.screen())")
        let pid = try #require(pane.playdeckPID())
        Self.expectPrivate(Self.environment(of: pid), tmux: pane.socket)
        #expect(Self.environment(of: pid)["HOME"] == pane.world.environment["HOME"])
    }
}
