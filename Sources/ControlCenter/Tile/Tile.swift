import EventLoop
import Glibc
import NowPlaying
import Settings

/// The Control Center tile on the terminal: it owns the terminal adapter, the controller and
/// the artwork cache, shows what its `NowPlayingSource` publishes and sends it what the person
/// asks, and runs on the program's one event loop. Stdin, the screen signals and standard error
/// are descriptors on the loop; the only timer is the next moment the picture changes by
/// itself, armed once and never while paused.
public final class Tile {
    /// Called when the terminal goes away (hung up): there is no one left to show anything to.
    public var onHangUp: (() -> Void)?
    /// Called for `detach` (d): the owner closes the tile and leaves the player playing. While
    /// nil, the tile says it cannot.
    public var onDetach: (() -> Void)? {
        didSet {
            controller.onDetach = onDetach.map { detach in { detach(); return true } }
        }
    }
    /// The video drawn in the artwork area while the item has video; set before `attach`.
    public var video: VideoPicture? {
        get { videos.main }
        set { videos.main = newValue }
    }
    /// The video of the session in picture in picture, drawn in its corner in symbols.
    public var pictureInPictureVideo: VideoPicture? { videos.corner }
    /// Multiview: the pictures of views 2 and on (view 1's is `video`); set before `attach`.
    public var multiviewVideos: [VideoPicture] {
        get { videos.views }
        set { videos.views = newValue }
    }
    /// Where key-to-screen latencies and the first paint are written (`--trace-latency`).
    public var latencyTrace: LatencyTrace?

    let terminal: Terminal
    let controller: TileController
    /// Whether the terminal has the focus, once it has said so; nil from a terminal that does not report it.
    public var terminalFocused: Bool? { controller.terminalFocused }
    var appearance: TileAppearance
    /// The artwork caches and the sizes asked of the source.
    var artwork: TileArtwork
    /// The videos drawn, watched on the loop.
    let videos = TileVideos()
    /// Sends artwork in real pixels beside the grid; nil when artwork is drawn as symbols.
    var presenter: PixelPresenter?
    /// The colour depth found at start; a reloaded theme is drawn at the same depth.
    let depth: ColorDepth
    private var capture: StderrCapture?
    weak var loop: EventLoop?
    /// The frame on screen, which a video frame patches in place.
    var shownFrame: TileFrame?
    let link: SourceLink
    private var isUpdating = false
    /// The snapshot before the latest, to tell a new item (whose video starts afresh).
    var previousInfo: NowPlayingInfo?
    private var needsAnotherPass = false
    private static let deadlineKey = "tile"
    private static let arrivalKey = "tile-arrival"

    /// Starts the terminal interface over `source`; throws when there is no terminal to draw on.
    public init(config: Config, environment: [String: String], source: NowPlayingSource) throws(TerminalError) {
        terminal = try Terminal(mouse: config.ui.mouse, environment: environment)
        let capabilities = terminal.capabilities
        depth = ColorDepth.detect(environment: environment, terminal: capabilities)
        appearance = TileAppearance(theme: config.theme, depth: depth, utf8: capabilities.utf8,
                                    compactBelowColumns: config.ui.compactBelowColumns, layout: config.layout)
        let graphics = terminal.graphics
        let style = ArtworkRendering.choose(mode: config.theme.artwork, depth: depth, utf8: capabilities.utf8,
                                            graphics: graphics)
        artwork = TileArtwork(style: style, cellPixels: graphics.cellPixels)
        presenter = PixelPresenter(for: style, graphics: graphics)
        controller = TileController(keys: config.keys, ui: config.ui, now: EventLoop.now())
        controller.layout = config.layout
        if let notice = ArtworkRendering.fallbackNotice(mode: config.theme.artwork, chosen: style,
                                                        graphics: graphics) {
            controller.notify(notice, now: EventLoop.now())
        }
        link = SourceLink(controller: controller, source: source, clock: EventLoop.now)
        capture = StderrCapture()
        if let capture { terminal.setCrashStandardError(capture.saved) }
    }

    deinit { close() }

    /// Watches the terminal's descriptors on `loop`, takes every value the source publishes,
    /// and draws the first frame.
    public func attach(to loop: EventLoop) {
        self.loop = loop
        loop.watch(STDIN_FILENO) { [unowned self] in
            let now = EventLoop.now()
            let events = terminal.readInput()
            if events.isEmpty, terminal.isHungUp {
                loop.unwatch(STDIN_FILENO)
                onHangUp?()
                return
            }
            latencyTrace?.pressed(events, received: now)
            for event in events { controller.handle(event, now: now) }
            update(now: now)
        }
        loop.watchWakeup(terminal.signalDescriptor) { [unowned self] in
            let signals = terminal.pendingSignals()
            if signals.contains(SIGTSTP) { terminal.suspend() }
            if signals.contains(SIGWINCH) || signals.contains(SIGCONT) { terminal.resized() }
            update(now: EventLoop.now())
        }
        if let capture {
            loop.watch(capture.descriptor) { [unowned self] in
                let now = EventLoop.now()
                for line in capture.readLines() where !line.isEmpty { controller.notify(NoticeQueue.shortened(line), now: now) }
                update(now: now)
            }
        }
        attachVideo(to: loop)
        attachPixels(to: loop)
        controller.onCopy = { [unowned self] text in copyToClipboard(text) }
        link.onChange = { [unowned self] value in changed(value) }
        link.connect()
        update(now: EventLoop.now())
    }

    /// Takes a value before the source has any (the first item's name while the player starts).
    public func show(_ value: NowPlayingValue) {
        controller.receive(value, now: EventLoop.now())
        update(now: EventLoop.now())
    }

    /// A value arrived (already given to the controller), or a command's answer (nil).
    private func changed(_ value: NowPlayingValue?) {
        switch value {
        case let .nowPlaying(info)?:
            latencyTrace?.snapshotReceived(EventLoop.now())
            // nil after a swap of picture in picture: the pictures came with their players' frames.
            if let previousInfo {
                if !previousInfo.showsSameItem(as: info) { video?.reset() }
                if previousInfo.pictureInPicture?.title != info.pictureInPicture?.title { pictureInPictureVideo?.reset() }
            }
            previousInfo = info
            artwork.follow(info)
        case let .artwork(picture)?:
            artwork.add(picture)
        default:
            break
        }
        // What arrived in one round of the loop (a snapshot and a reply read together) is
        // painted once, at the end of the round.
        if isUpdating { return needsAnotherPass = true }
        guard let loop else { return update(now: EventLoop.now()) }
        loop.schedule(Self.arrivalKey, after: 0) { [unowned self] in update(now: EventLoop.now()) }
    }

    /// Gives the terminal back: stops watching, leaves curses mode, replays standard error.
    public func close() {
        if let loop {
            loop.unwatch(STDIN_FILENO)
            loop.unwatch(terminal.signalDescriptor)
            if let capture { loop.unwatch(capture.descriptor) }
            detachVideo(from: loop)
            detachPixels(from: loop)
            loop.cancel(Self.deadlineKey)
            loop.cancel(Self.arrivalKey)
            self.loop = nil
        }
        if let video, video.framesDrawn > 0 { latencyTrace?.videoFrames(video.framesDrawn) }
        for (index, view) in multiviewVideos.enumerated() { latencyTrace?.viewFrames(index + 2, view.framesDrawn) }
        if let corner = pictureInPictureVideo, corner.framesDrawn > 0 { latencyTrace?.cornerFrames(corner.framesDrawn) }
        latencyTrace = nil
        link.disconnect()
        clearPixels()
        terminal.close()
        capture?.restore()
        capture = nil
    }

    /// Draws the frame for `now` and arms the one deadline for the next change. What the frame
    /// wanted and the tile does not have yet (rows, artwork) is asked of the source. Values that
    /// arrive while this runs (a source that answers at once) are taken in before the frame is
    /// drawn, or draw it once more after: one update, however many values it brought.
    func update(now: Double) {
        if isUpdating { return needsAnotherPass = true }
        isUpdating = true
        defer { isUpdating = false }
        // This paint shows whatever arrived before it: no second one for it at the round's end.
        loop?.cancel(Self.arrivalKey)
        repeat {
            needsAnotherPass = false
            controller.timeDidPass(now: now)
            controller.requestMissing()
            link.deliver()
            if needsAnotherPass { continue }
            let size = terminal.size
            controller.screenRows = size.rows
            controller.screenColumns = size.columns
            var state = controller.state(now: now)
            state.videoFit = video?.fit ?? .fit
            let frame = render(state, size: size)
            controller.hits = frame.hits
            terminal.draw(frame.grid)
            presentPixels(frame)
            shownFrame = frame
            if state.isComplete { latencyTrace?.firstPaint() }
            for intent in artwork.takeRequests() { controller.ask(intent) }
            link.deliver()
            if !needsAnotherPass {
                latencyTrace?.painted(sent: link.source.requestsSent, answered: link.source.requestsAnswered, at: EventLoop.now())
            }
        } while needsAnotherPass
        guard let loop else { return }
        if let deadline = controller.nextDeadline(now: now) {
            loop.schedule(Self.deadlineKey, after: deadline - now) { [unowned self] in update(now: EventLoop.now()) }
        } else {
            loop.cancel(Self.deadlineKey)
        }
    }

    private func render(_ state: TileState, size: (columns: Int, rows: Int)) -> TileFrame {
        let video = state.info?.mediaType == .video ? video : nil
        let views = multiviewVideos.isEmpty ? nil : { [self] (view: Int, columns: Int, rows: Int) -> ArtworkCells? in
            let picture = view == 0 ? self.video : view - 1 < multiviewVideos.count ? multiviewVideos[view - 1] : nil
            return picture?.cells(columns: columns, rows: rows)
        }
        let corner = state.info?.pictureInPicture.map { pip in
            { [self] (columns: Int, rows: Int) -> ArtworkCells? in cornerPicture(pip, columns: columns, rows: rows) }
        }
        return TileRenderer.render(state, appearance: appearance, columns: size.columns, rows: size.rows, views: views,
                                   corner: corner) {
            [self] columns, rows in
            if let video { return video.cells(columns: columns, rows: rows) }
            guard let drawn = artwork.cells(for: state.info, columns: columns, rows: rows) else {
                return nil
            }
            if let latencyTrace, let times = drawn.picture.decodeTimes, let cells = drawn.cells {
                latencyTrace.artwork(drawn.picture.artworkID, times: (times.started, times.decoded, EventLoop.now()),
                                     cells: (cells.columns, cells.rows))
            }
            return drawn.cells
        }
    }

    /// Writes `text` to the terminal's clipboard (OSC 52); false when it cannot be sent.
    private func copyToClipboard(_ text: String) -> Bool {
        guard let sequence = Clipboard.sequence(text) else { return false }
        terminal.write([PixelPresenter.Write(origin: nil, bytes: sequence)])
        return true
    }
}
