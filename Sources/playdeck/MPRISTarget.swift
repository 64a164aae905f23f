import ArgumentParser
import Commands
import EventLoop
import NowPlaying
import Remote

/// Any MPRIS player reached by `--player NAME` (`playdeck remote`, `playdeck status`): the
/// session bus, the player found among those on it, and its source, loaded, on a loop of its own.
final class MPRISTarget {
    let loop = EventLoop()
    let client: BusClient
    let source: MPRISSource
    /// How long the bus may take to list the players and the player to say what it plays.
    static let timeout = BusClient.callTimeout + 1

    /// Finds the player `name` names and waits until it has said what it plays; exits 2 when
    /// there is no bus or no such player.
    init(name: String) throws {
        do {
            client = try BusClient(loop: loop)
        } catch {
            printError("cannot reach the session bus: \(error)")
            throw ExitCode(2)
        }
        let players = MPRISPlayers(client: client)
        guard Self.turn(loop, until: { players.isReady }), let entry = players.find(name) else {
            let known = players.players.map(\.shortName).joined(separator: ", ")
            printError("no MPRIS player called '\(Sanitized.line(name))'" + (known.isEmpty ? " (none is on the bus)" : " (on the bus: \(known))"))
            throw ExitCode(2)
        }
        players.close()
        source = MPRISSource(client: client, busName: entry.busName, loop: loop)
        var gone: String?
        source.onClose = { gone = $0 }
        guard Self.turn(loop, until: { [source] in source.isLoaded || gone != nil }), gone == nil else {
            printError(gone ?? "\(entry.busName) did not say what it plays")
            throw ExitCode(2)
        }
    }

    deinit {
        source.close()
        client.close()
    }

    /// Sends `command` and waits for the player's answer.
    func send(_ command: Command) -> RemoteCommandStatus {
        var status: RemoteCommandStatus?
        source.send(command) { status = $0 }
        _ = Self.turn(loop) { status != nil }
        return status ?? .commandFailed("the player did not answer")
    }

    /// Turns `loop` until `condition` holds, or `timeout` seconds pass; whether it held.
    static func turn(_ loop: EventLoop, until condition: () -> Bool) -> Bool {
        var late = false
        loop.schedule("mpris-target-timeout", after: timeout) { late = true }
        defer { loop.cancel("mpris-target-timeout") }
        while !condition(), !late { loop.runOnce(timeout: nil) }
        return condition()
    }
}
