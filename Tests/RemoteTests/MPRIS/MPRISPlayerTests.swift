import Foundation
import TestSupport
import Locations
import NowPlaying
import Testing
@testable import Remote

/// Properties from real session snapshots (a still player stands in for libmpv).
@Suite struct MPRISPlayerTests {
    private let track = MPRISTrack(id: "/org/playdeck/track/1", artURL: "file:///cache/1.png")

    private func adItem() throws -> MediaItem {
        var item = MediaItem(url: "/music/with ad.mp3", externalMetadata: [
            MetadataItem(.title, "Magnificent"), MetadataItem(.artist, "Test Artist"), MetadataItem(.genre, "Rock"),
        ])
        item.timeline = try AdTimeline(ranges: [AdTimeRange(start: 10, duration: 20)])
        return item
    }

    @Test func canSeekIsFalseDuringAnAdAndTrueAfterIt() throws {
        let (session, player, center) = StillPlayer.session(playing: try adItem(), at: 15)
        session.timeDidPass()
        let inAd = try #require(center.nowPlayingInfo)
        #expect(inAd.ad != nil)
        #expect(MPRISPlayer.value("CanSeek", of: inAd, at: inAd.uptime, track: track) == .boolean(false))
        #expect(MPRISPlayer.value("CanPause", of: inAd, at: inAd.uptime, track: track) == .boolean(true))
        player.time = 35
        session.timeDidPass()
        let after = try #require(center.nowPlayingInfo)
        #expect(MPRISPlayer.value("CanSeek", of: after, at: after.uptime, track: track) == .boolean(true))
    }

    @Test func lengthAndPositionAreContentTimeInMicroseconds() throws {
        let (_, _, center) = StillPlayer.session(playing: try adItem(), at: 40, paused: true)
        let info = try #require(center.nowPlayingInfo)
        guard case let .dictionary(metadata)? = MPRISPlayer.value("Metadata", of: info, at: info.uptime, track: track) else {
            Issue.record("no metadata")
            return
        }
        #expect(metadata["mpris:length"] == .int64(40_000_000), "60 s of media with a 20 s ad")
        #expect(MPRISPlayer.value("Position", of: info, at: info.uptime + 5, track: track) == .int64(20_000_000))
        #expect(metadata["mpris:trackid"] == .objectPath("/org/playdeck/track/1"))
        #expect(metadata["mpris:artUrl"] == .string("file:///cache/1.png"))
        #expect(metadata["xesam:title"] == .string("Magnificent"))
        #expect(metadata["xesam:artist"] == .strings(["Test Artist"]))
        #expect(metadata["xesam:genre"] == .strings(["Rock"]))
        #expect(metadata["xesam:url"] == .string("file:///music/with%20ad.mp3"))
        #expect(MPRISPlayer.value("PlaybackStatus", of: info, at: info.uptime, track: track) == .string("Paused"))
    }

    @Test func nothingPlayingHasOnlyTheNoTrackId() {
        let info = NowPlayingInfo()
        let none = MPRISTrack(id: MPRISTrack.noTrack, artURL: nil)
        #expect(MPRISPlayer.value("Metadata", of: info, at: 0, track: none) == .dictionary(["mpris:trackid": .objectPath(MPRISTrack.noTrack)]))
        #expect(MPRISPlayer.value("PlaybackStatus", of: info, at: 0, track: none) == .string("Stopped"))
        #expect(MPRISPlayer.value("CanGoNext", of: info, at: 0, track: none) == .boolean(false))
    }

    @Test func ratesSpanTheSpeedList() {
        var info = NowPlayingInfo()
        info.speeds = SpeedSelection(speeds: [0.75, 1, 3].map { PlaybackSpeed(rate: $0) })
        #expect(MPRISPlayer.value("MinimumRate", of: info, at: 0, track: track) == .double(0.75))
        #expect(MPRISPlayer.value("MaximumRate", of: info, at: 0, track: track) == .double(3))
        info.volume = 45
        #expect(MPRISPlayer.value("Volume", of: info, at: 0, track: track) == .double(0.45))
    }

    @Test func aJumpWithinTheTrackIsASeekButSmoothProgressIsNot() {
        var old = NowPlayingInfo()
        old.path = "/a.mp3"
        old.queueIndex = 0
        old.queueItemID = 1
        old.state = .playing
        old.mediaElapsed = 10
        old.rate = 1
        old.uptime = 100
        var smooth = old
        smooth.mediaElapsed = 15.1
        smooth.uptime = 105
        #expect(MPRISPlayer.seekedPosition(from: old, to: smooth) == nil)
        var jumped = smooth
        jumped.mediaElapsed = 40
        #expect(MPRISPlayer.seekedPosition(from: old, to: jumped) == 40_000_000)
        var paused = old
        paused.state = .paused
        paused.rate = 0
        var held = paused
        held.uptime = 160
        #expect(MPRISPlayer.seekedPosition(from: paused, to: held) == nil, "paused: a client holds the position too")
    }

    @Test func anotherItemIsASeekOnlyWhenItStartsPastItsBeginning() {
        var old = NowPlayingInfo()
        old.path = "/a.mp3"
        old.queueItemID = 1
        old.state = .playing
        old.mediaElapsed = 10
        old.uptime = 100
        var next = old
        next.queueItemID = 2
        next.mediaElapsed = 0
        #expect(MPRISPlayer.seekedPosition(from: old, to: next) == nil)
        next.mediaElapsed = 40
        #expect(MPRISPlayer.seekedPosition(from: old, to: next) == 40_000_000, "a resumed item")
        #expect(MPRISPlayer.seekedPosition(from: nil, to: next) == 40_000_000, "the first item, started with --start")
    }

    @Test func contentTimeThatStoodStillWhilePlayingIsASeekWhenItMovesOn() {
        var old = NowPlayingInfo()
        old.path = "/a.mp3"
        old.queueItemID = 1
        old.state = .playing
        old.mediaElapsed = 30
        old.rate = 0
        old.uptime = 100
        var after = old
        after.mediaElapsed = 30
        after.rate = 1
        after.uptime = 130
        #expect(MPRISPlayer.seekedPosition(from: old, to: after) == 30_000_000, "30 s of an ad: a client thinks 60")
    }

    @Test func theRootInterfaceDescribesPlayDeck() {
        #expect(MPRISPlayer.rootValue("Identity") == .string("PlayDeck"))
        #expect(MPRISPlayer.rootValue("DesktopEntry") == .string("playdeck"))
        #expect(MPRISPlayer.rootValue("CanQuit") == .boolean(true))
        #expect(MPRISPlayer.rootValue("CanRaise") == .boolean(false))
        #expect(MPRISPlayer.rootValue("SupportedUriSchemes") == .strings(["file"] + LocationRule.networkSchemes.sorted()))
    }
}

/// The desktop entry `make install` puts in place, which MPRIS's DesktopEntry names.
@Suite struct DesktopEntryTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("config/playdeck.desktop").path

    @Test func theDesktopEntryIsValidAndMatchesWhatMPRISSays() throws {
        #expect(MPRISPlayer.rootValue("DesktopEntry") == .string("playdeck"), "the entry's file name without .desktop")
        let result = try ProcessRunner.run("/usr/bin/desktop-file-validate", [Self.file])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let text = try String(contentsOfFile: Self.file, encoding: .utf8)
        let mimeLine = text.split(separator: "\n").first { $0.hasPrefix("MimeType=") } ?? ""
        let types = mimeLine.dropFirst("MimeType=".count).split(separator: ";").map(String.init)
        #expect(types == MPRISPlayer.supportedMimeTypes, "the entry offers what MPRIS says PlayDeck plays")
        #expect(text.contains("\nTerminal=true\n"))
    }
}
