import Foundation
import Testing
import TestSupport

/// Signals and the terminal with the real binary in tmux: whatever ends or stops PlayDeck,
/// the terminal comes back (normal screen, cursor, echo and line editing).
@Suite struct TileSignalTests {
    typealias Pane = TileEndToEndTests.Pane

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func aSignalEndsTheTileWith128PlusItsNumberAndRestoresTheTerminal(signal: Int32) throws {
        let song = try Fixtures.tone(seconds: 120, title: "Tile Signal", artist: "Test Artist", album: "Seeds")
        let pane = try Pane([song])
        try #require(pane.wait(seconds: 10) { $0.contains("Tile Signal") } != nil, "\(pane.screen())")
        let pid = try #require(pane.playdeckPID())
        kill(pid, signal)
        #expect(pane.exitStatus(within: 10) == 128 + Int(signal))
        try BadInputTileTests.expectRestored(pane)
    }

    @Test func controlZGivesTheTerminalBackAndFgTakesItAgain() throws {
        let song = try Fixtures.tone(seconds: 120, title: "Tile Suspend", artist: "Test Artist", album: "Seeds")
        let pane = try Pane([song], jobControl: true)
        try #require(pane.wait(seconds: 10) { $0.contains("Tile Suspend") && TileEndToEndTests.elapsed($0) != nil } != nil,
                     "\(pane.screen())")
        let pid = try #require(pane.playdeckPID())
        // A playdeck left stopped by a failure here would outlive its tmux server.
        defer { if Self.state(of: pid) == "T" { kill(pid, SIGKILL) } }
        try pane.send("C-z")
        #expect(pane.wait { $0.contains("Stopped") } != nil, "the shell did not see it stop: \(pane.screen())")
        #expect(Self.state(of: pid) == "T")
        // The shell's readline owns the tty modes now, so only the screen and cursor are checked.
        #expect(pane.format("#{alternate_on} #{cursor_flag}") == "0 1", "terminal not given back on ^Z")
        try pane.send("fg", "Enter")
        let back = pane.wait(seconds: 10) { $0.contains("Tile Suspend") && $0.contains("╭─ Now Playing") }
        #expect(back != nil, "no tile after fg: \(pane.screen())")
        #expect(pane.format("#{alternate_on} #{cursor_flag}") == "1 0")
        let resumed = try #require(back.flatMap(TileEndToEndTests.elapsed))
        #expect(pane.wait { (TileEndToEndTests.elapsed($0) ?? 0) > resumed } != nil, "the clock stopped after fg")
        try pane.send("q")
        #expect(try pane.jobStatus() == 0)
        #expect(pane.format("#{alternate_on} #{cursor_flag}") == "0 1", "terminal not restored")
    }

    @Test func aHundredResizesInASecondEndLaidOutForTheLastSize() throws {
        let song = try Fixtures.tone(seconds: 120, title: "Tile Storm", artist: "Test Artist", album: "Seeds")
        let pane = try Pane(["--pause", song])
        // The same tile started at the final size: what the storm must end looking like.
        let reference = try Pane(["--pause", song], columns: 77, rows: 23)
        try #require(pane.wait(seconds: 10) { $0.contains("Tile Storm") } != nil, "\(pane.screen())")
        try #require(reference.wait(seconds: 10) { $0.contains("Tile Storm") } != nil, "\(reference.screen())")
        let pid = try #require(pane.playdeckPID())
        let sizes = (1...99).map { "\(40 + $0 * 37 % 61) \(12 + $0 * 7 % 19)" } + ["77 23"]
        let storm = "while read x y; do tmux -L \(pane.socket) resize-window -x $x -y $y || exit 1; done"
        let resized = try ProcessRunner.run("/bin/bash", ["-c", "printf '%s\\n' " + sizes.map { "'\($0)'" }.joined(separator: " ")
                                                                + " | { \(storm); }"], timeout: 30)
        #expect(resized.status == 0, "\(resized.stderr)")
        #expect(kill(pid, 0) == 0, "playdeck died in the storm")
        // Paused, both tiles are still pictures once the start's toast is gone.
        let settled = pane.wait(seconds: 10) { $0 == reference.screen() }
        #expect(settled != nil, "storm:\n\(pane.screen())\nreference:\n\(reference.screen())")
        let before = Self.cpuTicks(of: pid)
        usleep(1_000_000)
        let used = Self.cpuTicks(of: pid) - before
        #expect(used < 20, "a paused tile used \(used) ticks of CPU in a second after the storm")
        try pane.send("q")
        #expect(pane.exitStatus(within: 10) == 0)
        try BadInputTileTests.expectRestored(pane)
    }

    @Test func clientsThatVanishBeforeTheirAnswerLeaveTheTileRunning() throws {
        let runtime = try TestWorld()
        let song = try Fixtures.tone(seconds: 120, title: "Tile Vanish", artist: "Test Artist", album: "Seeds")
        let pane = try Pane([song], world: runtime)
        try #require(pane.wait(seconds: 10) { $0.contains("Tile Vanish") } != nil, "\(pane.screen())")
        let pid = try #require(pane.playdeckPID())
        try VanishingClient.storm(socket: runtime.runtimeDirectory + "/playdeck/\(pid).sock", runtime: runtime)
        #expect(kill(pid, 0) == 0, "playdeck died of a vanished client")
        #expect(try runtime.run(["status", "--format", "{title}"]).stdout == "Tile Vanish\n")
        try pane.send("q")
        #expect(pane.exitStatus(within: 10) == 0)
        try BadInputTileTests.expectRestored(pane)
    }

    @Test func headlessClientsThatVanishBeforeTheirAnswerLeaveItRunning() throws {
        let runtime = try TestWorld()
        let player = try runtime.start(["--headless", "--json", "--no-resume", "--ao", "null", try Fixtures.tone(seconds: 120)])
        defer { player.stop() }
        try #require(player.wait { !player.stdoutLines.isEmpty })
        try VanishingClient.storm(socket: runtime.runtimeDirectory + "/playdeck/\(player.pid).sock", runtime: runtime)
        #expect(player.isRunning, "playdeck died of a vanished client")
        #expect(try runtime.run(["status", "--format", "{title}"]).stdout == "Test Tone\n")
        player.signal(SIGTERM)
        #expect(player.waitForExit(timeout: 5) == 128 + SIGTERM)
    }

    /// A process's state letter from /proc (R, S, T for stopped…).
    static func state(of pid: Int32) -> String? {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first.map(String.init)
    }

    /// User and system CPU time a process has used, in clock ticks.
    static func cpuTicks(of pid: Int32) -> Int {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        // After the name: state is field 3, utime 14 and stime 15.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
        return user + system
    }
}
