import EventLoop
import Glibc
import NowPlaying

/// Adds one folder to the library and scans it on a worker thread, for a running player
/// (`library-scan DIR`, the Library panel's offer on a first run): what `playdeck library add`
/// does, with its lines kept for the loop, which `descriptor` wakes.
public final class FolderAdding {
    /// What the worker has to say, in order.
    public enum Report: Sendable, Equatable {
        /// The folder was walked: this many files are to be read.
        case reading(Int)
        /// The scan ended; the line says what it added (or why it failed).
        case ended(String)
    }

    /// Readable when the worker has reports; the loop then calls `take()`.
    public var descriptor: Int32 { wakeup.descriptor }
    private let wakeup: Wakeup
    private let reports = Locked<[Report]>([])

    /// Starts adding `folder` (as the person wrote it; `shown` as they read it) to the database
    /// at `databasePath`; nil when no worker could be started.
    public init?(_ folder: String, shown: String, databasePath: String) {
        guard let wakeup = try? Wakeup() else { return nil }
        self.wakeup = wakeup
        let reports = reports
        let started = WorkerThread.detach {
            let line = Self.add(folder, shown: shown, databasePath: databasePath) { count in
                reports.withLock { $0.append(.reading(count)) }
                wakeup.wake()
            }
            reports.withLock { $0.append(.ended(line)) }
            wakeup.wake()
        }
        guard started else { return nil }
    }

    /// Why `folder` cannot be added (it is not there, or not a folder), in one line; nil when it can.
    public static func refusal(_ folder: String) -> String? {
        do throws(LibraryFailure) {
            _ = try FolderPath.real(folder)
            return nil
        } catch {
            return error.line
        }
    }

    /// What the worker said since the last call.
    public func take() -> [Report] {
        wakeup.drain()
        return reports.withLock { reports in
            defer { reports = [] }
            return reports
        }
    }

    /// Adds and scans on the calling thread; the line to show when it is done.
    static func add(_ folder: String, shown: String, databasePath: String, reading: (Int) -> Void) -> String {
        let name = Sanitized.line(shown)
        do throws(LibraryFailure) {
            let path = try FolderPath.real(folder)
            let summary = try LibraryFailure.attempt { () throws(LibraryError) in
                let index = try LibraryIndex(path: databasePath)
                // A folder inside one of the library's is scanned again, not added beside it
                // (MPD's `update` of a sub-folder, the tile offering a folder already in).
                if try !index.folders().contains(where: { LibraryIndex.contains($0, path) }) { try index.addFolder(path) }
                var said = false
                return try LibraryScanner(index: index).scan([path], progress: { progress in
                    guard !said else { return }
                    said = true
                    reading(progress.toRead)
                })
            }
            var line = "Added \(grouped(summary.added)) track\(summary.added == 1 ? "" : "s") from \(name)"
            if summary.updated > 0 { line += ", \(grouped(summary.updated)) updated" }
            if summary.skipped > 0 { line += " (\(grouped(summary.skipped)) skipped: 'playdeck library rescan' lists why)" }
            return line
        } catch {
            return "Cannot add \(name) to the library: \(error.line)"
        }
    }

    /// "1,234".
    public static func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude), groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return (number < 0 ? "-" : "") + ([Substring(digits)] + groups).joined(separator: ",")
    }
}
