import Commands
import NowPlaying
import Settings

extension TileController {
    /// Takes one input event.
    public func handle(_ event: InputEvent, now: Double) {
        switch event {
        case let .key(key): handle(key, now: now)
        case let .mouse(mouse): handle(mouse, now: now)
        case .resize: pointer.cancel()
        case let .focus(focused): terminalFocused = focused
        }
    }

    /// A key goes to the menu or panel open, then (unless it took it) to the tile's bindings.
    private func handle(_ key: KeyName, now: Double) {
        lastInput = now
        if isIdleFullscreen {
            isIdleFullscreen = false
            return
        }
        if isFullscreen, overlay == .none, key == KeyName(.named(.esc)) {
            isFullscreen = false
            return
        }
        let effects: [PanelEffect] = switch overlay {
        case .none: [.passOn]
        case .help: helpKey(key)
        case let .speedMenu(highlighted):
            menuKey(key, highlighted: highlighted, opener: .speedMenu, picks: (info?.speeds.speeds ?? []).map { .setSpeed($0.rate) },
                    reopen: { .speedMenu(highlighted: $0) })
        case let .infoPanel(highlighted): infoPanel.key(key, highlighted: highlighted, info: info, keys: keys, rows: infoRows)
        case .queue: queueList.key(key, info: info, keys: keys, screenRows: panelRows) ?? [.passOn]
        case .library: library.key(key, keys: keys, listRows: LibraryPanelView.listRows(screenRows: panelRows))
        case .goTo: goTo.key(key, info: info)
        case let .trim(selection): TrimMode.key(key, selection: selection, info: info)
        case .liveText: liveText.key(key, keys: keys)
        case let .trackMenu(kind, highlighted):
            menuKey(key, highlighted: highlighted, opener: kind.command, picks: TrackMenuEntry.entries(kind, info: info).map(\.command),
                    reopen: { .trackMenu(kind, highlighted: $0) })
        case let .sleepMenu(highlighted):
            menuKey(key, highlighted: highlighted, opener: .sleepMenu, picks: SleepMenu.entries(info).map(\.command),
                    reopen: { .sleepMenu(highlighted: $0) })
        case let .outputMenu(highlighted):
            menuKey(key, highlighted: highlighted, opener: .audioDevices, picks: (info.map(OutputMenu.entries) ?? []).map(\.command),
                    reopen: { .outputMenu(highlighted: $0) })
        }
        apply(effects, from: overlay, now: now)
        guard effects.contains(.passOn), let command = keys.command(for: key) else { return }
        run(command, now: now)
    }

    /// A key over the help: the arrows and page keys turn its pages (space past the last
    /// closes it, as a pager does); any other key closes it.
    private func helpKey(_ key: KeyName) -> [PanelEffect] {
        let pages = HelpLayout(keys: keys, intervals: intervals, unicode: true, columns: screenColumns, rows: screenRows)
            .pages.count
        guard pages > 1, key.modifiers.isEmpty else { return [.show(.none)] }
        switch key.base {
        case .named(.down), .named(.pgdn), .named(.right), .named(.space):
            guard helpPage + 1 < pages else { return key.base == .named(.space) ? [.show(.none)] : [] }
            helpPage += 1
        case .named(.up), .named(.pgup), .named(.left):
            helpPage = max(0, helpPage - 1)
        default: return [.show(.none)]
        }
        return []
    }

    /// How far the Info tab's rows on screen can scroll, and how many show.
    private var infoRows: (limit: Int, page: Int) {
        for hit in hits { if case let .infoRows(limit) = hit.target { return (limit, hit.rect.height) } }
        return (0, 0)
    }

    /// A key in a short list whose rows each send a command.
    private func menuKey(_ key: KeyName, highlighted: Int, opener: TileCommand, picks: [Command],
                         reopen: (Int) -> Overlay) -> [PanelEffect] {
        MenuKeys.result(of: key, highlighted: highlighted, count: picks.count, opener: opener, keys: keys)
            .effects(reopen: reopen, pick: { picks.indices.contains($0) ? [.perform(picks[$0])] : [] })
    }

    /// A click, drag or wheel; a press wakes the idle view and does nothing else.
    private func handle(_ mouse: MouseEvent, now: Double) {
        guard ui.mouse else { return }
        lastInput = now
        if isIdleFullscreen {
            if mouse.kind == .press { isIdleFullscreen = false }
            return
        }
        apply(pointer.handle(mouse, hits: hits, overlay: overlay, info: info), now: now)
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
        case .help:
            helpPage = 0
            overlay = .help
        case .infoPanel: overlay = infoPanel.opened
        case .speedMenu: openSpeedMenu(now: now)
        case .queue: if overlay == .queue { overlay = .none } else { openQueue(now: now) }
        case .audioMenu: openTrackMenu(.audio, now: now)
        case .subtitleMenu: openTrackMenu(.subtitles, now: now)
        case .secondarySubtitleMenu: openTrackMenu(.secondarySubtitles, now: now)
        case .audioDevices: openOutputMenu(now: now)
        case .moveUp, .moveDown, .saveQueue:
            let queueKey = keys.keys(for: .tile(.queue)).first.map { " (\($0))" } ?? ""
            say("Open the queue\(queueKey) to \(command == .saveQueue ? "save it" : "move its items")", now: now)
        case .fitFill: if onToggleFit?() != true { say("'fit-fill' is not available here", now: now) }
        case .detach: if onDetach?() != true { say("'detach' is not available here", now: now) }
        case .trimMode: apply(TrimMode.open(info, shown: shownElapsed(now: now)), now: now)
        case .liveText: apply(liveText.open(info), now: now)
        case .players: openPlayers(now: now)
        case .library: if overlay == .library { close(.library) } else { openLibrary(now: now) }
        case .bookmarks: overlay = infoPanel.switchTab(to: .bookmarks)
        case .room: overlay = infoPanel.switchTab(to: .room)
        case .sleepMenu: if case .sleepMenu = overlay { overlay = .none } else { openSleepMenu(now: now) }
        case .goTo:
            guard info?.queueIndex != nil else { return say("Nothing is playing", now: now) }
            goTo = GoToPrompt()
            overlay = .goTo
        case .fullscreen:
            // From a menu or panel, the full screen shows once it is closed.
            close(overlay)
            overlay = .none
            isFullscreen.toggle()
        }
    }

    /// Opens the Library panel on the Artists list.
    func openLibrary(now: Double) {
        apply(library.open(), now: now)
    }

    /// Opens the list panel on the players (its key closes it again), or says why it cannot.
    private func openPlayers(now: Double) {
        if overlay == .queue, listsPlayers { return close(.queue) }
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

    /// Carries out what a panel, menu or the pointer asked for; `.close` closes `owner`.
    func apply(_ effects: [PanelEffect], from owner: Overlay = .none, now: Double) {
        for effect in effects {
            switch effect {
            case let .perform(command): perform(command, now: now)
            case let .ask(intent): ask(intent)
            case let .say(text): say(text, now: now)
            case let .refuse(reason): refuse(reason, now: now)
            case let .copy(text):
                guard onCopy?(text) == true else { say("The terminal's clipboard cannot be reached from here", now: now); continue }
                say("Copied \(text.count) character\(text.count == 1 ? "" : "s")", now: now)
            case let .run(instruction): run(instruction, now: now)
            case let .show(next): overlay = next
            case let .showTab(tab): overlay = infoPanel.switchTab(to: tab)
            case let .scrollInfo(up, limit): infoPanel.details.wheel(up: up, limit: limit)
            case .close: close(owner)
            case .passOn: break
            }
        }
    }

    /// Closes a panel: its state goes first, as closing may switch the source's list (onListClose).
    func close(_ panel: Overlay) {
        switch panel {
        case .queue: queueList.close()
        case .liveText: liveText.selection = nil
        case .library: library.close()
        default: break
        }
        if overlay == panel { overlay = .none }
    }
}
