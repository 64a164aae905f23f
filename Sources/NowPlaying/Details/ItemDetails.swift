import Locations
import MediaFiles

/// The facts libavformat reads of the items' files, for the info panel: read on a worker when
/// first asked for (opening the panel), never on the loop, and kept for the files read last.
final class ItemDetails {
    /// What the worker gives back: a file's facts, or why it could not be read.
    struct Probed: Sendable {
        let path: String
        let result: Result<MediaFacts, MediaFileError>
    }

    /// What is known of a location's facts now.
    enum Lookup: Equatable {
        /// Read: the facts or the failure, and the id the snapshot names them by.
        case read(Result<MediaFacts, MediaFileError>, id: Int)
        /// Being read; the snapshot's `mediaDetailsID` changes once they are.
        case reading
        /// A stream: there is no file to read.
        case notAFile
    }

    /// How many files' facts are kept.
    static let kept = 32
    /// Readable when the worker has read a file; the loop then calls `takeLoaded()`.
    var descriptor: Int32 { worker.descriptor }
    private let worker = NewestJobWorker<Probed>()
    private var cache: [(path: String, result: Result<MediaFacts, MediaFileError>, id: Int)] = []
    private var reading: String?
    private var counter = 0
    private let probe: @Sendable (String) -> Result<MediaFacts, MediaFileError>

    /// Facts read by `probe` (tests bring their own).
    init(probe: @escaping @Sendable (String) -> Result<MediaFacts, MediaFileError> = { path in
        Result { () throws(MediaFileError) in try MediaProbe.read(path: path) }
    }) {
        self.probe = probe
    }

    /// The facts of `location` if they were read; else they are asked of the worker (once).
    func lookUp(_ location: String) -> Lookup {
        guard let path = Self.localPath(location) else { return .notAFile }
        if let entry = cache.first(where: { $0.path == path }) { return .read(entry.result, id: entry.id) }
        if reading != path {
            reading = path
            let probe = probe
            worker.submit(supersedingResults: true) { Probed(path: path, result: probe(path)) }
        }
        return .reading
    }

    /// The id of `location`'s facts once they are read, for the snapshot; nil before.
    func readID(_ location: String) -> Int? {
        guard let path = Self.localPath(location) else { return nil }
        return cache.first { $0.path == path }?.id
    }

    /// Takes what the worker read; true when something new is known.
    func takeLoaded() -> Bool {
        guard let probed = worker.take() else { return false }
        if reading == probed.path { reading = nil }
        counter += 1
        cache.removeAll { $0.path == probed.path }
        cache.insert((probed.path, probed.result, counter), at: 0)
        if cache.count > Self.kept { cache.removeLast(cache.count - Self.kept) }
        return true
    }

    /// The file a location names; nil for a stream.
    static func localPath(_ location: String) -> String? {
        switch LocationRule.scheme(of: location) {
        case nil: location
        case "file"?: FileURL.path(of: location)
        default: nil
        }
    }
}
