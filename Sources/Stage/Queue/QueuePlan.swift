import Library
import MediaFiles
import NowPlaying
import Settings

/// What to play, worked out before any player starts: the items with what their sidecars
/// add, and whether some argument yielded nothing (each such one gets its line).
public struct QueuePlan {
    /// The items, in order.
    public var items: [MediaItem] = []
    /// Whether some argument yielded nothing.
    public var failed = false
    /// One line for each argument that yielded nothing and each sidecar problem, printed once
    /// the tile or the status output is up, so that the tile shows them too.
    public var messages: [String] = []
    /// The demo's synthesised tune, removed when PlayDeck ends.
    public var demoTune: String?
    /// Nothing was named (`playdeck` alone) and no session was restored: the player starts
    /// with an empty queue, idle, the tile on the Library panel.
    public var startsEmpty = false
    /// The last session, put back (`items` are its queue): nothing was named and restoring is on.
    public var restored: RestoredSession?
    /// Where the session is saved as the player runs (and was restored from); nil: not kept.
    public var sessions: SessionStore?

    /// The plan for what `request` names, with the sidecars `config` adds to; with nothing
    /// named, the last session in `sessions` when `request.restore` says so.
    public init(_ request: QueueRequest, config: Config, environment: [String: String], sessions: SessionStore? = nil) {
        startsEmpty = request.namesNothing
        self.sessions = sessions
        if startsEmpty, request.restore, let sessions, let session = RestoredSession.load(from: sessions, config: config,
                                                                                           resumes: request.resumes,
                                                                                           messages: &messages) {
            items = session.items
            restored = session.restored
            startsEmpty = false
            return
        }
        for entry in request.entries(environment: environment) {
            switch entry {
            case let .file(path, title):
                let sidecar = items.isEmpty ? request.sidecar : nil
                var item = SidecarItems.item(for: path, sidecarPath: sidecar, config: config, warnings: &messages)
                item.playlistTitle = title
                items.append(item)
            case .demo:
                guard let tune = DemoTune.write() else {
                    messages.append("--demo: cannot write the demo tune to a temporary folder (skipped)")
                    failed = true
                    continue
                }
                demoTune = tune
                items.append(Demo.item(tune: tune))
            case let .problem(argument, reason):
                messages.append("\(Sanitized.line(argument)): \(Sanitized.line(reason)) (skipped)")
                failed = true
            }
        }
        items += request.prepared
        for (index, title) in request.titles where items.indices.contains(index) { items[index].playlistTitle = title }
        let first = request.firstIndex ?? 0
        if let start = request.start, items.indices.contains(first) { items[first].startTime = start }
    }

    /// A second player is started only when some item has interstitial events to play on it.
    public var needsInterstitialPlayer: Bool {
        items.contains { !$0.interstitials.isEmpty }
    }
}

/// What the person named to play, as the command line gives it.
public struct QueueRequest {
    /// Files, folders, playlists and URLs, in order.
    public var arguments: [String] = []
    /// `--demo`: the built-in tune first.
    public var demo = false
    /// `--library QUERY`: the library's tracks matching it, after the demo.
    public var library: String?
    /// Items made already, after the arguments' (`--server`'s tracks).
    public var prepared: [MediaItem] = []
    /// `--sidecar`: the first item's sidecar.
    public var sidecar: String?
    /// Titles a handed-over queue's playlists gave its items, by index.
    public var titles: [Int: String] = [:]
    /// The item to start at (a handed-over queue's).
    public var firstIndex: Int?
    /// `--start`: where the first item starts.
    public var start: Double?
    /// Whether the last session comes back when nothing is named (not `--no-restore`, nor
    /// `[session] restore = false`).
    public var restore = false
    /// Whether resume positions apply (they then decide where restored items start).
    public var resumes = false

    /// An empty request.
    public init() {}

    /// Whether nothing at all was named: no argument, no `--demo`, no `--library`, no `--server` tracks.
    public var namesNothing: Bool { arguments.isEmpty && !demo && library == nil && prepared.isEmpty }

    /// What each argument yields: its targets (a playlist's entries, a folder's media), or why none.
    func entries(environment: [String: String]) -> [QueueEntry] {
        var entries: [QueueEntry] = demo ? [.demo] : []
        if let library { entries += LibraryQueue.entries(for: library, environment: environment) }
        var playlists = QueueBuilder()
        for argument in arguments {
            switch MediaPaths.expand(argument) {
            case let .problem(reason):
                entries.append(.problem(argument, reason))
            case let .targets(paths):
                for path in paths {
                    switch playlists.expand(path) {
                    case let .targets(targets): entries += targets.map { .file($0.location, title: $0.title) }
                    case let .problem(argument, reason): entries.append(.problem(argument, reason))
                    }
                    entries += playlists.takeProblems().map { .problem($0.argument, $0.reason) }
                }
            }
        }
        return entries
    }
}

/// One thing the person asked to play.
enum QueueEntry {
    /// A path or URL, with the title the playlist that listed it gives it.
    case file(String, title: String?)
    case demo
    /// An argument that yields nothing playable, and why.
    case problem(String, String)
}
