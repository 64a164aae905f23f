import NowPlaying

/// MPD's update jobs over the library's scans. Each `update` is a job numbered as MPD numbers
/// them (1, 2… for the server's life, whatever it names); the folders of the jobs are scanned
/// one after another, as the library scans one folder at a time, each at the end of the one
/// before (the library says it changed). `updating_db` is the job running or next.
final class MPDUpdateQueue {
    /// MPD's `update_task_id_max`: past it numbering starts again at 1.
    static let highestJob = 1 << 15
    private var lastJob = 0
    private var folders: [(job: Int, folder: String)] = []
    /// The job whose scan runs.
    private var running: Int?

    /// The job being run, or the next to run; nil when none waits.
    var current: Int? { running ?? folders.first?.job }

    /// A new job scanning `folders` (none: a job that finds nothing, as MPD's of a path that
    /// names nothing); its number.
    func add(_ folders: [String], scan: (String) -> RemoteCommandStatus) throws(MPDError) -> Int {
        lastJob = lastJob % Self.highestJob + 1
        self.folders += folders.map { (lastJob, $0) }
        try startNext(scan)
        return lastJob
    }

    /// The library changed: the scan running ended, and the next folder's starts.
    func scanEnded(scan: (String) -> RemoteCommandStatus) {
        running = nil
        try? startNext(scan)
    }

    /// Starts the next folder's scan unless one runs. A scan refused because another runs
    /// (one started elsewhere: a key, the socket) waits for that one's end.
    private func startNext(_ scan: (String) -> RemoteCommandStatus) throws(MPDError) {
        guard running == nil, let next = folders.first else { return }
        switch scan(next.folder) {
        case .success:
            folders.removeFirst()
            running = next.job
        case .disabled:
            break
        case let .commandFailed(reason):
            folders.removeFirst()
            throw MPDError(.system, reason)
        default:
            folders.removeFirst()
        }
    }
}
