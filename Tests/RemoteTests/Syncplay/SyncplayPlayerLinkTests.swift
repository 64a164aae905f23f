import Commands
import JSONCoding
import NowPlaying
import Testing
@testable import Remote

/// The player as the room sees it, over a source whose command center is a recorder.
@Suite struct SyncplayPlayerLinkTests {
    /// What reached the command center; seeks are refused while `refusing` (an ad plays).
    final class Center: @unchecked Sendable {
        var commands: [Command] = []
        var refusing = false
    }

    private func link(_ center: Center, privacy: SyncplayPrivacy = .raw) -> SyncplayPlayerLink {
        let source = SessionSource(infoCenter: NowPlayingInfoCenter(), perform: { command in
            center.commands.append(command)
            if center.refusing, case .seek = command { return .disabled("an ad is playing") }
            return .success
        })
        return SyncplayPlayerLink(source: source, clock: SessionClock(monotonic: { 100 }, unix: { 0 }),
                                  filenamePrivacy: privacy, filesizePrivacy: privacy)
    }

    private func snapshot(_ state: PlaybackState, at elapsed: Double, inAd: Bool = false) throws -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.path = "/nowhere/Film (2008).mkv"
        info.duration = 600
        info.state = state
        info.mediaElapsed = elapsed
        info.rate = state == .playing ? 1 : 0
        info.uptime = 100
        if inAd {
            let range = try JSONEncoder().encode(AdTimeRange(start: elapsed, duration: 10))
            info.ad = try JSONDecoder().decode(AdProgress.self, from: #"{"range": \#(range), "elapsed": 0}"#)
        }
        return info
    }

    @Test func theFileIsAnnouncedOnceAndThePlayerReported() throws {
        let link = link(Center())
        #expect(link.observe(try snapshot(.playing, at: 10)) == SyncplayFile(name: "Film (2008).mkv", duration: 600, size: .bytes(0)))
        #expect(link.current() == .init(paused: false, position: 10))
        #expect(link.observe(try snapshot(.paused, at: 12)) == nil)
        #expect(link.current() == .init(paused: true, position: 12))
    }

    @Test func aHashedNameLeavesNothingOfTheName() throws {
        let announced = link(Center(), privacy: .hashed).observe(try snapshot(.playing, at: 0))
        #expect(announced?.name == SyncplayPrivacy.hashed.announce(name: "Film (2008).mkv"))
        #expect(announced?.name.contains("Film") == false)
    }

    @Test func whatTheCommandCenterRefusesInsideAnAdWaitsUntilContentPlays() throws {
        let center = Center()
        let link = link(center)
        center.refusing = true
        link.perform([.seek(to: 30), .play])
        #expect(center.commands == [.seek(to: 30)], "nothing after the refused seek is tried")
        _ = link.observe(try snapshot(.playing, at: 5, inAd: true))
        #expect(center.commands == [.seek(to: 30)], "still inside the ad")
        center.refusing = false
        _ = link.observe(try snapshot(.playing, at: 15))
        #expect(center.commands == [.seek(to: 30), .seek(to: 30), .play])
    }

    @Test func theRoomsPauseIsAwaitedBeforeThePlayerIsReportedAgain() throws {
        let link = link(Center())
        _ = link.observe(try snapshot(.playing, at: 10))
        link.perform([.pause])
        _ = link.observe(try snapshot(.playing, at: 10))
        #expect(link.current() == nil, "a snapshot from before the pause landed")
        _ = link.observe(try snapshot(.paused, at: 10))
        #expect(link.current() == .init(paused: true, position: 10))
    }
}
