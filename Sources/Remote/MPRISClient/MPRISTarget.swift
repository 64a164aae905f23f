import Commands
import EventLoop
import NowPlaying

/// Any MPRIS player reached by `--player NAME` (`playdeck remote`, `playdeck status`): the
/// session bus, the player found among those on it, and its source, loaded, on a loop of its own.
public final class MPRISTarget {
    /// The loop the bus and the source turn on.
    public let loop = EventLoop()
    /// The session bus.
    public let client: BusClient
    /// The player's Now Playing.
    public let source: MPRISSource
    /// How long the bus may take to list the players and the player to say what it plays.
    static let timeout = BusClient.callTimeout + 1

    /// Finds the player `name` names and waits until it has said what it plays; throws
    /// `MPRISTargetError` when there is no bus or no such player.
    public init(name: String) throws(MPRISTargetError) {
        do {
            client = try BusClient(loop: loop)
        } catch {
            throw MPRISTargetError(message: "cannot reach the session bus: \(error)")
        }
        let players = MPRISPlayers(client: client)
        guard Self.turn(loop, until: { players.isReady }), let entry = players.find(name) else {
            let known = players.players.map(\.shortName).joined(separator: ", ")
            throw MPRISTargetError(message: "no MPRIS player called '\(Sanitized.line(name))'"
                + (known.isEmpty ? " (none is on the bus)" : " (on the bus: \(known))"))
        }
        players.close()
        source = MPRISSource(client: client, busName: entry.busName, loop: loop)
        var gone: String?
        source.onClose = { gone = $0 }
        guard Self.turn(loop, until: { [source] in source.isLoaded || gone != nil }), gone == nil else {
            throw MPRISTargetError(message: gone ?? "\(entry.busName) did not say what it plays")
        }
    }

    deinit {
        source.close()
        client.close()
    }

    /// Sends `command` and waits for the player's answer.
    public func send(_ command: Command) -> RemoteCommandStatus {
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

/// No session bus, or no such player on it: the line to print (exit status 2).
public struct MPRISTargetError: Error, CustomStringConvertible {
    /// The line for a person.
    public let message: String
    /// The line for a person.
    public var description: String { message }
}
