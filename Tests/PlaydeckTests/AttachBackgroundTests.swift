import Foundation
import Testing
import TestSupport

/// `playdeck --background`, with the real binary: a player in a session of its own with no
/// terminal, which outlives the shell that started it, logs to a file and ends with its queue.
@Suite struct AttachBackgroundTests {
    typealias Pane = TileEndToEndTests.Pane

    /// "2026-11-23 20:31:07 playdeck: " and the rest.
    static func isTimestamped(_ line: String) -> Bool {
        line.wholeMatch(of: #/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d playdeck: .+/#) != nil
    }

    static func log(_ world: TestWorld) -> [String] {
        ((try? String(contentsOfFile: world.path + "/state/playdeck/playdeck.log", encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }

    @Test func aBackgroundPlayerHasASessionOfItsOwnNoTerminalAndOutlivesTheShellThatStartedIt() throws {
        let world = try TestWorld()
        let song = try Fixtures.tone(seconds: 120, title: "Outlives Shell")
        // Started from a shell in a terminal, which then goes away.
        let shell = try Pane(["--background", "--no-mpris", song], world: world)
        #expect(shell.exitStatus(within: 10) == 0)
        let printed = try Attach.printedLines(shell)
        let pid = try #require(printed.first.flatMap(Attach.backgroundPID), "\(printed)")
        let player = try BackgroundPlayer(adopting: pid)
        let socket = "\(world.runtimeDirectory)/playdeck/\(pid).sock"
        #expect(printed.first == "playing in the background: pid \(pid), socket \(socket)", "\(printed)")
        let fields = Attach.stat(pid)
        #expect(fields[6] == "\(pid)", "the player leads a session of its own: \(fields)")
        #expect(fields[7] == "0", "the player has a controlling terminal: \(fields)")
        #expect(Attach.stat(Int32(shell.format("#{pane_pid}")) ?? 0)[7] != "0", "the shell had one")
        let list = try world.run(["attach", "--list"])
        #expect(list.status == 0)
        #expect(list.stdout == "\(pid)\tplaying\tOutlives Shell — Test Artist\t\(socket)\n")
        let before = try Attach.Status(world)
        #expect(before.state == "playing" && before.title == "Outlives Shell")
        let shellProcess = try ProcessHandle(try #require(Int32(shell.format("#{pane_pid}"))))
        try Attach.closeTerminal(shell)
        #expect(shellProcess.hasEnded(within: 10), "the shell outlived its terminal")
        #expect(player.isRunning, "the player went with the terminal")
        #expect(try Attach.Status(world).state == "playing")
    }

    /// A player started by a terminal that was closing can be sent that terminal's SIGHUP
    /// before its setsid (its group was the terminal's foreground group): it must not die of it,
    /// silently, before it runs. Background players ignore SIGHUP; this sends a few at once.
    @Test func aBackgroundPlayerIgnoresSIGHUP() throws {
        let world = try TestWorld()
        let player = try BackgroundPlayer([try Fixtures.tone(seconds: 120, title: "Hang Up Ignored")], in: world)
        for _ in 0..<5 { kill(player.pid, SIGHUP) }
        let status = try Attach.Status(world)
        #expect(status.state == "playing" && status.title == "Hang Up Ignored")
        #expect(player.isRunning, "a SIGHUP ended the background player")
        #expect(!Self.log(world).contains { $0.contains("terminal closed") }, "\(Self.log(world))")
    }

    @Test func aMissingItemIsATimestampedLineInTheLogAndTheEndOfTheQueueEndsThePlayer() throws {
        let world = try TestWorld()
        let missing = world.media + "/missing.mp3"
        let player = try BackgroundPlayer([missing, try Fixtures.tone(seconds: 1.5, title: "Short End")], in: world)
        let socket = "\(world.runtimeDirectory)/playdeck/\(player.pid).sock"
        let logPath = world.path + "/state/playdeck/playdeck.log"
        #expect(player.launch?.stdout == "playing in the background: pid \(player.pid), socket \(socket)\n"
                + "'playdeck attach' shows it; notices go to \(logPath)\n")
        #expect(player.launch?.stderr == "")
        // The missing item came first: its line was written before the player said it plays.
        let lines = Self.log(world)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.allSatisfy(Self.isTimestamped), "\(lines)")
        #expect(lines.first?.contains("playdeck: \(missing): cannot play: ") == true, "\(lines)")
        #expect(player.process.hasEnded(within: 10), "the player outlived its queue")
        #expect(!FileManager.default.fileExists(atPath: socket), "the socket was left behind")
        let list = try world.run(["attach", "--list"])
        #expect(list.status == 2)
        #expect(list.stderr == "playdeck: no running PlayDeck\n")
    }

    @Test func onlyMissingItemsExit1WithWhatThePlayerLogged() throws {
        let world = try TestWorld()
        let missing = world.media + "/nowhere.mp3"
        let result = try world.run(["--background", "--ao", "null", "--no-mpris", missing])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines.allSatisfy(Self.isTimestamped), "\(result.stderr)")
        #expect(lines.first?.contains("playdeck: \(missing): cannot play: ") == true, "\(result.stderr)")
        #expect(Self.log(world) == lines, "what was printed is what was logged")
        let sockets = try? FileManager.default.contentsOfDirectory(atPath: world.runtimeDirectory + "/playdeck")
        #expect(sockets?.isEmpty ?? true, "a player was left: \(sockets ?? [])")
    }
}
