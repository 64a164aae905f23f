import Commands
import Glibc
import NowPlaying

/// The local player as a room sees it, through the one server-side source: published snapshots
/// become the file announced and the position reported; what the room asks becomes commands
/// through the command center. What the center refuses (a seek inside an ad) waits for the
/// next snapshot that shows content, as the reference client's player would catch up.
final class SyncplayPlayerLink {
    /// Where the player is, for the room.
    struct Report: Equatable {
        var paused: Bool
        var position: Double
    }

    private let source: SessionSource
    private let clock: SessionClock
    var filenamePrivacy: SyncplayPrivacy
    var filesizePrivacy: SyncplayPrivacy
    private var lastInfo: NowPlayingInfo?
    /// The file announced, nil with nothing loaded.
    private(set) var file: SyncplayFile?
    private var waiting: [SyncplayAction] = []
    /// After the room's pause or play: the state asked for, until a snapshot shows it (or a
    /// second passes): snapshots before it are the player's past, not a change of its own.
    private var awaiting: (paused: Bool, until: Double)?

    init(source: SessionSource, clock: SessionClock, filenamePrivacy: SyncplayPrivacy, filesizePrivacy: SyncplayPrivacy) {
        self.source = source
        self.clock = clock
        self.filenamePrivacy = filenamePrivacy
        self.filesizePrivacy = filesizePrivacy
    }

    /// A snapshot was published: the new file when it changed. Where the player is comes from
    /// `current()`, asked after what the new file calls for is performed: this snapshot shows
    /// the player before it.
    func observe(_ info: NowPlayingInfo) -> SyncplayFile? {
        lastInfo = info
        var newFile: SyncplayFile?
        let announced = announcement(info)
        if announced != file {
            file = announced
            newFile = announced
        }
        if !waiting.isEmpty, info.ad == nil, info.interstitial == nil {
            let actions = waiting
            waiting = []
            perform(actions)
        }
        return newFile
    }

    /// Where the player is now, extrapolated from the last snapshot; nil with nothing loaded
    /// or while it has not yet done what the room asked.
    func current() -> Report? {
        guard let info = lastInfo, file != nil, !source.isSettling else { return nil }
        let now = clock.monotonic()
        guard let position = info.elapsed(at: now) else { return nil }
        let paused = info.state != .playing
        if let awaiting {
            guard awaiting.paused == paused || now >= awaiting.until else { return nil }
            self.awaiting = nil
        }
        return Report(paused: paused, position: position)
    }

    /// Carries out what the room asked, through the command center.
    func perform(_ actions: [SyncplayAction]) {
        for (index, action) in actions.enumerated() {
            let status = source.perform(command(action))
            switch status {
            case .success:
                if action == .pause || action == .play {
                    awaiting = (action == .pause, clock.monotonic() + 1)
                }
            case .disabled:
                waiting = Array(actions[index...])
                return
            default:
                continue
            }
        }
    }

    private func command(_ action: SyncplayAction) -> Command {
        switch action {
        case let .seek(to): .seek(to: max(0, to))
        case .pause: .pause
        case .play: .play
        case let .speed(rate): .setSpeed(rate)
        }
    }

    /// The file as announced: its name (the last part of a path; a URL whole, as the reference
    /// sends it), its duration and its size, each as the privacy settings say.
    private func announcement(_ info: NowPlayingInfo) -> SyncplayFile? {
        guard let path = info.path, info.state != .stopped else { return nil }
        let isURL = path.contains("://")
        let name = isURL ? path : String(path.split(separator: "/").last ?? Substring(path))
        var size = 0
        if !isURL {
            var status = stat()
            if stat(path, &status) == 0 { size = Int(status.st_size) }
        }
        return SyncplayFile(name: filenamePrivacy.announce(name: name),
                            duration: info.duration ?? 0,
                            size: filesizePrivacy.announce(size: size))
    }
}
