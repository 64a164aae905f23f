import Commands

/// The key map: an ordered list of bindings (the order help shows) with lookup by key.
public struct KeyBindings: Equatable, Sendable {
    /// The bindings in order; each key appears at most once.
    public private(set) var bindings: [KeyBinding]

    /// A key map from bindings; a later binding of the same key replaces the earlier one in place.
    public init(_ bindings: [KeyBinding]) {
        self.bindings = []
        for binding in bindings { bind(binding.key, to: binding.command) }
    }

    /// The command a key sends, if it is bound.
    public func command(for key: KeyName) -> Instruction? {
        bindings.first { $0.key == key }?.command
    }

    /// The keys that send a command, in order, for help and button hints.
    public func keys(for command: Instruction) -> [KeyName] {
        bindings.filter { $0.command == command }.map(\.key)
    }

    /// Binds a key, replacing its command where it already is in the list, else appending it.
    public mutating func bind(_ key: KeyName, to command: Instruction) {
        if let index = bindings.firstIndex(where: { $0.key == key }) {
            bindings[index] = KeyBinding(key: key, command: command)
        } else {
            bindings.append(KeyBinding(key: key, command: command))
        }
    }

    /// Removes a key's binding, if it has one.
    public mutating func unbind(_ key: KeyName) {
        bindings.removeAll { $0.key == key }
    }

    /// The mpv-like defaults.
    public static let defaults = KeyBindings([
        binding(.named(.space), .togglePause),
        binding(.character("p"), .togglePause),
        binding(.named(.left), .skipBackward(nil)),
        binding(.named(.right), .skipForward(nil)),
        binding(.named(.up), .skipForward(60)),
        binding(.named(.down), .skipBackward(60)),
        binding(.character("["), .speedPrevious),
        binding(.character("]"), .speedNext),
        binding(.named(.backspace), .speedReset),
        binding(.character("\\"), .speedReset),
        binding(.character("s"), tile: .speedMenu),
        binding(.character("i"), tile: .infoPanel),
        binding(.character("?"), tile: .help),
        binding(.named(.enter), .pressAction),
        binding(.character("a"), .skipAd),
        binding(.character("n"), .nextTrack),
        binding(.character("<"), .previousTrack),
        binding(.character(">"), .nextTrack),
        binding(.character("9"), .volumeDown(nil)),
        binding(.character("0"), .volumeUp(nil)),
        binding(.character("+"), .volumeUp(nil)),
        binding(.character("="), .volumeUp(nil)),
        binding(.character("-"), .volumeDown(nil)),
        binding(.character("g"), tile: .goTo),
        binding(.character("m"), .toggleMute),
        binding(.character(","), .previousChapter),
        binding(.character("."), .nextChapter),
        binding(.named(.tab), tile: .queue),
        binding(.character("l"), tile: .queue),
        binding(.character("L"), tile: .library),
        binding(.character("K"), tile: .moveUp),
        binding(.named(.up), tile: .moveUp, modifiers: .shift),
        binding(.character("J"), tile: .moveDown),
        binding(.named(.down), tile: .moveDown, modifiers: .shift),
        binding(.character("u"), .undo),
        binding(.character("x"), .shuffle(nil)),
        binding(.character("r"), .repeatMode(nil)),
        binding(.character("#"), tile: .audioMenu),
        binding(.character("j"), tile: .subtitleMenu),
        binding(.character("k"), tile: .secondarySubtitleMenu),
        binding(.character("o"), tile: .audioDevices),
        binding(.character("z"), tile: .fitFill),
        binding(.character("T"), tile: .liveText),
        binding(.character("d"), tile: .detach),
        binding(.character("P"), tile: .players),
        binding(.character("t"), tile: .trimMode),
        binding(.character("w"), .pipSwap),
        binding(.character("W"), .pipClose),
        binding(.character("1"), .view(1)),
        binding(.character("2"), .view(2)),
        binding(.character("3"), .view(3)),
        binding(.character("4"), .view(4)),
        binding(.character("e"), .viewEnlarge),
        binding(.character("Z"), tile: .sleepMenu),
        binding(.character("f"), tile: .fullscreen),
        binding(.character("b"), .bookmarkAdd(nil)),
        binding(.character("B"), tile: .bookmarks),
        binding(.character("y"), .together(.toggle)),
        binding(.character("Y"), tile: .room),
        binding(.character("r"), .reloadConfig, modifiers: .control),
        binding(.character("q"), .quit),
    ])

    private static func binding(_ base: KeyName.Base, _ command: Command, modifiers: KeyName.Modifiers = []) -> KeyBinding {
        KeyBinding(key: KeyName(base, modifiers: modifiers), command: .player(command))
    }

    private static func binding(_ base: KeyName.Base, tile command: TileCommand, modifiers: KeyName.Modifiers = []) -> KeyBinding {
        KeyBinding(key: KeyName(base, modifiers: modifiers), command: .tile(command))
    }
}
