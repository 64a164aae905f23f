import NowPlaying

/// The stars of the server songs in the queues, which the snapshot shows of the one playing: a
/// star the server took (`star`/`unstar` from any tile or remote) marks the queues' items of
/// that song, and a song whose star is not known (a restored session's) is asked of the server
/// (`getSong`, on the answerer's worker) once it plays, once a run.
final class QueueStars {
    private unowned let stage: Stage
    /// The songs asked already.
    private var asked: Set<String> = []

    init(stage: Stage) {
        self.stage = stage
    }

    /// Follows the stars taken and the items played from now on.
    func watch() {
        _ = stage.infoCenter.addStarObserver { [unowned self] star in
            if star.kind == .song { mark(star.location, starred: star.starred) }
        }
        _ = stage.infoCenter.addObserver { [unowned self] info in learn(info) }
    }

    private func mark(_ location: String, starred: Bool) {
        for session in [stage.session, stage.pictureInPictureSession].compactMap({ $0 }) {
            session.noteStar(of: location, starred: starred)
        }
    }

    /// Asks for the star of the server song `info` shows when it is not known; from the loop's
    /// next turn, not from inside the publishing of `info`.
    private func learn(_ info: NowPlayingInfo) {
        guard info.isStarred == nil, let location = info.path, ServerStar(location: location, starred: true)?.kind == .song,
              let ask = stage.serverItemLater, asked.insert(location).inserted else { return }
        stage.loop.schedule("queue-star-" + location, after: 0) { [weak self] in
            ask(location) { answer in
                guard case let .success(item) = answer, let starred = item.starred else { return }
                self?.mark(location, starred: starred)
            }
        }
    }
}
