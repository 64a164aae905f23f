import Commands
import Library
import Settings
import NowPlaying
import Stage
import Testing
import TestSupport

/// Picture in picture on the stage: a second session hooked to the loop like the main one, so
/// whatever its workers read (lyrics, artwork) reaches the clients once it is swapped in.
@Suite(.serialized) struct PictureInPictureStageTests {
    /// The corner starts paused and its lyrics are long (read for a while after the player has
    /// settled): nothing but the lyrics worker's wake-up can publish them.
    @Test func theCornersLyricsArriveOnceItIsSwappedIn() throws {
        let rig = try StageRig()
        let main = try Fixtures.tone(seconds: 30)
        let lines = "[00:00.50]Corner line\n" + Fixtures.lrcLines(count: 300_000, start: 1, every: 0.01)
        let corner = try Fixtures.toneWithLRC(lrc: Array(lines.utf8))
        rig.stage.session.play(items: [MediaItem(url: main)])
        #expect(rig.run { rig.info?.state == .playing })
        #expect(rig.stage.openPictureInPicture(corner, paused: true) == .success)
        #expect(rig.stage.source.perform(.pipSwap) == .success, "through the command center, like any command")
        #expect(rig.run { rig.info?.path == corner && rig.info?.lyrics != nil }, "\(String(describing: rig.info?.lyrics))")
        let id = try #require(rig.info?.lyrics?.id)
        rig.stage.source.request(.lyrics(id: id))
        let lyrics = rig.values.compactMap { if case let .lyrics(lyrics) = $0 { lyrics } else { nil } }.last
        #expect(lyrics?.lines.first?.text == "Corner line")
    }

    @Test func closingGivesTheMainSessionBackAndSaysWhyTheCornerFailed() throws {
        let rig = try StageRig()
        var notices: [String] = []
        rig.stage.onNotice = { line, _ in notices.append(line) }
        rig.stage.session.play(items: [MediaItem(url: try Fixtures.tone(seconds: 30))])
        #expect(rig.run { rig.info?.state == .playing })
        #expect(rig.stage.source.perform(.pip("/nonexistent/corner.mp3")) == .success)
        #expect(rig.run { rig.stage.pictureInPictureSession == nil }, "an item that cannot play closes the corner")
        #expect(rig.stage.activeSession === rig.stage.session)
        #expect(notices.contains { $0.contains("cannot play in picture in picture") }, "\(notices)")
        #expect(rig.stage.source.perform(.pipClose) == .noActionableNowPlayingItem)
    }

    /// "resuming at" is said of the main session's item starting past its beginning, not of the
    /// item shown when picture in picture is swapped in or back out (each had played on).
    @Test func swappingIsNotResuming() throws {
        let rig = try StageRig()
        var notices: [String] = []
        rig.stage.onNotice = { line, _ in notices.append(line) }
        let rules = ResumeRules(ResumeSettings(enabled: true, minDuration: 1, genres: [], paths: []), home: nil)
        var items = [MediaItem(url: try Fixtures.tone(seconds: 30))]
        items[0].startTime = 3
        rig.stage.keep(positions: (ResumeStore(directory: try Fixtures.folder(named: "pip-resume")), rules), bookmarks: nil,
                       audioDevice: nil, starting: &items)
        rig.stage.session.play(items: items)
        #expect(rig.run { rig.info?.state == .playing })
        #expect(notices.count == 1 && notices[0].hasPrefix("resuming at 0:0"), "a resumed start is still said: \(notices)")
        let said = notices
        #expect(rig.stage.openPictureInPicture(try Fixtures.tone(seconds: 30, title: "Corner", frequency: 660)) == .success)
        #expect(rig.run { (rig.stage.pictureInPictureSession?.makeSnapshot().mediaElapsed ?? 0) > 1.5 })
        #expect(rig.stage.source.perform(.pipSwap) == .success)
        #expect(rig.run { rig.info?.metadata.title == "Corner" })
        #expect(rig.stage.source.perform(.pipSwap) == .success)
        #expect(rig.run { rig.info?.pictureInPicture?.title == "Corner" })
        rig.turn()
        #expect(notices == said, "\(notices)")
    }

    @Test func theMainQueueEndingWaitsForPictureInPictureToClose() throws {
        let rig = try StageRig()
        var ended = 0
        rig.stage.onQueueEnded = { ended += 1 }
        rig.stage.session.play(items: [MediaItem(url: try Fixtures.tone(seconds: 1, title: "Short Main"))])
        #expect(rig.stage.openPictureInPicture(try Fixtures.tone(seconds: 30, title: "Podcast", frequency: 660)) == .success)
        // The main item is a second long: under load it can end before the corner has started,
        // so only the corner is waited for; the main queue's end comes before or after it.
        #expect(rig.run { rig.info?.pictureInPicture?.state == .playing })
        #expect(rig.run { rig.info?.state == .stopped })
        #expect(ended == 0, "the corner plays on: the end waits")
        #expect(rig.info?.pictureInPicture?.title == "Podcast")
        #expect(rig.info?.pictureInPicture?.state == .playing)
        #expect(rig.stage.source.perform(.pipClose) == .success)
        #expect(ended == 1, "closing the corner ends the main queue that ended while it played")
    }
}
