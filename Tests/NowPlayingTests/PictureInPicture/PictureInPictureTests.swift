import Commands
import Glibc
@testable import NowPlaying
import Playback
import Testing
import PlayerDoubles
import TestSupport

/// Picture in picture over two real libmpv players sharing one info center: which session is
/// active, what the active one's snapshot carries of the other, and who is heard.
@Suite struct PictureInPictureTests {
    /// Two sessions, each on its own null-output player, pumped together as the program's loop does.
    final class Pair {
        let center = NowPlayingInfoCenter()
        let main: SessionHarness
        let pip: SessionHarness
        let pair: PictureInPicture

        init(inactive: PictureInPicture.Inactive = .mute) throws {
            main = try SessionHarness(infoCenter: center)
            pip = try SessionHarness(infoCenter: center, activate: false)
            pair = PictureInPicture(main: main.session, pip: pip.session, inactive: inactive)
        }

        /// Handles both sessions' descriptors as the program's loop does until `condition` holds:
        /// the sessions tell the pair of the corner's changes themselves.
        func run(timeout: Double = 10, _ what: String, until condition: () -> Bool) throws {
            let end = SessionHarness.clock() + timeout
            while !condition() {
                guard SessionHarness.clock() < end else { throw HarnessTimeout(what: what, state: "\(String(describing: center.nowPlayingInfo))") }
                let mainDescriptors = main.pump.descriptors
                var descriptors = mainDescriptors + pip.pump.descriptors
                _ = poll(&descriptors, nfds_t(descriptors.count), Int32(max(1, (end - SessionHarness.clock()) * 1000)))
                _ = main.pump.deliver(Array(descriptors[..<mainDescriptors.count]))
                _ = pip.pump.deliver(Array(descriptors[mainDescriptors.count...]))
            }
        }

        func muted(_ player: Player) -> Bool? {
            if case let .muted(value)? = player.current(.mute) { value } else { nil }
        }

        func paused(_ player: Player) -> Bool? {
            if case let .paused(value)? = player.current(.pause) { value } else { nil }
        }

        /// Both play: the main item first, then the PiP's.
        func start(main mainItem: String, pip pipItem: String) throws {
            try main.play([MediaItem(url: mainItem)])
            pair.play([MediaItem(url: pipItem)])
            try run("the PiP item to play") { pip.session.makeSnapshot().state == .playing && pip.mediaTime != nil }
            try run("the corner in the main snapshot") { center.nowPlayingInfo?.pictureInPicture?.state == .playing }
        }
    }

    @Test func theActiveSnapshotCarriesTheOtherSessionAndOnlyTheActiveIsHeard() throws {
        let pair = try Pair()
        let mainItem = try Fixtures.tone(seconds: 20, title: "Main Talk"), pipItem = try Fixtures.tone(seconds: 20, title: "Podcast", frequency: 660)
        try pair.start(main: mainItem, pip: pipItem)
        let info = try #require(pair.center.nowPlayingInfo)
        #expect(pair.center.activeSession === pair.main.session)
        #expect(info.path == mainItem)
        #expect(info.pictureInPicture?.title == "Podcast")
        #expect(pair.pip.published.isEmpty)
        try pair.run("the PiP player muted") { pair.muted(pair.pip.player) == true }
        #expect(pair.muted(pair.main.player) == false)
    }

    @Test func aSwapPublishesThePiPSessionAtOnceAndMovesTheSoundWithIt() throws {
        let pair = try Pair()
        let mainItem = try Fixtures.tone(seconds: 20, title: "Main Talk"), pipItem = try Fixtures.tone(seconds: 20, title: "Podcast", frequency: 660)
        try pair.start(main: mainItem, pip: pipItem)
        let count = pair.center.publishCount
        pair.pair.swap()
        // Published within the swap itself: MPRIS and the socket see it before the loop turns again.
        #expect(pair.center.publishCount > count)
        #expect(pair.center.activeSession === pair.pip.session)
        #expect(pair.center.nowPlayingInfo?.path == pipItem)
        #expect(pair.center.nowPlayingInfo?.pictureInPicture?.title == "Main Talk")
        try pair.run("the sound to move") { pair.muted(pair.main.player) == true && pair.muted(pair.pip.player) == false }
        // The main session kept its state: still playing, muted, in the corner.
        #expect(pair.main.session.makeSnapshot().state == .playing)
        try pair.run("the corner to say muted") { pair.center.nowPlayingInfo?.pictureInPicture?.isMuted == true }
        // Commands reach the active one only.
        _ = pair.pip.session.perform(.pause)
        try pair.run("the PiP session paused") { pair.center.nowPlayingInfo?.state == .paused }
        #expect(pair.main.session.makeSnapshot().state == .playing)
    }

    @Test func pausePolicyHoldsTheInactiveSessionAndResumesItWhenSwappedIn() throws {
        let pair = try Pair(inactive: .pause)
        let mainItem = try Fixtures.tone(seconds: 20, title: "Main Talk"), pipItem = try Fixtures.tone(seconds: 20, title: "Podcast", frequency: 660)
        try pair.main.play([MediaItem(url: mainItem)])
        pair.pair.play([MediaItem(url: pipItem)])
        try pair.run("the PiP item loaded, paused") { pair.center.nowPlayingInfo?.pictureInPicture?.state == .paused }
        #expect(pair.paused(pair.pip.player) == true)
        pair.pair.swap()
        try pair.run("the PiP playing, the main paused") {
            pair.center.nowPlayingInfo?.state == .playing && pair.center.nowPlayingInfo?.pictureInPicture?.state == .paused
        }
        #expect(pair.muted(pair.pip.player) == false)
        pair.pair.swap()
        try pair.run("the main playing again") {
            pair.center.nowPlayingInfo?.path == mainItem && pair.center.nowPlayingInfo?.state == .playing
                && pair.center.nowPlayingInfo?.pictureInPicture?.state == .paused
        }
    }

    @Test func closingEndsThePiPAndMakesTheMainSessionActiveAndHeardAgain() throws {
        let pair = try Pair()
        let mainItem = try Fixtures.tone(seconds: 20, title: "Main Talk"), pipItem = try Fixtures.tone(seconds: 20, title: "Podcast", frequency: 660)
        try pair.start(main: mainItem, pip: pipItem)
        pair.pair.swap()
        try pair.run("the main muted") { pair.muted(pair.main.player) == true }
        pair.pair.close()
        #expect(pair.center.activeSession === pair.main.session)
        #expect(pair.center.nowPlayingInfo?.path == mainItem)
        #expect(pair.center.nowPlayingInfo?.pictureInPicture == nil)
        try pair.run("the main heard again") { pair.muted(pair.main.player) == false }
        #expect(pair.pip.session.makeSnapshot().state == .stopped)
    }

    @Test func aSeekInTheCornerIsPublishedButItsTimePassingIsNot() throws {
        let pair = try Pair()
        let mainItem = try Fixtures.tone(seconds: 20, title: "Main Talk"), pipItem = try Fixtures.tone(seconds: 20, title: "Podcast", frequency: 660)
        try pair.start(main: mainItem, pip: pipItem)
        let count = pair.center.publishCount
        // Both players' events handled for 0.6 s, the corner's time moving on: nothing to publish.
        #expect(throws: HarnessTimeout.self) { try pair.run(timeout: 0.6, "0.6 s to pass") { false } }
        #expect(pair.center.publishCount == count)
        _ = pair.pip.session.perform(.seek(to: 12))
        try pair.run("the corner at 12 s") {
            guard let info = pair.center.nowPlayingInfo, let elapsed = info.pictureInPicture?.elapsed else { return false }
            return abs(elapsed - 12) < 0.5
        }
    }

    @Test func theCornerCarriesTheOtherSessionsArtworkWhichTheActiveOnesReaderGives() throws {
        let pair = try Pair()
        let mainItem = try Fixtures.tone(seconds: 20, title: "Main Talk")
        let pipItem = try Fixtures.tone(seconds: 20, cover: true)
        try pair.start(main: mainItem, pip: pipItem)
        try pair.run("the corner's artwork") { pair.center.nowPlayingInfo?.pictureInPicture?.artworkID != nil }
        let corner = try #require(pair.center.nowPlayingInfo?.pictureInPicture)
        #expect(corner.artworkSize == PixelSize(width: 300, height: 300))
        let id = try #require(corner.artworkID)
        // Asked of the active session (as a tile does, by id): the corner's picture comes.
        let picture = try #require(SessionReader(pair.main.session).picture(id: id, size: PixelSize(width: 60, height: 60)))
        #expect(picture.artworkID == id && picture.requested == PixelSize(width: 60, height: 60))
        #expect(SessionReader(pair.main.session).picture(id: id + 1000, size: PixelSize(width: 60, height: 60)) == nil)
        // Swapped: the main session is in the corner and its artwork ids never meet the other's.
        pair.pair.swap()
        #expect(pair.center.nowPlayingInfo?.artworkID == id)
        #expect(pair.center.inactiveSession === pair.main.session)
        pair.pair.close()
        #expect(pair.center.inactiveSession == nil)
        #expect(SessionReader(pair.main.session).picture(id: id, size: PixelSize(width: 60, height: 60)) == nil)
    }

    @Test func artworkIdsAreUniqueAmongSessions() throws {
        let first = try SessionHarness(), second = try SessionHarness(activate: false)
        let item = try Fixtures.tone(seconds: 3, cover: true)
        try first.play([MediaItem(url: item)])
        try second.play([MediaItem(url: item)])
        try first.run("the first artwork") { first.session.itemArtwork.id != nil }
        try second.run("the second artwork") { second.session.itemArtwork.id != nil }
        #expect(first.session.itemArtwork.id != second.session.itemArtwork.id)
    }
}
