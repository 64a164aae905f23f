import Commands
import NowPlaying
import Settings

/// The tile's "update": it takes the values a `NowPlayingSource` publishes, holds what the
/// person has open and pressed, turns keys and clicks into commands and intents (collected in
/// `outbox` for whoever owns the connection to send), and says when the picture next changes by
/// itself. It never draws, never reads a clock (every call brings `now`) and never reaches into
/// a session: everything it shows came as a value.
public final class TileController {
    /// The key map; a reloaded config replaces it.
    public var keys: KeyBindings
    /// Interface settings: idle full-screen delay, mouse; a reloaded config replaces them.
    public var ui: UISettings
    /// Toggles video fit/fill; false when no video shows (the command is then refused).
    public var onToggleFit: (() -> Bool)?
    /// Closes the tile and leaves the player playing; false when this tile cannot.
    public var onDetach: (() -> Bool)?
    /// Puts text on the terminal's clipboard; false when it cannot.
    public var onCopy: ((String) -> Bool)?
    /// The last snapshot received.
    public private(set) var info: NowPlayingInfo?
    /// Lists the desktop's players in the list panel: the owner's source lists them from now
    /// on. Returns why it cannot (no session bus), or nil.
    public var onPlayers: (() -> String?)?
    /// Called when the list panel closes: a source that listed players over its queue may list
    /// the queue again.
    public var onListClose: (() -> Void)?
    /// Whether the list panel lists players ("Players") rather than the queue ("Queue"); the
    /// owner sets it as its source switches.
    public var listsPlayers = false
    /// The menu or panel open now.
    public internal(set) var overlay: Overlay = .none {
        didSet {
            if oldValue == .queue, overlay != .queue { onListClose?() }
            if case .infoPanel = overlay {} else {
                infoPanel.bookmarks.rename = nil
                infoPanel.room.chat = nil
            }
            followDetails()
        }
    }
    /// Whether the terminal has the focus, once it has said so (focus reporting); nil before.
    public internal(set) var terminalFocused: Bool?
    /// Whether the idle full-screen view is up.
    public internal(set) var isIdleFullscreen = false
    /// The click regions of the frame on screen, set by whoever draws it.
    public var hits: [HitRegion] = []
    /// The terminal's height in rows, set by whoever draws: the queue panel pages by it.
    public var screenRows = 24
    /// The terminal's width in columns, set by whoever draws: with the height, it says whether
    /// the panels open in a pane.
    public var screenColumns = 80
    /// When and how the tile takes panes; a reloaded config replaces it.
    public var layout: LayoutSettings = .defaults
    /// Whether Now Playing fills the terminal (`f`).
    public internal(set) var isFullscreen = false
    /// Commands and intents waiting to be sent, in order.
    public private(set) var outbox: [TileRequest] = []

    var momentum = Momentum()
    /// The mouse, and a drag on the scrubber while it lasts.
    var pointer = TilePointer()
    /// The toast and the notices waiting.
    var messages = TileMessages()
    /// The queue panel, its rows and its search.
    var queueList = QueueList()
    /// The paused frame's text and its selection.
    var liveText = TileLiveText()
    /// The info panel's tab, lyrics and bookmark editing.
    var infoPanel = InfoPanelState()
    /// The Library panel's lists, asked of the source.
    var library = LibraryPanel()
    /// The go-to prompt's entry while it is open.
    var goTo = GoToPrompt()
    /// The help overlay's page.
    var helpPage = 0
    var lastInput: Double
    static let toastSeconds = TileMessages.seconds

    /// A controller with a key map and interface settings; `now` starts the idle clock.
    public init(keys: KeyBindings, ui: UISettings, now: Double) {
        self.keys = keys
        self.ui = ui
        lastInput = now
    }

    /// Takes a value the source published.
    public func receive(_ value: NowPlayingValue, now: Double) {
        switch value {
        case let .nowPlaying(snapshot): show(snapshot, now: now)
        case .queueRows, .queueSearch: queueList.receive(value)
        case let .notice(text): notify(NoticeQueue.shortened(text), now: now)
        // What a command did shows at once, over the toast before it, as an OSD does.
        case let .feedback(text): say(NoticeQueue.shortened(text), now: now)
        case .artwork: break
        case let .liveText(result): liveText.receive(result)
        case let .lyrics(received): infoPanel.receive(received, info: info)
        case let .mediaDetails(received): infoPanel.details.receive(received, info: info)
        case let .listens(received): infoPanel.receive(received)
        case let .library(list):
            guard overlay == .library else { return }
            apply(library.receive(list, listRows: LibraryPanelView.listRows(screenRows: panelRows)), from: .library, now: now)
        case .libraryChanged:
            if overlay == .library { apply(library.libraryChanged(), from: .library, now: now) }
        case let .serverStar(star): library.mark(star)
        }
    }

    /// Takes a new snapshot: a toast when the item changed, overlays that no longer apply closed.
    func show(_ info: NowPlayingInfo, now: Double) {
        let old = self.info
        self.info = info
        messages.follow(info)
        let changed = old.map { !$0.showsSameItem(as: info) } ?? false
        momentum.landed()
        if changed {
            momentum.cancel()
            pointer.cancel()
            if case .infoPanel = overlay { overlay = .none }
            infoPanel.bookmarks.rename = nil
            if case .trim = overlay { overlay = .none }
            if info.queueIndex != nil, let title = info.metadata.title, !messages.isShowingNotice(at: now) {
                say("Now playing: \(title)", now: now)
            }
        }
        if case .speedMenu = overlay, !info.speeds.isMenuAvailable { overlay = .none }
        if case .outputMenu = overlay, info.audioDevices.count < 2 { overlay = .none }
        if info.state != .playing, isIdleFullscreen { isIdleFullscreen = false }
        if old?.queueCount != info.queueCount { apply(queueList.queueChanged(info, screenRows: panelRows), from: .queue, now: now) }
        if let id = liveText.follow(info.liveText) { ask(.liveText(id: id)) }
        if liveText.selection == nil, overlay == .liveText { overlay = .none }
        if let id = infoPanel.followLyrics(info) { ask(.lyrics(id: id)) }
        followDetails(snapshot: true)
    }

    /// Asks for the current item's details while the Info tab is in view (see `InfoDetails`),
    /// and for the listens while the History tab is.
    private func followDetails(snapshot: Bool = false) {
        let tab: InfoTab? = if case .infoPanel = overlay { infoPanel.tab } else { nil }
        if let itemID = infoPanel.details.follow(info, visible: tab == .info) { ask(.mediaDetails(itemID: itemID)) }
        if infoPanel.followListens(visible: tab == .history, snapshot: snapshot) { ask(.listens(count: InfoPanelState.listenCount)) }
    }

    /// The answer to a command sent from the outbox: a refusal becomes a toast.
    public func reply(_ status: RemoteCommandStatus, to command: Command, now: Double) {
        // A refused skip lands nowhere: the scrubber goes back to where playback is.
        if status != .success, command.kind == .skipForward || command.kind == .skipBackward { momentum.cancel() }
        if status != .success, case .libraryScan = command { library.addingRefused() }
        if let message = CommandFeedback.message(status, command: command) { refuse(message, now: now) }
    }

    /// Takes the commands and intents waiting to be sent.
    public func takeOutbox() -> [TileRequest] {
        defer { outbox = [] }
        return outbox
    }

    /// Everything due by `now`: a toast's end, the next notice, the idle view.
    public func timeDidPass(now: Double) {
        messages.timeDidPass(now: now)
        if let idleAt = idleDeadline, now >= idleAt { isIdleFullscreen = true }
    }

    /// The next moment the picture changes by itself; nil when nothing will (paused, no toast).
    public func nextDeadline(now: Double) -> Double? {
        [messages.deadline, idleDeadline, TileState(info: info, now: now).nextSecond,
         SleepMenu.nextSecond(info, now: now)]
            .compactMap { $0 }.min()
    }

    /// The state the views draw for `now`.
    public func state(now: Double) -> TileState {
        var state = TileState(info: info, now: now)
        state.overlay = overlay
        state.keys = keys
        state.helpPage = helpPage
        state.toast = messages.toast?.text
        state.isIdleFullscreen = isIdleFullscreen
        state.isFullscreen = isFullscreen
        state.queuePanel = queueSnapshot()
        state.libraryPanel = overlay == .library ? library.snapshot(listRows: LibraryPanelView.listRows(screenRows: panelRows)) : nil
        state.liveText = liveText.result
        state.liveTextSelection = liveText.selection
        state.infoTab = infoPanel.tab
        state.lyrics = infoPanel.lyrics
        state.listens = infoPanel.listens
        state.mediaDetails = infoPanel.details.details
        state.infoScroll = infoPanel.details.scroll
        state.bookmarkRename = infoPanel.bookmarks.rename
        state.roomChat = infoPanel.room.chat
        state.goTo = overlay == .goTo ? goTo : nil
        state.landing = pointer.scrub?.time ?? momentum.landing
        return state
    }

    /// The position the scrubber shows: where a drag or the skips sent will land, else where
    /// playback is. What acts on "here" (a skip, trim) takes this one.
    func shownElapsed(now: Double) -> Double? {
        pointer.scrub?.time ?? momentum.landing ?? info?.elapsed(at: now)
    }

    /// Shows a message for a few seconds.
    func say(_ text: String, now: Double) {
        messages.say(text, now: now)
    }

    /// Says why a command did nothing, for a few seconds or until a snapshot shows that it is
    /// no longer so (the speed came down after "Already at the fastest speed").
    func refuse(_ reason: String, now: Double) {
        messages.refuse(reason, info: info, now: now)
    }

    /// Shows a notice from the program (an item that could not be played, a config not
    /// reloaded): a toast that neither the next item's "Now playing" nor another notice covers.
    public func notify(_ text: String, now: Double) {
        messages.notify(text, now: now)
    }

    /// Queues a command for the source; its answer comes back through `reply`.
    func perform(_ command: Command, now: Double) {
        outbox.append(.command(command))
    }

    /// Queues an intent for the source; its answer comes back as a value.
    func ask(_ intent: NowPlayingIntent) {
        outbox.append(.intent(intent))
    }

    /// The layout the frame is drawn in at the screen's size.
    var tileLayout: TileLayout {
        TileLayout.make(columns: screenColumns, rows: screenRows, compactBelowColumns: ui.compactBelowColumns,
                        settings: layout, video: info?.mediaType == .video)
    }

    /// The height the queue and Library panels get: their pane's, else the screen's.
    var panelRows: Int { tileLayout.pane(for: .queue)?.rect.height ?? screenRows }

    /// Whether the menu or panel open covers the artwork (one in a pane beside it does not).
    public var overlayCoversArtwork: Bool {
        overlay != .none && PanesView.panelPane(overlay, layout: tileLayout) == nil
    }

    private var idleDeadline: Double? {
        guard ui.idleFullscreenAfter > 0, !isIdleFullscreen, !isFullscreen, overlay == .none, info?.state == .playing else {
            return nil
        }
        return lastInput + ui.idleFullscreenAfter
    }
}

/// What a tile sends to its source: a command, or an intent answered by a value.
public enum TileRequest: Equatable, Sendable {
    case command(Command)
    case intent(NowPlayingIntent)
}
