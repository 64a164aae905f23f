import ArgumentParser
import Glibc
import MusicLibrary
import NowPlaying

/// What the `library` subcommands share: where the database is, opening it, scanning with a
/// progress bar, and one line for each failure.
enum LibraryCLI {
    /// The database's path; exits with one line when neither XDG_DATA_HOME nor HOME is set.
    static func databasePath() throws -> String {
        guard let path = LibraryLocation.database(environment: Environment.current) else {
            printError("no XDG_DATA_HOME or HOME to keep the library in")
            throw ExitCode(1)
        }
        return path
    }

    /// The index opened for writing (a corrupt one set aside and said in one line).
    static func openIndex() throws -> LibraryIndex {
        let path = try databasePath()
        let index = try attempt { () throws(LibraryError) in try LibraryIndex(path: path) }
        if let notice = index.notice { printError(Sanitized.line(notice)) }
        return index
    }

    /// The index opened for reading.
    static func openReader() throws -> LibraryReader {
        let path = try databasePath()
        guard access(path, F_OK) == 0 else {
            printError("the library is empty: 'playdeck library add DIR' indexes a folder")
            throw ExitCode(1)
        }
        return try attempt { () throws(LibraryError) in try LibraryReader(path: path) }
    }

    /// Runs `body`; a library failure becomes one line and exit status 1.
    static func attempt<Result>(_ body: () throws(LibraryError) -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            printError(line(for: error))
            throw ExitCode(1)
        }
    }

    /// The line a person reads for a failure.
    static func line(for error: LibraryError, kept: Int? = nil) -> String {
        let keeping = kept.map { "; the \($0) files indexed before it are kept" } ?? ""
        return switch error.kind {
        case .busy: "the library is busy: another PlayDeck is writing to it (\(error.message))\(keeping); try again when it is done"
        case .full: "cannot write the library: \(error.message) (is the disk full?)\(keeping); "
            + "free some space and run 'playdeck library rescan'"
        case .corrupt: "the library is corrupt (\(error.message))\(keeping); run the command again to set it aside and rebuild it"
        case .unreadable: "cannot open the library: \(error.message)"
        case .other: "library: \(error.message)\(keeping)"
        }
    }

    /// Scans folders with a progress bar on a terminal (plain lines otherwise), then a summary.
    static func scan(_ index: LibraryIndex, _ folders: [String]) throws {
        let bar = ScanProgressBar(descriptor: STDERR_FILENO)
        var last = LibraryScanner.Progress()
        do throws(LibraryError) {
            let summary = try LibraryScanner(index: index).scan(folders, problem: { line in
                bar.clear()
                printError(Sanitized.line(line))
            }, progress: { progress in
                last = progress
                bar.show(progress)
            })
            bar.clear()
            let rate = summary.seconds > 0 ? Int(Double(summary.added + summary.updated) / summary.seconds) : 0
            Output.line("\(summary.added) added, \(summary.updated) updated, \(summary.removed) removed, "
                + "\(summary.unchanged) unchanged, \(summary.skipped) skipped in \(String(format1: summary.seconds)) s "
                + "(\(rate) files/s)")
        } catch {
            bar.clear()
            printError(line(for: error, kept: last.read))
            throw ExitCode(1)
        }
    }

    /// The folder as an absolute path with links resolved; nil (and one line) when it is not one.
    static func realFolder(_ folder: String) -> String? {
        guard let resolved = realpath(folder, nil) else {
            printError("\(Sanitized.line(folder)): \(String(cString: strerror(errno)))")
            return nil
        }
        defer { free(resolved) }
        let path = String(cString: resolved)
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            printError("\(Sanitized.line(folder)): not a folder")
            return nil
        }
        return path
    }

    /// The folder as an absolute path: resolved when it still exists, else as written.
    static func absolute(_ folder: String) -> String {
        if let resolved = realpath(folder, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        var trimmed = folder
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard !trimmed.hasPrefix("/"), let cwd = getcwd(nil, 0) else { return trimmed }
        defer { free(cwd) }
        return String(cString: cwd) + "/" + trimmed
    }

    /// "12.3 MiB".
    static func size(_ bytes: Int64) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes), unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return unit == 0 ? "\(bytes) B" : "\(String(format1: value)) \(units[unit])"
    }

    /// A file's size in bytes, 0 when it cannot be read.
    static func fileSize(_ path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : 0
    }
}

extension String {
    /// A number with one decimal: "2.5".
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }
}
