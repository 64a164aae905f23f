import ArgumentParser
import Commands
import Remote

/// `playdeck remote <command> [args]`: sends one command to a running PlayDeck.
struct RemoteSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remote",
        abstract: "Send a command to a running PlayDeck.",
        discussion: """
        Talks to the most recently started PlayDeck of this user, or the one given with --pid or \
        --socket, through its control socket ($XDG_RUNTIME_DIR/playdeck/<pid>.sock). The command \
        goes through the player's command center like a key press, so a command that is disabled \
        now (skipping during an ad) is refused with the reason.

        Commands:
        \(Vocabulary.entries.map { "  \($0.name)\($0.argument.placeholder.map { " " + $0 } ?? "")  — \($0.summary)" }.joined(separator: "\n"))

        Scripts may speak to the socket directly, one JSON object per line: \
        {"command": "skip-forward", "interval": 30} is answered {"status": "success"} or \
        {"status": "disabled", "reason": "…"}; {"get": "now-playing"} with the snapshot \
        (the keys of --headless --json); {"subscribe": "now-playing"} with every snapshot \
        as it is published. An "id" is echoed.

        'playdeck remote queue' prints the queue, the item playing marked ▶; with --json one \
        object per item: {"position": 1, "id": 7, "title": …, "artist": …, "path": …, \
        "current": false}.

        'playdeck remote live-text' prints the text of the paused video frame, a line of \
        text per line found (waiting while the frame is read); with --json one object: \
        {"frame": {"width", "height"}, "mediaTime", "lines": [{"text", "box", "words": \
        [{"text", "box": {"x", "y", "width", "height"}, "confidence"}]}]}, boxes in the \
        frame's pixels, confidence from 0 to 1. A frame with no text says so on standard error.

        Exit status: 0 when the player did it; 1 when it answered but did not (the reason is on \
        standard error); 2 when no PlayDeck could be reached; 64 for a usage error.
        """)

    @Argument(help: "A command and its argument, e.g. 'skip-forward 30'.")
    var words: [String] = []

    @OptionGroup var target: InstanceOptions

    @Flag(help: "Print the player's reply as JSON.")
    var json = false

    func validate() throws {
        guard !words.isEmpty else { throw ValidationError("give a command, e.g. 'playdeck remote toggle-pause'") }
        try target.validate()
        _ = try command()
    }

    private func command() throws -> Instruction {
        do {
            return try Instruction(name: words[0], arguments: Array(words.dropFirst()))
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        let command = try command()
        if command == .tile(.queue) { return try listQueue() }
        if command == .tile(.liveText) { return try listLiveText() }
        let reply: ControlReply
        do {
            let client = try ControlClient.connect(target.target)
            let line = try client.request(["command": command.text])
            if json { Output.line(line) }
            guard let decoded = ControlReply.decode(line) else { throw ControlClientError.closed }
            reply = decoded
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        guard reply.isSuccess else {
            printError("\(command.text): \(reply.reason ?? reply.status)")
            throw ExitCode(1)
        }
    }
}

extension RemoteSubcommand {
    /// `playdeck remote queue`: prints the queue instead of opening a panel no one would see.
    private func listQueue() throws {
        do {
            try QueueListing.print(try ControlClient.connect(target.target), json: json)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
    }
}

extension RemoteSubcommand {
    /// `playdeck remote live-text`: prints the paused frame's text instead of opening a
    /// selection no one would see.
    private func listLiveText() throws {
        do {
            try LiveTextListing.print(try ControlClient.connect(target.target), json: json)
        } catch let absent as LiveTextListing.Absent {
            printError("live-text: \(absent.reason)")
            throw ExitCode(1)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
    }
}

/// Which running PlayDeck a client talks to.
struct InstanceOptions: ParsableArguments {
    @Option(help: "The process id of the PlayDeck to talk to (default: the most recently started).")
    var pid: Int32?

    @Option(help: ArgumentHelp("The control socket to talk to.", valueName: "path"))
    var socket: String?

    func validate() throws {
        if pid != nil, socket != nil { throw ValidationError("give --pid or --socket, not both") }
    }

    var target: ControlTarget {
        if let socket { return .socket(socket) }
        if let pid { return .pid(pid, .standard()) }
        return .mostRecent(.standard())
    }
}
