import ArgumentParser
import ControlCenter
import EventLoop
import Remote
import Settings

/// The tile on a player that runs in another process, until it is detached or the player ends:
/// what `playdeck attach` shows, and what `playdeck FILE` shows after adding to a running player.
enum AttachedTile {
    /// Shows the player `client` has greeted (`hello`) in this terminal; throws the exit status
    /// when it is not 0 (the player went away, a signal, no terminal to draw on).
    static func run(client: ControlClient, hello: ProtocolHello, settings: Config, signals: SignalSource?,
                    traceLatency: String?) throws {
        let loop = EventLoop()
        let source = SocketSource(connection: client.handOver(), hello: hello, loop: loop)
        let tile: Tile
        do {
            tile = try Tile(config: settings, environment: ProcessEnvironment.current, source: source)
        } catch {
            printError("\(error.description); attach needs a terminal to draw on")
            throw ExitCode(1)
        }
        tile.latencyTrace = traceLatency.flatMap { LatencyTrace(path: $0) }
        let ending = AttachEnding()
        tile.onHangUp = { [unowned loop] in loop.stop() }
        tile.onDetach = { [unowned loop] in loop.stop() }
        // Unowned: each of these lives until run() returns, and a strong capture would make a
        // cycle that outlives it (LeakSanitizer reported the source and the tile at exit).
        source.onClose = { [unowned source, unowned loop] farewell in
            ending.playerEnded(farewell: farewell, pid: hello.pid, quitHere: source.askedToQuit)
            loop.stop()
        }
        if let signals {
            signals.watch(on: loop) { [unowned loop] signal in
                ending.signal = signal
                loop.stop()
            }
        }
        tile.attach(to: loop)
        loop.run()
        tile.close()
        source.close()
        if let line = ending.line { printError(line) }
        if let status = ending.status { throw ExitCode(status) }
    }
}
