import Foundation
import Testing
import TestSupport

/// How an attached tile ends, with the real binary in tmux over a real background player: `d`
/// leaves the player playing, `q` quits it, a player that quits elsewhere or is killed ends the
/// tile with a line (or none) and an exit status, and a terminal that goes away ends only the
/// tile. The terminal is given back every time.
@Suite struct AttachEndingTests {
    typealias Pane = TileEndToEndTests.Pane

    /// A background player playing a two-minute tone and a tile attached to it, showing it.
    static func attached(title: String) throws -> (TestWorld, BackgroundPlayer, Pane) {
        let world = try TestWorld()
        let player = try BackgroundPlayer([try Fixtures.tone(seconds: 120, title: title)], in: world)
        let tile = try Attach.tile(in: world)
        try #require(tile.wait(seconds: 10) { $0.contains(title) && TileEndToEndTests.elapsed($0) != nil } != nil,
                     "no tile: \(tile.screen())")
        #expect(tile.format("#{alternate_on}") == "1", "the tile is on the alternate screen")
        return (world, player, tile)
    }

    @Test func dDetachesTheTileAndThePlayerPlaysOn() throws {
        let (world, player, tile) = try Self.attached(title: "Detach Me")
        try tile.send("d")
        #expect(tile.exitStatus(within: 10) == 0)
        try BadInputTileTests.expectRestored(tile)
        #expect(try Attach.printedLines(tile).isEmpty, "detaching says nothing: \(tile.screen())")
        #expect(player.isRunning)
        let status = try Attach.Status(world)
        #expect(status.state == "playing" && status.title == "Detach Me")
    }

    @Test func qInAnAttachedTileQuitsThePlayerAndTheTileEndsSilently() throws {
        let (world, player, tile) = try Self.attached(title: "Quit Here")
        try tile.send("q")
        #expect(player.process.hasEnded(within: 10), "the player did not quit")
        #expect(tile.exitStatus(within: 10) == 0)
        try BadInputTileTests.expectRestored(tile)
        #expect(try Attach.printedLines(tile).isEmpty, "a quit from this tile needs no comment: \(tile.screen())")
        #expect(!FileManager.default.fileExists(atPath: "\(world.runtimeDirectory)/playdeck/\(player.pid).sock"))
    }

    @Test func aPlayerThatQuitsElsewhereEndsTheTileWithItsReason() throws {
        let (world, player, tile) = try Self.attached(title: "Quit Elsewhere")
        #expect(try world.run(["remote", "quit"]).status == 0)
        #expect(tile.exitStatus(within: 10) == 0)
        try BadInputTileTests.expectRestored(tile)
        #expect(try Attach.printedLines(tile) == ["playdeck: the player (pid \(player.pid)) ended: quit"])
        #expect(player.process.hasEnded(within: 10))
    }

    @Test func aKilledPlayerEndsTheTileWithOneLineAndStatus1() throws {
        let (_, player, tile) = try Self.attached(title: "Killed Under")
        player.process.signal(SIGKILL)
        #expect(tile.exitStatus(within: 10) == 1)
        try BadInputTileTests.expectRestored(tile)
        #expect(try Attach.printedLines(tile) == ["playdeck: the player (pid \(player.pid)) went away"])
    }

    @Test func aClosedTerminalEndsTheAttachedTileAndNotThePlayer() throws {
        let (world, player, tile) = try Self.attached(title: "Terminal Gone")
        let attach = try ProcessHandle(try #require(tile.playdeckPID()))
        try Attach.closeTerminal(tile)
        #expect(attach.hasEnded(within: 10), "the tile outlived its terminal")
        #expect(player.isRunning)
        #expect(try Attach.Status(world).state == "playing")
    }
}
