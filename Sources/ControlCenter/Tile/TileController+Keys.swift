import Commands
import NowPlaying
import Settings

extension TileController {
    /// Takes one input event.
    public func handle(_ event: InputEvent, now: Double) {
        switch event {
        case let .key(key): handle(key, now: now)
        case let .mouse(mouse): handle(mouse, now: now)
        case .resize: scrub = nil
        case let .focus(focused): terminalFocused = focused
        }
    }

    private func handle(_ key: KeyName, now: Double) {
        lastInput = now
        if isIdleFullscreen {
            isIdleFullscreen = false
            return
        }
        switch overlay {
        case .none: break
        case .help:
            overlay = .none
            return
        case let .speedMenu(highlighted):
            let speeds = info?.speeds.speeds ?? []
            let result = MenuKeys.result(of: key, highlighted: highlighted, count: speeds.count, opener: .speedMenu, keys: keys)
            if menu(result, reopen: { .speedMenu(highlighted: $0) }, pick: { index in
                if speeds.indices.contains(index) { perform(.setSpeed(speeds[index].rate), now: now) }
            }) { return }
        case .infoPanel where bookmarkRename != nil:
            return bookmarkRenameKey(key, now: now)
        case let .infoPanel(highlighted):
            if infoTab == .bookmarks, bookmarksKey(key, highlighted: highlighted, now: now) { return }
            if infoPanelKey(key, highlighted: highlighted, now: now) { return }
        case .queue:
            if queueKey(key, now: now) { return }
        case .library:
            if libraryKey(key, now: now) { return }
        case let .trim(selection):
            if trimKey(key, selection: selection, now: now) { return }
        case .liveText:
            if liveTextKey(key, now: now) { return }
        case let .trackMenu(kind, highlighted):
            let entries = TrackMenuEntry.entries(kind, info: info)
            let result = MenuKeys.result(of: key, highlighted: highlighted, count: entries.count, opener: kind.command,
                                         keys: keys)
            if menu(result, reopen: { .trackMenu(kind, highlighted: $0) }, pick: { index in
                if entries.indices.contains(index) { perform(entries[index].command, now: now) }
            }) { return }
        case let .sleepMenu(highlighted):
            let entries = SleepMenu.entries(info)
            let result = MenuKeys.result(of: key, highlighted: highlighted, count: entries.count, opener: .sleepMenu, keys: keys)
            if menu(result, reopen: { .sleepMenu(highlighted: $0) }, pick: { index in
                if entries.indices.contains(index) { perform(entries[index].command, now: now) }
            }) { return }
        case let .outputMenu(highlighted):
            let entries = info.map(OutputMenu.entries) ?? []
            let result = MenuKeys.result(of: key, highlighted: highlighted, count: entries.count, opener: .audioDevices,
                                         keys: keys)
            if menu(result, reopen: { .outputMenu(highlighted: $0) }, pick: { index in
                if entries.indices.contains(index) { perform(entries[index].command, now: now) }
            }) { return }
        }
        guard let command = keys.command(for: key) else { return }
        run(command, now: now)
    }

    /// Runs an instruction of the vocabulary: the tile's own (menus, help) here, skips through
    /// momentum, the rest through the source.
    func run(_ instruction: Instruction, now: Double) {
        switch instruction {
        case let .tile(command): run(command, now: now)
        case let .player(.skipForward(step)): skip(forward: true, step: step ?? intervals.forward, now: now)
        case let .player(.skipBackward(step)): skip(forward: false, step: step ?? intervals.backward, now: now)
        case let .player(command): perform(command, now: now)
        }
    }

    private func run(_ command: TileCommand, now: Double) {
        switch command {
        case .help: overlay = .help
        case .infoPanel: openInfoPanel()
        case .speedMenu: openSpeedMenu(now: now)
        case .queue: if overlay == .queue { overlay = .none } else { openQueue(now: now) }
        case .audioMenu: openTrackMenu(.audio, now: now)
        case .subtitleMenu: openTrackMenu(.subtitles, now: now)
        case .secondarySubtitleMenu: openTrackMenu(.secondarySubtitles, now: now)
        case .audioDevices: openOutputMenu(now: now)
        case .moveUp, .moveDown:
            let queueKey = keys.keys(for: .tile(.queue)).first.map { " (\($0))" } ?? ""
            say("Open the queue\(queueKey) to move its items", now: now)
        case .fitFill: if onToggleFit?() != true { say("'fit-fill' is not available here", now: now) }
        case .detach: if onDetach?() != true { say("'detach' is not available here", now: now) }
        case .trimMode: openTrimMode(now: now)
        case .liveText: openLiveText(now: now)
        case .players: openPlayers(now: now)
        case .library: if overlay == .library { closeLibrary() } else { openLibrary(now: now) }
        case .bookmarks: openBookmarks()
        case .sleepMenu: if case .sleepMenu = overlay { overlay = .none } else { openSleepMenu(now: now) }
        }
    }

    /// Opens the list panel on the players (its key closes it again), or says why it cannot.
    private func openPlayers(now: Double) {
        if overlay == .queue, listsPlayers { return apply([.close], now: now) }
        guard let onPlayers else { return say("'players' is not available here", now: now) }
        if let reason = onPlayers() { return say(reason, now: now) }
        // The source lists the players now: the panel opens afresh on them, on the one shown.
        queueList.close()
        openQueue(now: now)
    }

    /// The skip buttons' steps, as the last snapshot gives them.
    var intervals: SkipIntervals { info?.skipIntervals ?? SkipIntervals(backward: 10, forward: 15) }

    /// A skip seeks at once by its step, grown by the burst it joins; a disabled one says why instead.
    func skip(forward: Bool, step: Double, now: Double) {
        let kind: RemoteCommandKind = forward ? .skipForward : .skipBackward
        if let info, case let .disabled(reason)? = info.commands.states[kind] {
            refuse(reason, now: now)
            return
        }
        let seconds = momentum.press(step: step, forward: forward, shown: shownElapsed(now: now), duration: info?.duration,
                                     now: now)
        perform(seconds > 0 ? .skipForward(seconds) : .skipBackward(-seconds), now: now)
    }

    func openSpeedMenu(now: Double) {
        guard let speeds = info?.speeds, speeds.isMenuAvailable else {
            say("No speeds are configured", now: now)
            return
        }
        let selected = speeds.speeds.firstIndex { $0.rate == speeds.selectedSpeed.rate } ?? 0
        overlay = .speedMenu(highlighted: selected)
    }

    /// Carries out a key's result in an open list; false when the key goes on to the tile.
    func menu(_ result: MenuKeys.Result, reopen: (Int) -> Overlay, pick: (Int) -> Void) -> Bool {
        switch result {
        case let .highlight(index): overlay = reopen(index)
        case let .pick(index):
            overlay = .none
            pick(index)
        case .close: overlay = .none
        case .passOn:
            overlay = .none
            return false
        }
        return true
    }

    /// Presses an info action by its title ("Play from Beginning").
    func pressInfoAction(_ index: Int, now: Double) {
        guard let actions = info?.infoActions, actions.indices.contains(index) else { return }
        switch actions[index] {
        case "Play from Beginning": perform(.playFromBeginning, now: now)
        default: say("'\(actions[index])' is not available here", now: now)
        }
    }
}
