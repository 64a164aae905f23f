import Commands
import NowPlaying
import Testing
@testable import Remote

/// Which idle subsystems a published snapshot wakes, against the one before: what MPD reports
/// after the same change.
@Suite struct MPDChangesTests {
    func playing(at elapsed: Double = 10, uptime: Double = 100) -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.path = "/music/a.flac"
        info.queueItemID = 1
        info.duration = 200
        info.mediaElapsed = elapsed
        info.state = .playing
        info.rate = 1
        info.uptime = uptime
        return info
    }

    @Test func smoothProgressChangesNothing() {
        #expect(MPDChanges.between(playing(at: 10, uptime: 100), playing(at: 15, uptime: 105)).isEmpty)
    }

    @Test func aPauseAnotherItemOrASeekIsThePlayer() {
        var paused = playing()
        paused.state = .paused
        #expect(MPDChanges.between(playing(), paused) == [.player])
        var next = playing()
        next.queueItemID = 2
        next.path = "/music/b.flac"
        #expect(MPDChanges.between(playing(), next) == [.player])
        #expect(MPDChanges.between(playing(at: 10, uptime: 100), playing(at: 90, uptime: 101)) == [.player])
        var held = playing()
        held.state = .interrupted
        #expect(MPDChanges.between(playing(), held).isEmpty, "buffering is still MPD's play")
    }

    @Test func volumeAndMuteAreTheMixerOptionsTheOptionsTheQueueThePlaylistTheDeviceTheOutput() {
        var changed = playing()
        changed.volume = 50
        #expect(MPDChanges.between(playing(), changed) == [.mixer])
        changed = playing()
        changed.isMuted = true
        #expect(MPDChanges.between(playing(), changed) == [.mixer])
        changed = playing()
        changed.isShuffled = true
        changed.repeatMode = .queue
        #expect(MPDChanges.between(playing(), changed) == [.options])
        changed = playing()
        changed.queueRevision = 7
        #expect(MPDChanges.between(playing(), changed) == [.playlist])
        changed = playing()
        changed.audioDevice = "alsa/hw:0"
        #expect(MPDChanges.between(playing(), changed) == [.output])
    }

    @Test func theFirstSnapshotIsComparedWithNothingPlaying() {
        #expect(MPDChanges.between(nil, NowPlayingInfo()).isEmpty)
        #expect(MPDChanges.between(nil, playing()).contains(.player))
    }
}
