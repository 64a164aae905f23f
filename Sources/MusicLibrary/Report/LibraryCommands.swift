import Glibc
import MediaFiles

/// What `playdeck library add|remove|rescan|stats|search` do to the index kept in
/// `$XDG_DATA_HOME/playdeck/library.db`: lines go to `print` (standard output) and `warn`
/// (standard error); a failure throws its line.
public struct LibraryCommands {
    let environment: [String: String]
    let print: (String) -> Void
    let warn: (String) -> Void
    let progressBar: ScanProgressBar

    /// The subcommands for the process environment `environment` (XDG_DATA_HOME, HOME), writing
    /// with `print` and `warn` and showing a scan on `progressBar`.
    public init(environment: [String: String], print: @escaping (String) -> Void, warn: @escaping (String) -> Void,
                progressBar: ScanProgressBar) {
        self.environment = environment
        self.print = print
        self.warn = warn
        self.progressBar = progressBar
    }

    /// `library add DIR…`: adds folders and scans them.
    public func add(_ folders: [String]) throws(LibraryFailure) {
        var absolute: [String] = []
        for folder in folders { absolute.append(try FolderPath.real(folder)) }
        let index = try openIndex()
        try LibraryFailure.attempt { () throws(LibraryError) in
            for folder in absolute { try index.addFolder(folder) }
        }
        try scan(index, absolute)
    }

    /// `library remove DIR…`: forgets folders and their tracks.
    public func remove(_ folders: [String]) throws(LibraryFailure) {
        let index = try openIndex()
        let known = try LibraryFailure.attempt { () throws(LibraryError) in try index.folders() }
        for folder in folders {
            let path = FolderPath.absolute(folder)
            guard known.contains(path) else {
                throw LibraryFailure(line: "\(Sanitized.line(path)): not in the library (its folders: 'playdeck library stats')")
            }
            let count = try LibraryFailure.attempt { () throws(LibraryError) in try index.removeFolder(path) }
            print("removed \(Sanitized.line(path)): \(count) tracks")
        }
    }

    /// `library rescan`: brings every folder's index up to date.
    public func rescan() throws(LibraryFailure) {
        let index = try openIndex()
        let folders = try LibraryFailure.attempt { () throws(LibraryError) in try index.folders() }
        guard !folders.isEmpty else { throw LibraryFailure(line: "the library has no folders yet: 'playdeck library add DIR' adds one") }
        try scan(index, folders)
    }

    /// `library stats`: counts.
    public func stats() throws(LibraryFailure) {
        let index = try openIndex()
        let (numbers, folders) = try LibraryFailure.attempt { () throws(LibraryError) in (try index.statistics(), try index.folders()) }
        let hours = Int(numbers.seconds) / 3600, minutes = Int(numbers.seconds) % 3600 / 60
        print("tracks        \(numbers.tracks)")
        print("artists       \(numbers.artists)")
        print("albums        \(numbers.albums)")
        print("playing time  \(hours) h \(minutes) min")
        print("size          \(ByteCount.text(numbers.bytes))")
        print("database      \(Sanitized.line(index.path)) (\(ByteCount.text(ByteCount.ofFile(index.path))))")
        print("folders       \(folders.isEmpty ? "none: 'playdeck library add DIR' adds one" : "")")
        folders.forEach { print("  \(Sanitized.line($0))") }
    }

    /// `library search QUERY [--json]`: tracks matching a query, at most `limit`.
    public func search(_ query: String, json: Bool, limit: Int) throws(LibraryFailure) {
        let reader = try openReader()
        let tracks = try LibraryFailure.attempt { () throws(LibraryError) in try reader.search(LibraryQuery(query), limit: limit) }
        for track in tracks { print(json ? LibraryListing.json(track) : LibraryListing.text(track)) }
        if tracks.isEmpty && !json { warn("nothing in the library matches '\(Sanitized.line(query))'") }
    }

    private func databasePath() throws(LibraryFailure) -> String {
        guard let path = LibraryLocation.database(environment: environment) else {
            throw LibraryFailure(line: "no XDG_DATA_HOME or HOME to keep the library in")
        }
        return path
    }

    /// The index opened for writing (a corrupt one set aside and said in one line).
    private func openIndex() throws(LibraryFailure) -> LibraryIndex {
        let path = try databasePath()
        let index = try LibraryFailure.attempt { () throws(LibraryError) in try LibraryIndex(path: path) }
        if let notice = index.notice { warn(Sanitized.line(notice)) }
        return index
    }

    private func openReader() throws(LibraryFailure) -> LibraryReader {
        let path = try databasePath()
        guard access(path, F_OK) == 0 else { throw LibraryFailure(line: LibraryLocation.emptyLine) }
        return try LibraryFailure.attempt { () throws(LibraryError) in try LibraryReader(path: path) }
    }

    /// Scans folders with the progress bar, then prints a summary.
    private func scan(_ index: LibraryIndex, _ folders: [String]) throws(LibraryFailure) {
        let bar = progressBar, warn = warn
        var last = LibraryScanner.Progress()
        do throws(LibraryError) {
            let summary = try LibraryScanner(index: index).scan(folders, problem: { line in
                bar.clear()
                warn(Sanitized.line(line))
            }, progress: { progress in
                last = progress
                bar.show(progress)
            })
            bar.clear()
            let rate = summary.seconds > 0 ? Int(Double(summary.added + summary.updated) / summary.seconds) : 0
            print("\(summary.added) added, \(summary.updated) updated, \(summary.removed) removed, "
                + "\(summary.unchanged) unchanged, \(summary.skipped) skipped in \(ByteCount.oneDecimal(summary.seconds)) s "
                + "(\(rate) files/s)")
        } catch {
            bar.clear()
            throw LibraryFailure(line: error.line(kept: last.read))
        }
    }
}
