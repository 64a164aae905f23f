import Locations

/// Turns what a person typed (files, folders, playlists, URLs, "-" for standard input)
/// into the list of things to play, with one problem line for each argument that yields nothing.
public struct QueueBuilder {
    /// One thing to play, with the title a playlist gave it.
    public struct Target: Equatable, Sendable {
        public let location: String
        public let title: String?

        /// Creates a target.
        public init(location: String, title: String? = nil) {
            self.location = location
            self.title = title
        }
    }

    /// What one argument became.
    public enum Outcome: Equatable, Sendable {
        case targets([Target])
        case problem(argument: String, reason: String)
    }

    /// A playlist's entry that yielded nothing, and why.
    public struct Problem: Equatable, Sendable {
        public let argument: String
        public let reason: String

        /// Creates a problem.
        public init(argument: String, reason: String) {
            self.argument = argument
            self.reason = reason
        }
    }

    private var problems: [Problem] = []
    private var visiting: [String] = []
    /// The folders of the entries checked so far, resolved once.
    private var paths = ResolvedPaths()
    private let readStandardInput: () -> String

    /// A builder; `standardInput` supplies the text of "-" (tests pass their own).
    public init(standardInput: @escaping () -> String) {
        readStandardInput = standardInput
    }

    /// A builder that reads "-" from the process's standard input.
    public init() {
        readStandardInput = { (try? FileText.readStandardInput().get()) ?? "" }
    }

    /// Expands one argument, recursively through playlists and folders.
    public mutating func expand(_ argument: String) -> Outcome {
        if argument == "-" {
            guard let playlist = Playlist.parse(readStandardInput(), base: ".", isPLS: false) else { return .targets([]) }
            return .targets(targets(listedIn: playlist, named: argument))
        }
        guard Playlist.isPlaylist(argument), LocationRule.scheme(of: argument) == nil else {
            return .targets([Target(location: argument, title: nil)])
        }
        guard !visiting.contains(argument) else {
            return .problem(argument: argument, reason: "the playlist includes itself")
        }
        let text: String
        switch FileText.read(argument) {
        case let .success(contents): text = contents
        case let .failure(error): return .problem(argument: argument, reason: "cannot read the playlist: \(error)")
        }
        let base = argument.lastIndex(of: "/").map { String(argument[..<$0]) } ?? "."
        guard let playlist = Playlist.parse(text, base: base, isPLS: argument.lowercased().hasSuffix(".pls")) else {
            return .targets([Target(location: argument, title: nil)])  // an HLS playlist: mpv plays it whole
        }
        if playlist.entries.isEmpty { return .problem(argument: argument, reason: "the playlist has no entries") }
        visiting.append(argument)
        defer { visiting.removeLast() }
        return .targets(targets(listedIn: playlist, named: argument))
    }

    /// The playlist's entries expanded in turn; an entry the playlist may not name
    /// (`LocationRule`) is refused with a problem, the rest play.
    private mutating func targets(listedIn playlist: Playlist, named argument: String) -> [Target] {
        var targets: [Target] = []
        for entry in playlist.entries {
            if let refusal = LocationRule.check(entry.location, from: .playlist, paths: &paths) {
                problems.append(Problem(argument: argument, reason: refusal.description))
                continue
            }
            switch expand(entry.location) {
            case let .targets(found):
                targets += found.count == 1 && entry.title != nil
                    ? [Target(location: found[0].location, title: entry.title)] : found
            case let .problem(location, reason): problems.append(Problem(argument: location, reason: reason))
            }
        }
        return targets
    }

    /// The entries inside playlists that yielded nothing since the last call (a list that
    /// includes itself, one that cannot be read), oldest first: the rest of the list plays,
    /// and the caller reports these.
    public mutating func takeProblems() -> [Problem] {
        defer { problems.removeAll() }
        return problems
    }
}
