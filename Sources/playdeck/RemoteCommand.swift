import ArgumentParser
import Commands
import NowPlaying
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

        'playdeck remote audio-devices' prints the audio outputs, the one playing marked ▶: \
        mpv's name (what 'audio-device NAME' takes) and what the sound system calls it; with \
        --json one object per output: {"name": "auto", "description": "Autoselect device", \
        "current": true}.

        'playdeck remote bookmarks' prints the bookmarks of the item playing, numbered as \
        'bookmark-go N', 'bookmark-rename N NAME' and 'bookmark-remove N' take them: number, time \
        and name; with --json one object per bookmark: {"number": 1, "time": 724.5, "name": …}.

        --player NAME sends the command to any MPRIS player instead (its bus name, the part after \
        org.mpris.MediaPlayer2., or its identity, as `playerctl --list-all` and `playdeck control` \
        show them), as its MPRIS methods and properties; a skip without an interval skips \
        PlayDeck's defaults (10 s back, 15 s forward).

        'playdeck remote live-text' prints the text of the paused video frame, a line of \
        text per line found (waiting while the frame is read); with --json one object: \
        {"frame": {"width", "height"}, "mediaTime", "lines": [{"text", "box", "words": \
        [{"text", "box": {"x", "y", "width", "height"}, "confidence"}]}]}, boxes in the \
        frame's pixels, confidence from 0 to 1. A frame with no text says so on standard error.

        Exit status: 0 when the player did it; 1 when it answered but did not (the reason is on \
        standard error); 2 when no PlayDeck could be reached; 64 for a usage error.
        """)

    // A step back (`seek -1:00`) starts with a dash: the words take what is no option of ours.
    @Argument(parsing: .allUnrecognized, help: "A command and its argument, e.g. 'skip-forward 30' or 'seek -1:00'.")
    var words: [String] = []

    @OptionGroup var target: InstanceOptions

    @Option(help: ArgumentHelp("Send it to this MPRIS player instead (any player on the session bus).", valueName: "name"))
    var player: String?

    @Flag(help: "Print the player's reply as JSON.")
    var json = false

    func validate() throws {
        guard !commandWords.isEmpty else { throw ValidationError("give a command, e.g. 'playdeck remote toggle-pause'") }
        try target.validate()
        if player != nil, target.pid != nil || target.socket != nil { throw ValidationError("give --player, or --pid or --socket") }
        if let adding = try adding() {
            if player != nil, adding.commands.count > 1 { throw ValidationError("--player adds one item at a time") }
            return
        }
        _ = try command()
    }

    /// The command's words: the `--` that ends the options (`seek -- -1:00`, the usual way to
    /// pass a word that starts with a dash) is none of them, though the parser keeps it.
    private var commandWords: [String] {
        guard let end = words.firstIndex(of: "--") else { return words }
        var kept = words
        kept.remove(at: end)
        return kept
    }

    /// `add [--next|--at N] ITEM…`, several items with the client's relative paths made absolute.
    private func adding() throws -> RemoteAdd? {
        guard commandWords.first == "add" else { return nil }
        return try RemoteAdd(Array(commandWords.dropFirst()))
    }

    private func command() throws -> Instruction {
        do {
            return try Instruction(name: commandWords[0], arguments: Array(commandWords.dropFirst()))
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        if let adding = try adding(), player == nil { return try add(adding) }
        let command = try adding().map { .player($0.commands[0]) } ?? command()
        if let player { return try send(command, toMPRISPlayer: player) }
        if command == .tile(.queue) { return try list(QueueListing.lines) }
        if command == .tile(.audioDevices) { return try list(AudioDeviceListing.lines) }
        if command == .tile(.liveText) { return try list(LiveTextListing.lines, whenEmpty: "live-text: no text in this frame") }
        if command == .tile(.bookmarks) { return try list(BookmarkListing.lines) }
        let reply: ControlReply
        do {
            let client = try ControlClient.connect(target.target)
            // A flush is answered once every service has answered for its listens.
            let line = try client.request(["command": command.text], timeout: command == .player(.flushListens) ? ScrobbleFlush.answerTimeout : 5)
            if json { Output.line(line) }
            reply = try ControlClient.reply(line)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        guard reply.isSuccess else {
            // A room's password given on the command line is not printed back.
            let shown = if case let .player(.together(request)) = command { "together \(request.shown)" } else { command.text }
            printError("\(shown): \(reply.reason ?? reply.status)")
            throw ExitCode(1)
        }
        // What an edit of the queue did ("Saved 'mix' (13 items)", "Nothing to undo") is its answer.
        if !json, case let .player(edit) = command, Self.saysWhatItDid.contains(edit.kind), let message = reply.message {
            Output.line(message)
        }
    }

    /// The commands whose reply's message `remote` prints: the queue's edits, playlists, what a
    /// flush of the listens sent, and which server's item is being starred.
    private static let saysWhatItDid: Set<RemoteCommandKind> = [.addItem, .removeItem, .moveItem, .editQueue, .playlists, .addFromLibrary,
                                                                .flushListens, .star]

    private func add(_ adding: RemoteAdd) throws {
        let added: Bool
        do {
            added = try adding.send(through: try ControlClient.connect(target.target), json: json)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        if !added { throw ExitCode(1) }
    }
}

extension RemoteSubcommand {
    /// `--player NAME`: the command through the player's MPRIS interface.
    private func send(_ instruction: Instruction, toMPRISPlayer name: String) throws {
        guard case let .player(command) = instruction else {
            printError("\(instruction.text): only a PlayDeck tile has that; an MPRIS player takes player commands")
            throw ExitCode(1)
        }
        let player: MPRISTarget
        do {
            player = try MPRISTarget(name: name)
        } catch {
            printError(error.message)
            throw ExitCode(2)
        }
        let reply = ControlReply(player.send(command), command: instruction)
        if json { Output.line(reply.line()) }
        guard reply.isSuccess else {
            printError("\(instruction.text): \(reply.reason ?? reply.status)")
            throw ExitCode(1)
        }
    }

    /// `playdeck remote queue`, `audio-devices`, `bookmarks` and `live-text`: print the list
    /// instead of opening a panel, menu or selection no one would see.
    private func list(_ lines: (ControlClient, Bool) throws -> [String], whenEmpty: String? = nil) throws {
        do {
            let printed = try lines(try ControlClient.connect(target.target), json)
            printed.forEach { Output.line($0) }
            if printed.isEmpty, let whenEmpty { printError(whenEmpty) }
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
