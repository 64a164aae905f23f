import Commands
import NowPlaying
import PlayerDoubles
import Testing

/// The info center keeps the last snapshot and tells its observers, until they leave.
@Suite struct NowPlayingInfoCenterTests {
    @Test func observersSeeEverySnapshotUntilTheyAreRemoved() throws {
        let rig = FakeSessionHarness(files: ["a.mp3": FakeMedia()])
        var seen: [NowPlayingInfo] = []
        let token = rig.infoCenter.addObserver { seen.append($0) }
        try rig.play([MediaItem(url: "a.mp3")])
        #expect(seen.count == 1)
        #expect(seen.last == rig.infoCenter.nowPlayingInfo)
        rig.infoCenter.removeObserver(token)
        _ = rig.session.perform(Command.pause)
        #expect(seen.count == 1)
        #expect(rig.infoCenter.nowPlayingInfo?.state == .paused)
    }

    @Test func theCountGrowsWithEachSnapshot() throws {
        let rig = FakeSessionHarness(files: ["a.mp3": FakeMedia()])
        let before = rig.infoCenter.publishCount
        try rig.play([MediaItem(url: "a.mp3")])
        _ = rig.session.perform(Command.pause)
        #expect(rig.infoCenter.publishCount == before + 2)
    }

    @Test func aNewCenterHasNothingAndNoActiveSession() {
        let center = NowPlayingInfoCenter()
        #expect(center.nowPlayingInfo == nil)
        #expect(center.publishCount == 0)
        #expect(center.activeSession == nil)
    }
}
