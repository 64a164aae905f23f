import Foundation
import Testing
import TestSupport

/// Which player `playdeck attach` finds, with the real binary in a world of its own: none says
/// so in one line and exits 2; a socket a dead player left behind is removed, never listed, and
/// `attach` goes past it to the player that runs.
@Suite struct AttachFindingTests {
    typealias Pane = TileEndToEndTests.Pane

    /// What a player killed outright leaves: a socket named for its pid in the sockets folder,
    /// with nobody listening and no such process. python3 binds it under its own pid and exits,
    /// so the pid is one that has just ended (reaped before this returns). Returns its path.
    static func leaveStaleSocket(in world: TestWorld) throws -> String {
        let folder = world.runtimeDirectory + "/playdeck"
        let script = """
        import os, socket, sys
        path = "%s/%d.sock" % (sys.argv[1], os.getpid())
        socket.socket(socket.AF_UNIX, socket.SOCK_STREAM).bind(path)
        print(path)
        """
        let result = try ProcessRunner.run("/usr/bin/python3", ["-c", script, folder], environment: world.environment)
        let path = result.stdout.trimmingCharacters(in: .newlines)
        var info = stat()
        guard result.status == 0, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else {
            throw FixtureError("no stale socket made (\(result.status)): \(result.stdout)\(result.stderr)")
        }
        return path
    }

    @Test func attachWithNoPlayerSaysSoInOneLineAndExits2() throws {
        let world = try TestWorld()
        let attach = try world.run(["attach"])
        #expect(attach.status == 2)
        #expect(attach.stdout == "")
        #expect(attach.stderr == "playdeck: no running PlayDeck\n")
        // The same once a player has come and gone, leaving its (empty) sockets folder behind.
        let player = try BackgroundPlayer([try Fixtures.tone(seconds: 120, title: "Came And Went")], in: world)
        let pid = player.pid
        #expect(try world.run(["remote", "quit"]).status == 0)
        #expect(player.process.hasEnded(within: 10), "the player did not quit")
        #expect(try FileManager.default.contentsOfDirectory(atPath: world.runtimeDirectory + "/playdeck").isEmpty)
        let again = try world.run(["attach"])
        #expect(again.status == 2 && again.stdout == "")
        #expect(again.stderr == "playdeck: no running PlayDeck\n")
        let byPID = try world.run(["attach", "--pid", String(pid)])
        #expect(byPID.status == 2 && byPID.stdout == "")
        #expect(byPID.stderr == "playdeck: no running PlayDeck with pid \(pid)\n")
    }

    @Test func aStaleSocketOfADeadPlayerIsRemovedAndNotListed() throws {
        let world = try TestWorld()
        let player = try BackgroundPlayer([try Fixtures.tone(seconds: 120, title: "Alive One")], in: world)
        let live = "\(world.runtimeDirectory)/playdeck/\(player.pid).sock"
        let stale = try Self.leaveStaleSocket(in: world)
        let list = try world.run(["attach", "--list"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout == "\(player.pid)\tplaying\tAlive One — Test Artist\t\(live)\n")
        #expect(list.stderr == "")
        #expect(!FileManager.default.fileExists(atPath: stale), "the stale socket is still there")
        #expect(FileManager.default.fileExists(atPath: live))
    }

    @Test func attachGoesPastANewerStaleSocketToThePlayerThatRuns() throws {
        let world = try TestWorld()
        let player = try BackgroundPlayer([try Fixtures.tone(seconds: 120, title: "The Live One")], in: world)
        // Made after the player's, so it is the newest: the one attach would try first.
        let stale = try Self.leaveStaleSocket(in: world)
        let tile = try Attach.tile(in: world)
        let shown = tile.wait(seconds: 10) { $0.contains("The Live One") && TileEndToEndTests.elapsed($0) != nil }
        #expect(shown != nil, "no tile on the live player: \(tile.screen())")
        #expect(!FileManager.default.fileExists(atPath: stale), "the stale socket is still there")
        try tile.send("d")
        #expect(tile.exitStatus(within: 10) == 0)
        try BadInputTileTests.expectRestored(tile)
        #expect(try Attach.printedLines(tile).isEmpty, "\(tile.screen())")
        #expect(player.isRunning)
    }
}
