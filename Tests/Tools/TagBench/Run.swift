import Glibc
import MediaFiles

/// One reading of every file's tags, made on a thread of its own (`start`).
final class Run: @unchecked Sendable {
    let paths: [String]
    private(set) var load = 0.0, read = 0.0, titled = 0

    init(paths: [String]) { self.paths = paths }

    /// Reads on a new thread and waits for it; false if no thread could be started.
    func start() -> Bool {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        guard pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Run>.fromOpaque(context).takeRetainedValue().work()
            return nil
        }, context) == 0 else { return false }
        pthread_join(thread, nil)
        return true
    }

    private func work() {
        let start = Self.now()
        // An empty read loads FFmpeg's libraries, which a player process has mostly loaded with libmpv.
        _ = try? MediaTags.read(bytes: [])
        let loaded = Self.now()
        titled = paths.reduce(0) { count, path in count + ((try? MediaTags.read(path: path))?.title == nil ? 0 : 1) }
        load = loaded - start
        read = Self.now() - loaded
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
