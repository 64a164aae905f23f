import CLinux
import EventLoop
import Glibc
import Locations

/// The watcher's worker thread: one job at a time, in order; it alone holds the index (its own
/// writer connection) and the map of watches to folders.
final class WatchWorker: @unchecked Sendable {
    enum Job: Sendable {
        case watchAll
        case apply([FolderEvent])
    }

    private struct Shared {
        var jobs: [Job] = []
        var running = false
        var stopped = false
        var changes = 0
        var problems: [String] = []
    }

    let wakeup: Wakeup
    private let databasePath: String
    private let inotify: Int32
    private let shared = Locked(Shared())
    // Touched by the worker thread only.
    private var index: LibraryIndex?
    /// The folders of an emptied index were read again by this worker (its `wasEmptied` stays).
    private var readAgain = false
    private var folders: [Int32: String] = [:]
    private var limitSaid = false

    init?(databasePath: String, inotify: Int32) {
        guard let wakeup = try? Wakeup() else { return nil }
        self.wakeup = wakeup
        self.databasePath = databasePath
        self.inotify = inotify
    }

    func submit(_ job: Job) {
        let start = shared.withLock { state in
            state.jobs.append(job)
            defer { state.running = true }
            return !state.running && !state.stopped
        }
        guard start else { return }
        if !Self.detach({ [self] in serve() }) { serve() }
    }

    /// Drops the jobs not started; the one running finishes.
    func stop() {
        shared.withLock { state in
            state.stopped = true
            state.jobs.removeAll()
        }
    }

    func take() -> (changes: Int, problems: [String]) {
        shared.withLock { state in
            defer {
                state.changes = 0
                state.problems = []
            }
            return (state.changes, state.problems)
        }
    }

    private func serve() {
        while let job = shared.withLock({ state -> Job? in
            guard !state.stopped, !state.jobs.isEmpty else {
                state.running = false
                return nil
            }
            return state.jobs.removeFirst()
        }) {
            var problems: [String] = []
            let changes = run(job, problems: &problems)
            shared.withLock { state in
                state.changes += changes
                state.problems += problems
            }
            wakeup.wake()
        }
    }

    private func run(_ job: Job, problems: inout [String]) -> Int {
        do throws(LibraryError) {
            let index: LibraryIndex
            if let opened = self.index {
                index = opened
            } else {
                index = try LibraryIndex(path: databasePath)
                self.index = index
            }
            switch job {
            case .watchAll:
                var walker = FolderWalker(.audio)
                for folder in try index.folders() { walker.walk(folder) }
                walker.folders.forEach { watch($0, problems: &problems) }
                // An index of an older PlayDeck kept its folders but not their tracks: a person
                // who upgraded finds the library as it was once they are read again.
                guard index.wasEmptied, !readAgain else { return 0 }
                let changes = try write(arrived: walker.files.map(\.path), left: [], to: index, problems: &problems)
                try index.noteReadAgain()
                readAgain = true
                return changes
            case let .apply(events):
                return try apply(events, to: index, problems: &problems)
            }
        } catch {
            problems.append("the library: \(error.message)")
            return 0
        }
    }

    private func apply(_ events: [FolderEvent], to index: LibraryIndex, problems: inout [String]) throws(LibraryError) -> Int {
        var arrived: [String] = [], left: [String] = []
        for event in events {
            if event.ended { folders.removeValue(forKey: event.watch) }
            guard let folder = folders[event.watch], !event.name.isEmpty, !event.name.hasPrefix(".") else { continue }
            let path = folder + "/" + event.name
            if event.left { left.append(path) }
            if event.arrived {
                if event.isFolder {
                    var walker = FolderWalker(.audio)
                    walker.walk(path)
                    walker.folders.forEach { watch($0, problems: &problems) }
                    arrived += walker.files.map(\.path)
                } else if MediaExtensions.isAudio(event.name) {
                    arrived.append(path)
                }
            }
        }
        return try write(arrived: arrived, left: left, to: index, problems: &problems)
    }

    /// Reads the files that `arrived` and writes them, and removes those that `left`.
    private func write(arrived: [String], left: [String], to index: LibraryIndex, problems: inout [String]) throws(LibraryError) -> Int {
        var left = left
        var tracks: [(LibraryTrack, FileStamp)] = []
        for path in arrived {
            guard let stamp = FileStamp.of(path) else { continue }
            switch TrackReading.read(path, stamp: stamp) {
            case let .read(track, stamp): tracks.append((track, stamp))
            case .vanished: left.append(path)
            case let .unreadable(message): problems.append("\(message) (skipped)")
            }
        }
        if !left.isEmpty { try index.remove(under: left) }
        if !tracks.isEmpty { try index.write(tracks) }
        return tracks.count + left.count
    }

    private func watch(_ folder: String, problems: inout [String]) {
        let watch = inotify_add_watch(inotify, folder, FolderEvent.interest)
        if watch >= 0 {
            folders[watch] = folder
        } else if errno == ENOSPC, !limitSaid {
            limitSaid = true
            problems.append("\(folder): not watched, nor the folders after it: inotify's limit is reached (fs.inotify.max_user_watches)")
        }
    }

    /// Runs `body` on a new detached thread; false when none could be started.
    private static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let box = Unmanaged.passRetained(Box(body))
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, box.toOpaque()) == 0 else {
            box.release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
