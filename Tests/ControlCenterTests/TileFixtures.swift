import Commands
@testable import ControlCenter
@testable import NowPlaying
import Settings
import Testing

/// Snapshots, renders and a recording command target for the tile's tests.
enum TileFixtures {
    /// The moment every test draws at.
    static let now = 1000.0

    /// A key as the config writes it ("tab", "/", "S-up"); a typo is a test bug, not a skip:
    /// it reads as F12, which nothing is bound to.
    static func key(_ text: String) -> InputEvent {
        .key((try? KeyName(parsing: text)) ?? KeyName(.named(.f12)))
    }

    /// A snapshot of "Magnificent" 42 s into 3:00, playing at 1×, everything enabled.
    static func info(title: String = "Magnificent", artist: String? = "Test Artist", album: String? = "Seeds",
                     elapsed: Double = 42, duration: Double? = 180, state: PlaybackState = .playing) -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.metadata.title = title
        info.metadata.artist = artist
        info.metadata.album = album
        info.path = "/music/magnificent.mp3"
        info.duration = duration
        info.mediaElapsed = elapsed
        info.state = state
        info.rate = state == .playing ? 1 : 0
        info.queueIndex = 0
        info.queueCount = 1
        info.volume = 80
        info.uptime = now
        for kind in RemoteCommandKind.allCases { info.commands.states[kind] = .enabled }
        return info
    }

    /// The default theme at 256 colours in UTF-8 (or ASCII only).
    static func appearance(ascii: Bool = false, depth: ColorDepth = .palette256) -> TileAppearance {
        TileAppearance(theme: .defaults, depth: depth, utf8: !ascii, compactBelowColumns: 60)
    }

    /// Renders a state without artwork.
    static func render(_ state: TileState, columns: Int = 60, rows: Int = 16, ascii: Bool = false,
                       artwork: ArtworkSource? = nil) -> TileFrame {
        TileRenderer.render(state, appearance: appearance(ascii: ascii), columns: columns, rows: rows,
                            artwork: artwork ?? { _, _ in nil })
    }

    /// One row of the grid's styles as letters: t bold (title, buttons), a accent, A bold accent,
    /// s secondary (and borders), d disabled, p pill, b badge, m ad mark, M ad badge,
    /// S menu selection, h frame titles, . plain text or background.
    static func styles(_ grid: CellGrid, row: Int, appearance: TileAppearance = appearance()) -> String {
        let palette = appearance.palette
        let legend: [(CellStyle, Character)] = [
            (palette.title, "t"), (palette.accent, "a"), (palette.accent.with(.bold), "A"), (palette.secondary, "s"),
            (palette.disabled, "d"), (palette.pill, "p"), (palette.badge, "b"), (palette.adMark, "m"),
            (palette.adMark.with(.reverse), "M"), (palette.selection, "S"), (palette.secondary.with(.bold), "h"),
        ]
        return String((0..<grid.columns).map { x in
            let style = grid[x, row].style
            return legend.first { $0.0 == style }?.1 ?? "."
        })
    }
}

/// A source that records what a tile sends, answers every command with `status`, answers
/// intents with `answer` (nothing by default), and publishes what a test hands it.
final class RecordingSource: NowPlayingSource {
    /// The status every command is answered with.
    var status: RemoteCommandStatus = .success
    /// Answers an intent with a value, published at once; nil answers nothing.
    var answer: (NowPlayingIntent) -> NowPlayingValue? = { _ in nil }
    /// The link of the controller under test: reading what was sent delivers its outbox first.
    weak var link: SourceLink?
    private(set) var sent: [Command] = []
    private(set) var asked: [NowPlayingIntent] = []
    private var observers: [Int: (NowPlayingValue) -> Void] = [:]
    private var nextToken = 0
    /// It answers at once.
    var requestsSent: Int { 0 }
    var requestsAnswered: Int { 0 }

    /// The commands sent so far, the controller's queue delivered first.
    var commands: [Command] {
        link?.deliver()
        return sent
    }

    /// The intents sent so far, the controller's queue delivered first.
    var intents: [NowPlayingIntent] {
        link?.deliver()
        return asked
    }

    /// Presses each key on `tile` and, as the tile does after input, sends what it asked.
    func press(_ keys: [String], on tile: TileController, now: Double = TileFixtures.now) {
        for name in keys {
            if let key = try? KeyName(parsing: name) { tile.handle(.key(key), now: now) } else { Issue.record("no key \(name)") }
            _ = intents
        }
    }

    func subscribe(_ observer: @escaping (NowPlayingValue) -> Void) -> Int {
        nextToken += 1
        observers[nextToken] = observer
        return nextToken
    }

    func unsubscribe(_ token: Int) { observers[token] = nil }

    func send(_ command: Command, reply: @escaping (RemoteCommandStatus) -> Void) {
        sent.append(command)
        reply(status)
    }

    func request(_ intent: NowPlayingIntent) {
        asked.append(intent)
        if let value = answer(intent) { publish(value) }
    }

    /// Publishes a value to every subscriber.
    func publish(_ value: NowPlayingValue) {
        for observer in observers.values { observer(value) }
    }

    /// A controller linked to this source at `TileFixtures.now`, showing `info`.
    func controller(_ info: NowPlayingInfo? = TileFixtures.info(), keys: KeyBindings = .defaults,
                    ui: UISettings = .defaults, rows: Int = 24) -> TileController {
        let controller = TileController(keys: keys, ui: ui, now: TileFixtures.now)
        controller.screenRows = rows
        let link = SourceLink(controller: controller, source: self, clock: { TileFixtures.now })
        link.connect()
        links.append(link)
        self.link = link
        if let info { publish(.nowPlaying(info)) }
        return controller
    }

    private var links: [SourceLink] = []
}
