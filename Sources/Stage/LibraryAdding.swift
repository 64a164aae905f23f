import Commands
import Glibc
import MusicLibrary
import NowPlaying

/// `library-add QUERY`, `library-add-next QUERY`, `library-replace QUERY` (socket, MPRIS
/// AddTrack with a `library:` URI): the library's tracks matching the query, in album order, at
/// the end of the queue, next, or in place of the queue.
struct LibraryAdding {
    /// The most tracks one `library-add` queues: the query runs on the loop, and this bounds it
    /// to a few milliseconds (FTS5 stops at the limit) however broad it is.
    static let limit = 1000

    /// The library's database; nil when there is no place for one.
    let path: String?

    /// Adds what `query` finds to `session`'s queue where `placement` says, when adding is
    /// enabled there.
    func add(_ query: String, _ placement: QueuePlacement, to session: NowPlayingSession) -> RemoteCommandStatus {
        let adding = session.remoteCommandCenter.command(.addItem)
        guard adding.isEnabled else { return .disabled(adding.disabledReason ?? "Adding to the queue is not possible now") }
        guard let path, access(path, F_OK) == 0 else {
            return .commandFailed(LibraryLocation.emptyLine)
        }
        do {
            let tracks = try LibraryReader(path: path).search(LibraryQuery(query), limit: Self.limit)
            guard !tracks.isEmpty else { return .commandFailed("nothing in the library matches '\(Sanitized.line(query))'") }
            session.add(tracks.map { MediaItem(url: $0.path) }, placement)
            let name = placement == .replace ? "'\(Sanitized.line(query))'" : nil
            session.infoCenter.post(feedback: CommandNotice.addedText(tracks.count, placement, name: name))
            return .success
        } catch {
            return .commandFailed("the library: \(error.message)")
        }
    }
}
