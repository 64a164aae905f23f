import ArgumentParser
import ControlCenter
import EventLoop
import NowPlaying
import Remote
import Settings

/// `playdeck control [--player NAME]`: the tile on the desktop's players, playing nothing itself.
struct ControlSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "control",
        abstract: "Open the tile on the desktop's players (any MPRIS player: browsers, mpv, Spotify, PlayDeck).",
        discussion: """
        Lists every MPRIS player on the session bus (identity, state, title) in the Players \
        panel, following players as they come and go; Enter shows the chosen player's Now \
        Playing in the tile, and the panel's keys (Tab, l or P) open the list again. The tile's \
        keys and buttons control that player, as far as it allows (CanSeek, CanGoNext, …); \
        the skip buttons use the config's intervals. d or q leaves; the players play on.

        Exit status: 0; 1 without a terminal; 2 when there is no session bus; 128+N after signal N; \
        64 for a usage error.
        """)

    @Option(help: ArgumentHelp("Show this player at once: its bus name, the part after org.mpris.MediaPlayer2., or its identity.",
                               valueName: "name"))
    var player: String?

    @Option(help: "Config file for the tile's keys, theme, skip intervals and speeds (default: $XDG_CONFIG_HOME/playdeck/config.toml).")
    var config: String?

    @Option(help: ArgumentHelp("Append the times snapshots and keys were painted to this file.", valueName: "file"))
    var traceLatency: String?

    func run() throws {
        let signals = App.catchSignals(background: false)
        let location = ConfigLocation.find(explicit: config, environment: ConfigLocation.processEnvironment())
        let settings = try Config.loadForRun(location)
        let loop = EventLoop()
        let client: BusClient
        do {
            client = try BusClient(loop: loop)
        } catch {
            printError("cannot reach the session bus: \(error)")
            throw ExitCode(2)
        }
        let options = MPRISClientOptions(
            skipIntervals: SkipIntervals(backward: settings.skip.backward.first ?? 10, forward: settings.skip.forward.first ?? 15),
            speeds: settings.speed.speeds.map { PlaybackSpeed(rate: $0.rate, localizedName: $0.name) })
        let source = MPRISControlSource(client: client, loop: loop, options: options)
        let tile: Tile
        do {
            tile = try Tile(config: settings, environment: ProcessEnvironment.current, source: source)
        } catch {
            printError("\(error.description); control needs a terminal to draw on")
            throw ExitCode(1)
        }
        tile.listsPlayers = true
        // The list panel always lists the players here: P opens it as Tab does.
        tile.onPlayers = { nil }
        tile.latencyTrace = traceLatency.flatMap { LatencyTrace(path: $0) }
        var ending: String?
        // Unowned: each of these lives until run() returns (a strong capture would be a cycle).
        tile.onHangUp = { [unowned loop] in loop.stop() }
        tile.onDetach = { [unowned loop] in loop.stop() }
        source.onQuit = { [unowned loop] in loop.stop() }
        client.onLost = { [unowned loop] in
            ending = "the session bus went away"
            loop.stop()
        }
        source.onChoose = { [unowned tile] _ in tile.closeList() }
        source.onPlayersChange = { [unowned source, unowned tile] in
            if let player, source.chosen == nil, source.choose(player) { return }
            // Nothing shown yet: the list is what there is to see.
            if source.chosen == nil, !source.players.players.isEmpty { tile.openList() }
        }
        var signal: Int32?
        if let signals {
            signals.watch(on: loop) { [unowned loop] in
                signal = $0
                loop.stop()
            }
        }
        tile.attach(to: loop)
        loop.run()
        tile.close()
        source.close()
        client.close()
        if let ending { printError(ending) }
        if let signal { throw ExitCode(128 + signal) }
    }
}
