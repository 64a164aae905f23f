import ArgumentParser
import Remote
import Settings

/// `playdeck attach [--pid N | --socket PATH | --list]`: the tile on a player that runs elsewhere.
struct AttachSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attach",
        abstract: "Open the tile on a running PlayDeck (one in the background, another terminal, over SSH).",
        discussion: """
        Shows the most recently started PlayDeck of this user, or the one given with --pid or \
        --socket, and sends it every key: several tiles may be attached at once, in different \
        terminals, and all of them show the same player. d detaches (the player plays on), q \
        quits the player.

        Over SSH, forward the player's socket and attach to the forwarded end:
          ssh -L /tmp/pd.sock:/run/user/1000/playdeck/1234.sock host
          playdeck attach --socket /tmp/pd.sock

        Exit status: 0 when the tile was detached or the player ended; 1 when the player went \
        away without a word (killed, or the connection dropped); 2 when no PlayDeck could be \
        reached; 64 for a usage error.
        """)

    @OptionGroup var target: InstanceOptions

    @Flag(help: "List the running PlayDecks, newest first, and exit.")
    var list = false

    @Option(help: "Config file for the tile's keys and theme (default: $XDG_CONFIG_HOME/playdeck/config.toml).")
    var config: String?

    @Option(help: ArgumentHelp("Append key-press latencies and the time of the first paint to this file.", valueName: "file"))
    var traceLatency: String?

    func validate() throws {
        try target.validate()
        if list, target.pid != nil || target.socket != nil { throw ValidationError("--list lists every PlayDeck; give no --pid or --socket") }
    }

    func run() throws {
        if list {
            let lines = InstanceList.lines(directory: .standard())
            lines.forEach { Output.line($0) }
            if lines.isEmpty {
                printError("no running PlayDeck")
                throw ExitCode(2)
            }
            return
        }
        let signals = App.catchSignals(background: false)
        let location = ConfigLocation.find(explicit: config, environment: ConfigLocation.processEnvironment())
        let settings = try Config.loadForRun(location)
        let client: ControlClient, hello: ProtocolHello
        do {
            client = try ControlClient.connect(target.target)
            hello = try client.hello()
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        try AttachedTile.run(client: client, hello: hello, settings: settings, signals: signals, traceLatency: traceLatency)
    }
}
