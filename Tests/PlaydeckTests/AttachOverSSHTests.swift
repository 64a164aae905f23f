import Foundation
import Testing
import TestSupport

/// `playdeck attach` over SSH as the README tells a person to do it: a real sshd on 127.0.0.1
/// (LoopbackSSH), `ssh -N -L LOCAL:PLAYER` forwarding a local socket to a background player's,
/// and the real tile in tmux on the forwarded end.
@Suite struct AttachOverSSHTests {
    typealias Pane = TileEndToEndTests.Pane

    @Test func theTileOnAForwardedSocketShowsThePlayerAndSpacePausesIt() throws {
        let ssh = try LoopbackSSH()
        defer { ssh.stop() }
        let world = try TestWorld()
        let player = try BackgroundPlayer([try Fixtures.tone(seconds: 120, title: "Over The Wire", artist: "Far Artist")],
                                          in: world)
        let remote = "\(world.runtimeDirectory)/playdeck/\(player.pid).sock"
        let local = ssh.directory + "/pd.sock"
        let forward = try ssh.forward(local: local, remote: remote)
        let tile = try Attach.tile(in: world, ["--socket", local])
        let shown = tile.wait(seconds: 15) {
            $0.contains("Over The Wire") && $0.contains("Far Artist") && TileEndToEndTests.transportRow($0).contains("❚❚")
        }
        try #require(shown != nil, "no tile over ssh: \(tile.screen())\n\(ssh.diagnostics)")
        // ssh carried the tile's connection (ssh -v says so as it opens the channel to sshd).
        let carried = forward.waitForLine { $0.hasSuffix("forwarding to \(remote) port -2 requested.") }
        #expect(carried != nil, "\(ssh.diagnostics)")
        try tile.send("Space")
        let paused = try Attach.waitForStatus(in: world) { $0.state == "paused" }
        #expect(paused.state == "paused" && paused.title == "Over The Wire", "\(paused)")
        #expect(tile.wait(seconds: 10) { TileEndToEndTests.transportRow($0).contains("▶") } != nil,
                "the tile does not show the pause: \(tile.screen())")
        try tile.send("d")
        #expect(tile.exitStatus(within: 10) == 0)
        try BadInputTileTests.expectRestored(tile)
        #expect(try Attach.printedLines(tile).isEmpty, "\(tile.screen())")
        #expect(player.isRunning)
        #expect(try Attach.Status(world).state == "paused", "detaching changed the player")
    }
}
