import Foundation
import Testing
import TestSupport

/// The player's own tile hands its queue to a background player, with the real binary in tmux:
/// on `d`, and on a closed terminal with `[ui] keep_playing_on_hangup`; without it, a closed
/// terminal ends the player.
@Suite struct AttachHandoffTests {
    typealias Pane = TileEndToEndTests.Pane

    /// The seconds of content the handover lost between `before` (the old player) and `after`
    /// (the new one): where the old one would be by `after`'s time, less where the new one is.
    static func lost(_ before: Attach.Status, _ after: Attach.Status) throws -> Double {
        try #require(before.elapsed) + (after.timestamp - before.timestamp) - #require(after.elapsed)
    }

    /// The new player went on from where the old one was: nothing skipped ahead (it is no further
    /// than the old one could have got by then, within a frame of the status's rounding) and
    /// nothing started over (it is past where the old one was before `d`). How long the handover
    /// was silent depends on the machine's load and is not asserted here.
    static func expectContinued(_ before: Attach.Status, _ after: Attach.Status) throws {
        let lost = try lost(before, after)
        #expect(lost > -0.05, "the handover skipped \(-lost) s ahead")
        #expect(try #require(after.elapsed) >= #require(before.elapsed), "the handover went back: \(before) → \(after)")
    }

    /// The player the old one printed it handed over to, once its pane's tile has closed.
    static func successor(printedIn pane: Pane, replacing old: ProcessHandle) throws -> BackgroundPlayer {
        #expect(old.hasEnded(within: 10), "the old player is still there")
        let printed = try Attach.printedLines(pane)
        let pid = try #require(printed.first.flatMap(Attach.backgroundPID), "\(printed)")
        #expect(printed == ["playdeck: playing in the background: pid \(pid); 'playdeck attach' shows it"])
        #expect(pid != old.pid)
        // Nothing of the old player's terminal stays open in the new one.
        #expect(!Attach.openFiles(pid).contains { $0.hasPrefix("/dev/pts/") || $0 == "/dev/tty" }, "\(Attach.openFiles(pid))")
        return try BackgroundPlayer(adopting: pid)
    }

    @Test func dHandsThePlayingQueueToABackgroundPlayerWhereItWasAndItTakesThePlainMPRISName() throws {
        let bus = try PrivateBus()
        let world = try TestWorld(bus: bus.address)
        let song = try Fixtures.tone(seconds: 120, title: "Handed Over", artist: "Hand Artist")
        let own = try Pane([song, try Fixtures.tone(seconds: 20, title: "Next In Line", frequency: 550)], world: world)
        try #require(own.wait(seconds: 10) { $0.contains("Handed Over") && (TileEndToEndTests.elapsed($0) ?? 0) >= 2 } != nil,
                     "no tile: \(own.screen())")
        let old = try ProcessHandle(try #require(own.playdeckPID()))
        #expect(try bus.run("/usr/bin/playerctl", ["--list-all"]).stdout == "playdeck\n")
        let before = try Attach.Status(world)
        try own.send("d")
        #expect(own.exitStatus(within: 10) == 0)
        try BadInputTileTests.expectRestored(own)
        let player = try Self.successor(printedIn: own, replacing: old)
        let after = try Attach.Status(world)
        #expect(after.state == "playing" && after.title == "Handed Over" && after.queueIndex == 0)
        try Self.expectContinued(before, after)
        let list = try world.run(["attach", "--list"])
        #expect(list.stdout.hasPrefix("\(player.pid)\tplaying\tHanded Over — Hand Artist\t"), "\(list.stdout)")
        #expect(list.stdout.split(separator: "\n").count == 1, "\(list.stdout)")
        #expect(try bus.run("/usr/bin/playerctl", ["--list-all"]).stdout == "playdeck\n")
        #expect(try bus.run("/usr/bin/playerctl", ["--player=playdeck", "metadata", "xesam:title"]).stdout == "Handed Over\n")
        let queue = try world.run(["remote", "queue"])
        #expect(queue.stdout.hasPrefix("▶ 1. Handed Over — Hand Artist\n  2. "), "the queue went too: \(queue.stdout)")
    }

    /// Stop-after goes with the queue, as repeat and shuffle do.
    @Test func aPausedHandoverKeepsTheExactPositionAndStaysPaused() throws {
        let world = try TestWorld()
        let song = try Fixtures.tone(seconds: 120, title: "Paused Hand")
        let own = try Pane(["--pause", "--start", "7.25", "--no-mpris", song], world: world)
        try #require(own.wait(seconds: 10) { $0.contains("Paused Hand") && TileEndToEndTests.elapsed($0) == 7 } != nil,
                     "no tile: \(own.screen())")
        #expect(try world.run(["remote", "stop-after", "once"]).status == 0)
        let old = try ProcessHandle(try #require(own.playdeckPID()))
        let before = try Attach.Status(world)
        try own.send("d")
        #expect(own.exitStatus(within: 10) == 0)
        // Held until the end: a BackgroundPlayer let go kills its player.
        let player = try Self.successor(printedIn: own, replacing: old)
        let after = try Attach.Status(world)
        #expect(after.state == "paused" && after.title == "Paused Hand")
        let moved = try #require(after.elapsed) - #require(before.elapsed)
        #expect(abs(moved) < 0.05, "paused at \(before.elapsed ?? 0), went on at \(after.elapsed ?? 0)")
        #expect(try world.run(["status", "--json"]).stdout.contains("\"stopAfter\":\"once\""))
        #expect(player.isRunning)
    }

    @Test func aClosedTerminalEndsThePlayerInIt() throws {
        let world = try TestWorld()
        let own = try Pane(["--no-mpris", try Fixtures.tone(seconds: 120, title: "Hang Up")], world: world)
        try #require(own.wait(seconds: 10) { $0.contains("Hang Up") } != nil, "no tile: \(own.screen())")
        let old = try ProcessHandle(try #require(own.playdeckPID()))
        try Attach.closeTerminal(own)
        #expect(old.hasEnded(within: 10), "the player outlived its terminal")
        let sockets = (try? FileManager.default.contentsOfDirectory(atPath: world.runtimeDirectory + "/playdeck")) ?? []
        #expect(sockets.isEmpty, "a socket or a player was left: \(sockets)")
        #expect(try world.run(["attach", "--list"]).status == 2)
    }

    @Test func withKeepPlayingOnHangupAClosedTerminalHandsTheQueueOver() throws {
        let world = try TestWorld()
        try FileManager.default.createDirectory(atPath: world.path + "/config/playdeck", withIntermediateDirectories: true)
        try "[ui]\nkeep_playing_on_hangup = true\n".write(toFile: world.path + "/config/playdeck/config.toml", atomically: true,
                                                          encoding: .utf8)
        let own = try Pane(["--no-mpris", try Fixtures.tone(seconds: 120, title: "Keep Playing")], world: world)
        try #require(own.wait(seconds: 10) { $0.contains("Keep Playing") && (TileEndToEndTests.elapsed($0) ?? 0) >= 1 } != nil,
                     "no tile: \(own.screen())")
        let old = try ProcessHandle(try #require(own.playdeckPID()))
        let before = try Attach.Status(world)
        try Attach.closeTerminal(own)
        let ended = old.hasEnded(within: 10)
        #expect(ended, "the old player did not end; \(Self.diagnosis(old.pid, world))")
        let list = try world.run(["attach", "--list"])
        let pid = try #require(list.stdout.split(separator: "\t").first.flatMap { Int32($0) }, "\(list.stdout)\(list.stderr)")
        let player = try BackgroundPlayer(adopting: pid)
        #expect(player.pid != old.pid)
        #expect(list.stdout.split(separator: "\n").count == 1 && list.stdout.contains("\tplaying\tKeep Playing — "), "\(list.stdout)")
        let after = try Attach.Status(world)
        try Self.expectContinued(before, after)
    }

    /// What a player that did not end was doing: its threads' states and kernel waits, and the
    /// end of the log its background successor would have written to.
    static func diagnosis(_ pid: Int32, _ world: TestWorld) -> String {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        let threads = tasks.sorted().map { task -> String in
            let base = "/proc/\(pid)/task/\(task)/"
            let name = (try? String(contentsOfFile: base + "comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
            let wait = (try? String(contentsOfFile: base + "wchan", encoding: .utf8)) ?? "?"
            let state = (try? String(contentsOfFile: base + "stat", encoding: .utf8))?.split(separator: " ").dropFirst(2).first ?? "?"
            return "\(name):\(state):\(wait)"
        }
        let log = (try? String(contentsOfFile: world.path + "/state/playdeck/playdeck.log", encoding: .utf8)) ?? "(no log)"
        let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? "?"
        // Every other process of this world (its environment names the world's folders).
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry -> String? in
            guard let other = Int32(entry), other != pid,
                  let environment = FileManager.default.contents(atPath: "/proc/\(other)/environ"),
                  String(decoding: environment, as: UTF8.self).contains(world.path) else { return nil }
            let command = FileManager.default.contents(atPath: "/proc/\(other)/cmdline").map {
                String(decoding: $0.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            } ?? "?"
            return "\(other): \(command.prefix(120))"
        }
        return "threads \(threads); children [\(children)]; others \(others); log: \(log.suffix(600))"
    }
}
