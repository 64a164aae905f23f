import Foundation
import Testing
import TestSupport

/// `playdeck attach --socket` in tmux against a socket that is not a player of this release
/// (a python3 server, see ForeignSocket): the real client says hello, finds out, and ends with
/// one line and status 2 before it touches the terminal; nothing the other side sent reaches it.
@Suite struct AttachProtocolTests {
    typealias Pane = TileEndToEndTests.Pane

    /// `playdeck attach --socket PATH` in a pane, once the foreign socket has heard its hello and
    /// it has exited 2; returns the pane, its terminal checked as given back.
    static func attachRefused(_ socket: ForeignSocket, in world: TestWorld,
                              sourceLocation: SourceLocation = #_sourceLocation) throws -> Pane {
        let tile = try Attach.tile(in: world, ["--socket", socket.path])
        #expect(socket.firstRequest() == #"{"hello":3}"#, "the client did not say hello first: \(socket.log)",
                sourceLocation: sourceLocation)
        #expect(tile.exitStatus(within: 10) == 2, "\(tile.screen())", sourceLocation: sourceLocation)
        try BadInputTileTests.expectRestored(tile, sourceLocation: sourceLocation)
        #expect(!BadInputTileTests.contains(tile.rawOutput(), Array("\u{1B}[?1049h".utf8)), "the tile was opened",
                sourceLocation: sourceLocation)
        return tile
    }

    @Test func aPlayerSpeakingAnotherProtocolVersionIsOneClearLineAndStatus2() throws {
        let world = try TestWorld()
        let answer = #"{"hello":4,"player":"playdeck","pid":4242}"# + "\n"
        let socket = try ForeignSocket(at: world.path + "/v2.sock", answering: Array(answer.utf8), in: world)
        let tile = try Self.attachRefused(socket, in: world)
        #expect(try Attach.printedLines(tile) == [
            "playdeck: the player speaks protocol version 4 and the client 3: use the same PlayDeck release on both sides",
        ])
    }

    @Test func aSocketAnsweringGarbageIsOneLineAndNoneOfItsBytesReachTheTerminal() throws {
        let world = try TestWorld()
        // A title, a clear screen, a colour, a bell, a clipboard write and a C1 CSI, then a line end.
        let garbage = Array("\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[31mArtist\u{07}\u{1B}]52;c;cHduZWQ=\u{07}".utf8)
            + [0xC2, 0x9B] + Array("not a player\n".utf8)
        let socket = try ForeignSocket(at: world.path + "/junk.sock", answering: garbage, in: world)
        let tile = try Self.attachRefused(socket, in: world)
        #expect(try Attach.printedLines(tile) == ["playdeck: the socket at \(socket.path) does not speak PlayDeck's protocol"])
        let raw = tile.rawOutput()
        #expect(!raw.contains(0x1B), "an escape byte reached the terminal: \(raw)")
        #expect(!BadInputTileTests.contains(raw, Array("not a player".utf8)), "the answer was printed")
        BadInputTileTests.expectNoTerminalCommandsFromMedia(tile)
    }

    @Test func aSocketThatHangsUpAfterTheHelloIsOneLineAndStatus2() throws {
        let world = try TestWorld()
        let socket = try ForeignSocket(at: world.path + "/mute.sock", answering: [], hangingUp: true, in: world)
        let tile = try Self.attachRefused(socket, in: world)
        #expect(try Attach.printedLines(tile) == ["playdeck: PlayDeck closed the connection"])
    }
}
