import Glibc

/// Named positions inside items, one small file per item in `$XDG_STATE_HOME/playdeck/bookmarks`
/// beside the resume positions, named like them and written atomically like them: a kill at
/// any moment leaves the old list or the new one, never half of either.
public struct BookmarkStore: Sendable {
    /// One named position.
    public struct Entry: Equatable, Sendable {
        /// What the person called it: one line.
        public var name: String
        /// Where it is, in media seconds.
        public var position: Double

        /// A bookmark; tabs and line breaks in its name become spaces.
        public init(name: String, position: Double) {
            self.name = String(name.map { $0 == "\t" || $0.isNewline ? " " : $0 })
            self.position = position
        }
    }

    /// The folder holding the lists.
    public let directory: String

    /// A store in `directory`, created (0700) when first written.
    public init(directory: String) {
        self.directory = directory
    }

    /// The store at `$XDG_STATE_HOME/playdeck/bookmarks`, else `~/.local/state/playdeck/bookmarks`.
    public static func standard(environment: [String: String]) -> BookmarkStore? {
        ResumeStore.standard(environment: environment).map { resume in
            BookmarkStore(directory: String(resume.directory.dropLast("resume".count)) + "bookmarks")
        }
    }

    /// An item's bookmarks in the order saved; lines that do not parse are skipped.
    public func bookmarks(for location: String) -> [Entry] {
        guard case let .success(text) = FileText.read(path(for: location), limit: 1 << 20) else { return [] }
        var saved: String?, entries: [Entry] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("location=") { saved = String(line.dropFirst(9)) }
            guard line.hasPrefix("bookmark="), let tab = line.firstIndex(of: "\t") else { continue }
            guard let position = Double(line[line.index(line.startIndex, offsetBy: 9)..<tab]), position.isFinite, position >= 0
            else { continue }
            entries.append(Entry(name: String(line[line.index(after: tab)...]), position: position))
        }
        // The file name is a hash: only trust a file that names this very item.
        return saved == location ? entries : []
    }

    /// Saves an item's whole list (an empty one removes its file); atomic.
    public func save(_ entries: [Entry], for location: String) throws(FileError) {
        guard !entries.isEmpty else {
            unlink(path(for: location))
            return
        }
        let lines = entries.map { "bookmark=\($0.position)\t\($0.name)\n" }.joined()
        try AtomicFile.write("location=\(location)\n" + lines, to: path(for: location), creatingDirectory: directory)
    }

    func path(for location: String) -> String {
        directory + "/" + ResumeStore.key(location)
    }
}
