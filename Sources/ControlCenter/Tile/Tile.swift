import EventLoop
import Glibc
import NowPlaying
import Settings

/// The Control Center tile on the terminal: it owns the terminal adapter, the controller and
/// the artwork cache, and runs on the program's one event loop. Stdin, the screen signals
/// and standard error are descriptors on the loop; the only timer is the next moment the
/// picture changes by itself, armed once and never while paused.
public final class Tile {
    /// Called when the person quits.
    public var onQuit: (() -> Void)? {
        get { controller.onQuit }
        set { controller.onQuit = newValue }
    }
    /// The current item's artwork, asked for when a snapshot names a new artwork.
    public var artworkProvider: () -> MediaItemArtwork? = { nil }
    /// The video drawn in the artwork area while the item has video; set before `attach`.
    public var video: VideoPicture?
    /// Where key-to-screen latencies and the first paint are written (`--trace-latency`).
    public var latencyTrace: LatencyTrace?

    let terminal: Terminal
    let controller: TileController
    var appearance: TileAppearance
    var cache: ArtworkCache
    /// The colour depth found at start; a reloaded theme is drawn at the same depth.
    let depth: ColorDepth
    private var capture: StderrCapture?
    weak var loop: EventLoop?
    /// The frame on screen, which a video frame patches in place.
    var shownFrame: TileFrame?
    private weak var infoCenter: NowPlayingInfoCenter?
    private var observer: Int?
    private var artwork: (id: Int, image: MediaItemArtwork)?
    private static let deadlineKey = "tile"

    /// Starts the terminal interface; throws when there is no terminal to draw on.
    public init(config: Config, environment: [String: String], target: TileCommandTarget) throws(TerminalError) {
        terminal = try Terminal(mouse: config.ui.mouse)
        let capabilities = terminal.capabilities
        depth = ColorDepth.detect(environment: environment, terminal: capabilities)
        appearance = TileAppearance(theme: config.theme, depth: depth, utf8: capabilities.utf8,
                                    compactBelowColumns: config.ui.compactBelowColumns)
        cache = ArtworkCache(style: ArtworkRendering.choose(mode: config.theme.artwork, depth: depth,
                                                           utf8: capabilities.utf8))
        controller = TileController(keys: config.keys, ui: config.ui, adSkipAfter: config.ads.skipAfter,
                                    target: target, now: EventLoop.now())
        capture = StderrCapture()
        if let capture { terminal.setCrashStandardError(capture.saved) }
    }

    deinit { close() }

    /// Watches the terminal's descriptors on `loop`, shows every snapshot `infoCenter`
    /// publishes, and draws the first frame.
    public func attach(to loop: EventLoop, infoCenter: NowPlayingInfoCenter) {
        self.loop = loop
        self.infoCenter = infoCenter
        observer = infoCenter.addObserver { [weak self] info in self?.show(info) }
        loop.watch(STDIN_FILENO) { [unowned self] in
            let now = EventLoop.now()
            let events = terminal.readInput()
            if events.isEmpty, terminal.isHungUp {
                // Without a terminal there is no one to show anything to; quit as on SIGHUP.
                loop.unwatch(STDIN_FILENO)
                controller.onQuit?()
                return
            }
            for event in events { controller.handle(event, now: now) }
            update(now: now)
            latencyTrace?.keys(events, received: now, painted: EventLoop.now())
        }
        loop.watch(terminal.signalDescriptor) { [unowned self] in
            let signals = terminal.pendingSignals()
            if signals.contains(SIGTSTP) { terminal.suspend() }
            if signals.contains(SIGWINCH) || signals.contains(SIGCONT) { terminal.resized() }
            update(now: EventLoop.now())
        }
        if let capture {
            loop.watch(capture.descriptor) { [unowned self] in
                let now = EventLoop.now()
                for line in capture.readLines() where !line.isEmpty { controller.notify(Self.shortened(line), now: now) }
                update(now: now)
            }
        }
        attachVideo(to: loop)
        if let info = infoCenter.nowPlayingInfo { show(info) } else { update(now: EventLoop.now()) }
    }

    /// Shows a message for a few seconds (a notice from the program).
    public func say(_ message: String) {
        let now = EventLoop.now()
        controller.notify(Self.shortened(message), now: now)
        update(now: now)
    }

    /// Shows a published snapshot.
    public func show(_ info: NowPlayingInfo) {
        let now = EventLoop.now()
        if controller.info?.showsSameItem(as: info) != true { video?.reset() }
        controller.show(info, now: now)
        if let id = info.artworkID {
            if artwork?.id != id, let image = artworkProvider() { artwork = (id, image) }
        } else {
            artwork = nil
        }
        update(now: now)
    }

    /// Gives the terminal back: stops watching, leaves curses mode, replays standard error.
    public func close() {
        if let loop {
            loop.unwatch(STDIN_FILENO)
            loop.unwatch(terminal.signalDescriptor)
            if let capture { loop.unwatch(capture.descriptor) }
            if let video { loop.unwatch(video.source.updateDescriptor) }
            loop.cancel(Self.deadlineKey)
            self.loop = nil
        }
        if let video, video.framesDrawn > 0 { latencyTrace?.videoFrames(video.framesDrawn) }
        latencyTrace = nil
        if let observer { infoCenter?.removeObserver(observer) }
        observer = nil
        terminal.close()
        capture?.restore()
        capture = nil
    }

    /// Draws the frame for `now` and arms the one deadline for the next change.
    func update(now: Double) {
        controller.timeDidPass(now: now)
        let size = terminal.size
        controller.screenRows = size.rows
        let state = controller.state(now: now)
        let video = state.info?.mediaType == .video ? video : nil
        let frame = TileRenderer.render(state, appearance: appearance, columns: size.columns, rows: size.rows) {
            [cache, artwork] columns, rows in
            if let video { return video.cells(columns: columns, rows: rows) }
            guard let artwork else { return nil }
            return cache.cells(artworkID: artwork.id, artwork: artwork.image, columns: columns, rows: rows)
        }
        controller.hits = frame.hits
        if let latencyTrace, let artwork, let times = artwork.image.decodeTimes,
           let cells = cache.cellSize(artworkID: artwork.id) {
            latencyTrace.artwork(artwork.id, times: (times.started, times.decoded, EventLoop.now()), cells: cells)
        }
        terminal.draw(frame.grid)
        shownFrame = frame
        if state.hasItem { latencyTrace?.firstPaint() }
        guard let loop else { return }
        if let deadline = controller.nextDeadline(now: now) {
            loop.schedule(Self.deadlineKey, after: deadline - now) { [unowned self] in update(now: EventLoop.now()) }
        } else {
            loop.cancel(Self.deadlineKey)
        }
    }

    /// A line for the tile's one-line notice: without "playdeck: ", and a file's path before the
    /// first ": " (and wherever the reason repeats it) cut to the file's name. The whole line
    /// is written to standard error when the tile closes.
    static func shortened(_ line: String) -> String {
        var text = Sanitized.line(line)
        if text.hasPrefix("playdeck: ") { text.removeFirst(10) }
        guard let colon = text.firstRange(of: ": "), text[..<colon.lowerBound].hasPrefix("/") else { return text }
        let path = String(text[..<colon.lowerBound])
        guard let slash = path.lastIndex(of: "/"), path.index(after: slash) < path.endIndex else { return text }
        return text.replacing(path, with: path[path.index(after: slash)...])
    }
}
