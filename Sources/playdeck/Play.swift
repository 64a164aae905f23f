import ArgumentParser
import ControlCenter
import Glibc
import Library
import NowPlaying
import Playback
import Settings

/// `playdeck [options] FILE|URL…`: plays the queue.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play files, folders and URLs in order.")

    @Argument(help: "Files, folders or URLs to play, in order.")
    var items: [String] = []

    @Flag(help: "Play PlayDeck's built-in demo programme (no media file needed).")
    var demo = false

    @Flag(help: "Run without a terminal interface.")
    var headless = false

    @Flag(help: "With --headless: print one JSON object per line each time what is playing changes.")
    var json = false

    @Flag(help: "With --headless: exit when the last item ends.")
    var exitAtEnd = false

    @Option(help: "mpv audio output driver list (e.g. pulse, alsa, null).")
    var ao: String?

    @Option(help: "mpv video output driver (default: in the tile without a display, else gpu; libmpv: in the tile).")
    var vo: String?

    @Option(help: ArgumentHelp("Append key-press latencies and the times of the first paint and the start of playback to this file.",
                               valueName: "file"))
    var traceLatency: String?

    @Option(help: "Start the first item at this many seconds.")
    var start: Double?

    @Option(help: "Playback speed, 1 being normal.")
    var speed: Double?

    @Option(help: "Volume in percent (0-130).")
    var volume: Double?

    @Option(help: "Config file (default: $XDG_CONFIG_HOME/playdeck/config.toml).")
    var config: String?

    @Option(help: "Sidecar file for the first item (default: ITEM.playdeck.toml beside each file).")
    var sidecar: String?

    @Flag(help: "Stay open when the queue ends.")
    var idle = false

    @Flag(help: "Start every item at its beginning, ignoring remembered positions.")
    var noResume = false

    @Flag(help: "Start paused.")
    var pause = false

    @Flag(help: "Do not register with MPRIS on the session bus (also [remote] mpris = false).")
    var noMpris = false

    func validate() throws {
        if items.isEmpty && !demo { throw ValidationError("nothing to play: give files, folders or URLs, or --demo") }
        if json && !headless { throw ValidationError("--json goes with --headless") }
        if let speed, !(0.01...100).contains(speed) { throw ValidationError("--speed must lie between 0.01 and 100") }
        if let volume, !(0...130).contains(volume) { throw ValidationError("--volume must lie between 0 and 130") }
        if let start, start < 0 { throw ValidationError("--start must be 0 or more") }
    }

    func run() throws {
        let signals = App.catchSignals()
        Player.preloadLibrary()
        let location = ConfigLocation.find(explicit: config, environment: ConfigLocation.processEnvironment())
        let settings = try Config.loadForRun(location)
        let plan = QueuePlan(entries: queue(), options: self, config: settings)
        guard !plan.items.isEmpty else {
            plan.messages.forEach(printError)
            throw ExitCode(1)
        }
        let trace = openLatencyTrace()
        let infoCenter = NowPlayingInfoCenter(), router = CommandRouter()
        let source = SessionSource(infoCenter: infoCenter, perform: router.perform)
        let tile = headless ? nil : App.openTile(settings, options: self, plan: plan, source: source, trace: trace)
        // Once the tile holds standard error: it shows them as notices, and again when it closes.
        plan.messages.forEach(printError)
        let app: App
        do {
            app = try App(options: self, config: settings, configLocation: location, plan: plan, signals: signals,
                          wiring: (infoCenter, source, router), tile: tile, latencyTrace: trace)
        } catch {
            tile?.close()
            printError("cannot start the player: \(error)")
            throw ExitCode(3)
        }
        let status = app.run(config: settings)
        if status != 0 { throw ExitCode(status) }
    }

    private func openLatencyTrace() -> LatencyTrace? {
        guard let traceLatency else { return nil }
        let trace = LatencyTrace(path: traceLatency)
        if trace == nil { printError("--trace-latency: cannot write '\(Sanitized.line(traceLatency))'") }
        return trace
    }

    private func queue() -> [QueueEntry] {
        var entries: [QueueEntry] = demo ? [.demo] : []
        var playlists = QueueBuilder()
        for argument in items {
            switch MediaPaths.expand(argument) {
            case let .problem(reason):
                entries.append(.problem(argument, reason))
            case let .targets(paths):
                for path in paths {
                    switch playlists.expand(path) {
                    case let .targets(targets): entries += targets.map { .file($0.location) }
                    case let .problem(argument, reason): entries.append(.problem(argument, reason))
                    }
                    entries += playlists.takeProblems().map { .problem($0.argument, $0.reason) }
                }
            }
        }
        return entries
    }
}
