import Commands
import NowPlaying

/// `star LOCATION` and `unstar LOCATION` (the Library panel's `*`, the socket, `playdeck remote`):
/// a server's song, album or artist, starred on the server by its answerer (on a worker: the
/// loop never waits). The asker is told it is under way; once the server answers, every view
/// hears the line (`Starred 'Polar' on home`, or `Cannot star 'Polar': <the server's words>`),
/// and, when the server took it, the star itself, which their lists mark.
struct ServerStarring {
    /// The answerer of the servers' lists (`SessionSource.serverLibrary`); nil: no server here.
    let library: (any ServerLibraryAnswering)?
    /// Where the lines and the star are told.
    let infoCenter: NowPlayingInfoCenter
    /// The title of a song the queue holds at a location, for a song no list shows.
    var queuedTitle: (String) -> String? = { _ in nil }

    /// Carries out `star` or `unstar`.
    func perform(_ command: Command) -> RemoteCommandStatus {
        guard case let .star(location, starred) = command else { return .unsupported }
        let verb = starred ? "star" : "unstar"
        guard let star = ServerStar(location: location, starred: starred) else {
            return .commandFailed("Cannot \(verb) \(Sanitized.line(location)): not a server's song, album or artist "
                                  + "(subsonic://NAME/ID, subsonic://NAME/album/ID, subsonic://NAME/artist/ID)")
        }
        let title = library?.title(of: star) ?? (star.kind == .song ? queuedTitle(location) : nil)
        let name = title.map { "'\(Sanitized.line($0))'" } ?? Sanitized.line(location)
        guard let library else { return .commandFailed("Cannot \(verb) \(name): this player knows no server") }
        let server = Sanitized.line(star.server)
        // The store is a few lines, read again as the panel's lists read it: a remote hears at once.
        guard library.servers.contains(star.server) else {
            return .commandFailed("Cannot \(verb) \(name): no server is called \(server) (playdeck server list)")
        }
        var answered = false
        library.star(star) { [weak infoCenter] taken in
            answered = true
            switch taken {
            case .success:
                infoCenter?.post(star: star)
                infoCenter?.post(feedback: "\(starred ? "Starred" : "Unstarred") \(name) on \(server)")
            case let .failure(failure):
                infoCenter?.post(feedback: "Cannot \(verb) \(name): \(Sanitized.line(failure.line))")
            }
        }
        if !answered { infoCenter.post(feedback: "\(starred ? "Starring" : "Unstarring") \(name) on \(server)") }
        return .success
    }
}
