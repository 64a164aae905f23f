import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// A refusal stays up only while it is true: a snapshot that shows the ground it was said on
/// changed ends it at once; time passing alone does not.
@Suite struct RefusalGroundTests {
    let now = TileFixtures.now
    let target = RecordingSource()

    static func fastest() -> NowPlayingInfo {
        var info = TileFixtures.info()
        info.speeds.selectSpeed(PlaybackSpeed(rate: 2))
        info.rate = 2
        return info
    }

    @Test func alreadyAtTheFastestSpeedGoesOnceTheSpeedComesDown() {
        target.status = .commandFailed("Already at the fastest speed")
        let tile = target.controller(Self.fastest())
        tile.handle(TileFixtures.key("]"), now: now)
        #expect(target.commands == [.speedNext], "sent, and refused")
        #expect(tile.state(now: now).toast == "Already at the fastest speed")
        var slower = Self.fastest()
        slower.speeds.selectSpeed(PlaybackSpeed(rate: 1.5))
        slower.rate = 1.5
        tile.show(slower, now: now + 0.5)
        #expect(tile.state(now: now + 0.5).toast == nil)
    }

    @Test func aRefusalStaysWhileOnlyTimePasses() {
        target.status = .commandFailed("Already at the fastest speed")
        let tile = target.controller(Self.fastest())
        tile.handle(TileFixtures.key("]"), now: now)
        #expect(target.commands == [.speedNext], "sent, and refused")
        var later = Self.fastest()
        later.mediaElapsed = (later.mediaElapsed ?? 0) + 1
        later.uptime += 1
        later.lyrics = nil
        tile.show(later, now: now + 1)
        #expect(tile.state(now: now + 1).toast == "Already at the fastest speed")
        tile.timeDidPass(now: now + TileController.toastSeconds)
        #expect(tile.state(now: now + TileController.toastSeconds).toast == nil)
    }

    @Test func skippingUnavailableDuringAnAdGoesWhenTheAdEnds() {
        var inAd = TileFixtures.info()
        inAd.commands.states[.skipForward] = .disabled("Skipping is unavailable during an ad")
        let tile = target.controller(inAd)
        tile.handle(TileFixtures.key("right"), now: now)
        #expect(tile.state(now: now).toast == "Skipping is unavailable during an ad")
        tile.show(TileFixtures.info(), now: now + 1)
        #expect(tile.state(now: now + 1).toast == nil)
    }

    @Test func aToastThatIsNoRefusalStaysForItsSeconds() {
        let tile = target.controller(TileFixtures.info())
        tile.say("Copied 12 characters", now: now)
        var louder = TileFixtures.info()
        louder.volume = 50
        tile.show(louder, now: now + 1)
        #expect(tile.state(now: now + 1).toast == "Copied 12 characters")
    }
}
