/// A line of the vocabulary, parsed: a command for the player, or one only a tile understands.
/// Keys, the config's `[keys]`, the control socket and `playdeck remote` all speak it.
public enum Instruction: Equatable, Sendable {
    case player(Command)
    case tile(TileCommand)

    /// Parses "skip-forward 30" or "toggle-pause"; the error is a sentence for a person.
    /// Blanks are found among Unicode scalars, not characters: a space followed by a combining
    /// mark is one character, so a path that starts with one would otherwise glue itself to the
    /// space that `text` puts before it and the line would not read back as itself.
    public init(parsing text: String) throws(CommandParseError) {
        let trimmed = text.unicodeScalars.drop(while: Self.isBlank)
        let name = trimmed.prefix { !Self.isBlank($0) }
        guard !name.isEmpty else { throw CommandParseError("empty command") }
        let rest = trimmed[name.endIndex...].drop(while: Self.isBlank)
        try self.init(name: String(Substring(name)), rest: String(Substring(rest)))
    }

    static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    /// Builds an instruction from its name and the words after it.
    public init(name: String, arguments: [String]) throws(CommandParseError) {
        try self.init(name: name, rest: arguments.joined(separator: " "))
    }

    private init(name: String, rest: String) throws(CommandParseError) {
        guard let entry = Vocabulary.entry(named: name) else {
            let hint = closestMatch(to: name, in: Vocabulary.entries.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw CommandParseError("unknown command '\(name)'\(hint)")
        }
        if let tile = TileCommand(rawValue: name) {
            guard rest.isEmpty else { throw CommandParseError("'\(name)' takes no argument") }
            self = .tile(tile)
            return
        }
        let value = try ArgumentParser(entry: entry, rest: rest).parse()
        self = .player(try Self.command(name, value))
    }

    /// The instruction written back in the vocabulary.
    public var text: String {
        switch self {
        case let .player(command): command.text
        case let .tile(command): command.text
        }
    }

    private static func command(_ name: String, _ value: ArgumentParser.Value) throws(CommandParseError) -> Command {
        switch (name, value) {
        case ("play", _): .play
        case ("pause", _): .pause
        case ("toggle-pause", _): .togglePause
        case ("stop", _): .stop
        case let ("skip-forward", .number(n)): .skipForward(n)
        case let ("skip-backward", .number(n)): .skipBackward(n)
        case let ("seek", .seek(target)): target.command
        case let ("speed", .number(n?)): .setSpeed(n)
        case ("speed-next", _): .speedNext
        case ("speed-previous", _): .speedPrevious
        case ("speed-reset", _): .speedReset
        case let ("volume", .number(n?)): .setVolume(n)
        case let ("volume-up", .number(n)): .volumeUp(n)
        case let ("volume-down", .number(n)): .volumeDown(n)
        case ("mute", _): .toggleMute
        case ("next", _): .nextTrack
        case ("previous", _): .previousTrack
        case ("chapter-next", _): .nextChapter
        case ("chapter-previous", _): .previousChapter
        case ("skip-ad", _): .skipAd
        case ("action", _): .pressAction
        case ("play-from-beginning", _): .playFromBeginning
        case let ("shuffle", .word(word)): .shuffle(word.map { $0 == "on" })
        case let ("repeat", .word(word)): .repeatMode(word.flatMap(RepeatMode.init(rawValue:)))
        case let ("stop-after", .word(word)): .stopAfter(word.flatMap(StopAfter.init(rawValue:)))
        case ("clear-error", _): .clearError
        case let ("play-index", .numberedTime(n, time)): .playIndex(n, from: time)
        case let ("remove", .whole(n, _)): .remove(n)
        case let ("move", .whole(from, to)): .move(from: from, to: to)
        case let ("shuffle-items", .whole(from, to)): .shuffleItems(from: from, to: to)
        case let ("priority", .priority(priority, from, to)): .priority(priority, from: from, to: to)
        case let ("open", .text(target)): .open(target)
        case let ("add", .text(target)): .add(target)
        case let ("add-next", .text(target)): .add(target, .next)
        case let ("add-at", .numbered(n, target)): .add(target, .at(n))
        case let ("replace", .text(target)): .add(target, .replace)
        case ("clear", _): .clear
        case ("crop", _): .crop
        case ("undo", _): .undo
        case let ("save", .text(name)): .save(name)
        case let ("load", .text(name)): .load(name)
        case ("playlists", _): .playlists
        case let ("library-add", .text(query)): .libraryAdd(query)
        case let ("library-add-next", .text(query)): .libraryAdd(query, .next)
        case let ("library-add-at", .numbered(n, query)): .libraryAdd(query, .at(n))
        case let ("library-replace", .text(query)): .libraryAdd(query, .replace)
        case let ("library-scan", .text(folder)): .libraryScan(folder)
        case let ("star", .text(location)): .star(location, true)
        case let ("unstar", .text(location)): .star(location, false)
        case let ("audio-track", .whole(n, _)): .audioTrack(n)
        case let ("subtitle-track", .whole(n, _)): .subtitleTrack(n)
        case let ("secondary-subtitle-track", .whole(n, _)): .secondarySubtitleTrack(n)
        case let ("audio-device", .text(name)): .audioDevice(name)
        case let ("ab-loop", .times(from, to)): .abLoop(from: from, to: to)
        case ("ab-loop-off", _): .abLoopOff
        case let ("trim", .times(from, to)): .trim(from: from, to: to)
        case ("trim-cancel", _): .trimCancel
        case let ("pip", .text(target)): .pip(target)
        case ("pip-swap", _): .pipSwap
        case ("pip-close", _): .pipClose
        case let ("view", .whole(n, _)): .view(n)
        case ("view-enlarge", _): .viewEnlarge
        case let ("sleep", .sleep(request)): .sleep(request)
        case let ("bookmark-add", .text(name)): .bookmarkAdd(name.isEmpty ? nil : name)
        case let ("bookmark-go", .whole(n, _)): .bookmarkGo(n)
        case let ("bookmark-remove", .whole(n, _)): .bookmarkRemove(n)
        case let ("bookmark-rename", .numbered(n, name)): .bookmarkRename(n, name)
        case let ("together", .text(words)): .together(try TogetherRequest(parsing: words))
        case ("reload-config", _): .reloadConfig
        case ("scrobble-flush", _): .flushListens
        case ("quit", _): .quit
        default: throw CommandParseError("'\(name)' cannot take that")
        }
    }
}
