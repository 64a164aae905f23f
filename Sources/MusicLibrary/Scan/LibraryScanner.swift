import EventLoop
import Glibc
import Locations

/// Brings the index up to date with folders on disk: new and changed files (by size and time)
/// are read on worker threads and written in batches, files gone are dropped. A batch that
/// cannot be written (disk full, another writer beyond the wait) ends the scan with every
/// earlier batch kept.
public final class LibraryScanner {
    /// How far a scan is, for a progress bar.
    public struct Progress: Sendable, Equatable {
        /// Files found on disk so far.
        public var found = 0
        /// Files whose tags are to be read (new or changed).
        public var toRead = 0
        /// Of those, read and written.
        public var read = 0
        /// Seconds since the scan started.
        public var seconds = 0.0

        /// Nothing found yet.
        public init() {}

        /// Files read a second.
        public var filesPerSecond: Double { seconds > 0 ? Double(read) / seconds : 0 }
    }

    /// What a scan did.
    public struct Summary: Sendable, Equatable {
        /// Files indexed for the first time.
        public var added = 0
        /// Files read again because their size or time changed.
        public var updated = 0
        /// Files dropped because they are gone.
        public var removed = 0
        /// Files left as they were.
        public var unchanged = 0
        /// Files that could not be read (each said in a line).
        public var skipped = 0
        /// Folders walked.
        public var folders: [String] = []
        /// Seconds the whole scan took.
        public var seconds = 0.0
    }

    private let index: LibraryIndex
    private let workers: Int
    private let batchSize: Int

    /// A scanner writing to `index`, reading tags on `workers` threads, committing every
    /// `batchSize` files.
    public init(index: LibraryIndex, workers: Int = 2, batchSize: Int = 1000) {
        self.index = index
        self.workers = workers
        self.batchSize = batchSize
    }

    /// Scans `folders` (absolute paths). `problem` gets one line per file or folder skipped;
    /// `progress` is called after the walk and after each batch.
    public func scan(_ folders: [String], problem: (String) -> Void = { _ in },
                     progress: (Progress) -> Void = { _ in }) throws(LibraryError) -> Summary {
        let start = EventLoop.now()
        var summary = Summary(), state = Progress()
        var walker = FolderWalker(.audio)
        var known: [String: FileStamp] = [:]
        for folder in folders {
            walker.walk(folder)
            known.merge(try index.stamps(under: folder)) { old, _ in old }
        }
        walker.problems.forEach(problem)
        summary.folders = walker.folders
        var wanted: [FolderWalker.Found] = []
        var present = Set<String>()
        present.reserveCapacity(walker.files.count)
        for file in walker.files where present.insert(file.path).inserted {
            if let stamp = known[file.path], stamp == FileStamp(file) { summary.unchanged += 1 } else { wanted.append(file) }
        }
        let gone = known.keys.filter { path in
            !present.contains(path) && !walker.unreadable.contains { LibraryIndex.contains($0, path) }
        }
        state.found = present.count
        state.toRead = wanted.count
        state.seconds = EventLoop.now() - start
        progress(state)

        // Read (and so numbered) in path order: a search beyond its limit shows the first
        // tracks in that order, folder by folder, rather than in the order the disk gave them.
        wanted.sort { $0.path < $1.path }
        let pool = TagReaderPool(files: wanted, workers: workers)
        var batch: [(LibraryTrack, FileStamp)] = []
        var removals = gone
        var vanished = 0, processed = 0
        batch.reserveCapacity(batchSize)
        func flush() throws(LibraryError) {
            try index.write(batch, removing: removals)
            state.read = processed
            summary.removed += removals.count
            batch.removeAll(keepingCapacity: true)
            removals.removeAll()
            state.seconds = EventLoop.now() - start
            progress(state)
        }
        do throws(LibraryError) {
            while true {
                let outcomes = pool.take()
                for outcome in outcomes {
                    processed += 1
                    switch outcome {
                    case let .read(track, stamp):
                        if known[track.path] == nil { summary.added += 1 } else { summary.updated += 1 }
                        batch.append((track, stamp))
                        if batch.count == batchSize { try flush() }
                    case let .vanished(path):
                        problem("\(path): gone during the scan (skipped)")
                        vanished += 1
                        if known[path] != nil { removals.append(path) }
                    case let .unreadable(message):
                        problem("\(message) (skipped)")
                        summary.skipped += 1
                    }
                }
                if outcomes.isEmpty {
                    if !batch.isEmpty || !removals.isEmpty { try flush() }
                    break
                }
            }
        } catch {
            pool.stop()
            throw error
        }
        summary.skipped += vanished
        summary.seconds = EventLoop.now() - start
        return summary
    }
}
