import Commands
import Glibc
import Locations
import NowPlaying

/// `open PATH`, `add PATH`, `add-next PATH`, `add-at N PATH`, `replace PATH` (keys, the socket,
/// `playdeck remote add`, MPRIS AddTrack and OpenUri): what the path names, expanded on the
/// player's side as the command line expands it (`QueueRequest`: a folder's media in natural
/// order, a playlist's entries under `LocationRule`), put where the placement says, in one
/// undoable edit. What yields nothing gets one line in the feedback; the rest is added.
struct QueueAdding {
    /// The item a server's song path names (`Stage.serverItem`); nil: none.
    var serverItem: ((String) -> MediaItem?)? = nil
    /// Asks the server for a song `serverItem` does not know (`Stage.serverItemLater`).
    var serverItemLater: ((String, @escaping (Result<MediaItem, ServerItemFailure>) -> Void) -> Void)? = nil

    /// The items `target` names, and one line for each part of it that yields nothing. A
    /// server's song (`subsonic://NAME/ID`) is one `serverItem` knows, with its stream URL.
    static func items(for target: String, serverItem: ((String) -> MediaItem?)? = nil) -> (items: [MediaItem], problems: [String]) {
        // The player's standard input is the terminal's, or nothing: only the command line reads "-".
        if target == "-" { return ([], ["-: standard input may be named only on the command line"]) }
        if LocationRule.scheme(of: target)?.lowercased() == "subsonic" {
            if let item = serverItem?(target) { return ([item], []) }
            return ([], ["\(Sanitized.line(target)): not a song of a server this player has listed (the Library panel lists them)"])
        }
        if LocationRule.scheme(of: target) == nil, access(target, R_OK) != 0 {
            return ([], ["\(Sanitized.line(target)): \(String(cString: strerror(errno)))"])
        }
        var items: [MediaItem] = [], problems: [String] = []
        var request = QueueRequest()
        request.arguments = [target]
        for entry in request.entries(environment: [:]) {
            switch entry {
            case let .file(path, title): items.append(MediaItem(url: path, playlistTitle: title))
            case let .problem(argument, reason): problems.append("\(Sanitized.line(argument)): \(Sanitized.line(reason))")
            case .demo: break
            }
        }
        return (items, problems)
    }

    /// Carries out `open` or `add` on `session`.
    func perform(_ command: Command, on session: NowPlayingSession) -> RemoteCommandStatus {
        let target: String, placement: QueuePlacement
        switch command {
        case let .open(location): (target, placement) = (location, .end)
        case let .add(location, place, _): (target, placement) = (location, place)
        default: return .unsupported
        }
        if LocationRule.scheme(of: target)?.lowercased() == "subsonic", serverItem?(target) == nil, let serverItemLater {
            return Self.addLater(command, target, on: session, asking: serverItemLater)
        }
        let found = Self.items(for: target, serverItem: serverItem)
        guard !found.items.isEmpty else {
            return .commandFailed(found.problems.first ?? "\(Sanitized.line(target)): nothing to play")
        }
        let status = QueueEditor(session).add(command, items: found.items)
        // One file says nothing, as before (the Library panel adds an album a track at a time
        // and says so once); what a folder or a playlist became is told.
        let expanded = found.items.count != 1 || found.items[0].url != target || !found.problems.isEmpty
        if case .add = command, expanded {
            session.infoCenter.post(feedback: Self.addedText(found.items.count, placement) + Self.notAdded(found.problems))
        }
        return status
    }

    /// A server's song no list showed: the server is asked for it (which the asker is told),
    /// and it is added once it answers, where `command` says then, in a line saying so; or why
    /// not, in one line.
    private static func addLater(_ command: Command, _ target: String, on session: NowPlayingSession,
                                 asking: (String, @escaping (Result<MediaItem, ServerItemFailure>) -> Void) -> Void)
        -> RemoteCommandStatus {
        ask(for: target, asking: asking, telling: { [weak session] in session?.infoCenter.post(feedback: $0) }) { [weak session] answer in
            guard let session else { return }
            switch answer {
            case let .success(item):
                _ = QueueEditor(session).add(command, items: [item])
                session.infoCenter.post(feedback: "Added '\(Sanitized.line(item.playlistTitle ?? target))'")
            case let .failure(failure):
                session.infoCenter.post(feedback: "\(Sanitized.line(target)): \(Sanitized.line(failure.line))")
            }
        }
        return .success
    }

    /// Asks the server for the song at `target` and hands its answer to `then`; `telling` says
    /// "Asking home for the song" unless the answer came at once (a cached one).
    static func ask(for target: String, asking: (String, @escaping (Result<MediaItem, ServerItemFailure>) -> Void) -> Void,
                    telling: (String) -> Void, then: @escaping (Result<MediaItem, ServerItemFailure>) -> Void) {
        var answered = false
        asking(target) { answer in
            answered = true
            then(answer)
        }
        if !answered {
            let server = target.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first.map(String.init) ?? ""
            telling("Asking \(Sanitized.line(server)) for the song")
        }
    }

    /// "Added 12 items", "12 items play next", "Added 12 items at 3", "Playing 12 items".
    static func addedText(_ count: Int, _ placement: QueuePlacement) -> String {
        let items = QueueEditor.items(count)
        switch placement {
        case .end: return "Added \(items)"
        case .next: return count == 1 ? "1 item plays next" : "\(items) play next"
        case let .at(position): return "Added \(items) at \(position)"
        case .replace: return "Playing \(items)"
        }
    }

    /// " · not added: LINE", with how many more there were; empty when everything was added.
    static func notAdded(_ problems: [String]) -> String {
        guard let first = problems.first else { return "" }
        return " · not added: \(first)" + (problems.count > 1 ? " (and \(problems.count - 1) more)" : "")
    }
}
