import Commands
import Playback
import TestSupport
import Testing
@testable import NowPlaying

/// Track switching on a file made by ffmpeg with two audio and two subtitle tracks.
@Suite(.serialized) struct NowPlayingSessionTracksTests {
    func selected(_ player: Player, _ kind: Track.Kind) -> Int? {
        guard case let .tracks(tracks)? = player.current(.trackList) else { return -1 }
        return tracks.first { $0.kind == kind && $0.isSelected }?.id
    }

    @Test func theSnapshotListsBothAudioAndSubtitleTracksWithTheirLanguages() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.multiTrack())])
        try harness.run(timeout: 10, "the tracks") { harness.now.audioTracks.count == 2 }
        let info = harness.now
        #expect(info.audioTracks.map(\.language) == ["eng", "fre"])
        #expect(info.audioTracks.map(\.title) == [nil, "Commentary"])
        #expect(info.subtitleTracks.map(\.language) == ["eng", "fre"])
        #expect(info.subtitleTracks.map(\.codec) == ["subrip", "subrip"])
        #expect(info.selectedAudioTrack?.id == 1)
    }

    @Test func switchingTracksThroughTheSessionIsWhatMpvReports() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.multiTrack())])
        try harness.run(timeout: 10, "the tracks") { harness.now.subtitleTracks.count == 2 }
        #expect(harness.session.perform(Command.audioTrack(2)) == .success)
        #expect(harness.session.perform(Command.subtitleTrack(2)) == .success)
        try harness.run(timeout: 5, "mpv to switch") {
            selected(harness.player, .audio) == 2 && selected(harness.player, .sub) == 2
        }
        #expect(harness.now.selectedAudioTrack?.language == "fre")
        #expect(harness.now.selectedSubtitleTrack?.language == "fre")
        #expect(harness.session.perform(Command.subtitleTrack(0)) == .success, "0 turns subtitles off")
        try harness.run(timeout: 5, "mpv to hide subtitles") { selected(harness.player, .sub) == nil }
        #expect(harness.now.selectedSubtitleTrack == nil)
        #expect(harness.session.perform(Command.audioTrack(7)) == .noSuchContent)
    }

    func secondary(_ player: Player) -> Int? {
        guard case let .tracks(tracks)? = player.current(.trackList) else { return -1 }
        return tracks.first { $0.kind == .sub && $0.isSecondary }?.id
    }

    @Test func aSecondarySubtitleShowsBesidesTheFirstAndIsPublished() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.multiTrack())])
        try harness.run(timeout: 10, "the tracks") { harness.now.subtitleTracks.count == 2 }
        #expect(harness.session.perform(Command.subtitleTrack(1)) == .success)
        #expect(harness.session.perform(Command.secondarySubtitleTrack(2)) == .success)
        #expect(harness.last?.secondarySubtitleTrack?.language == "fre", "published at once")
        try harness.run(timeout: 5, "mpv to show both") {
            selected(harness.player, .sub) == 1 && secondary(harness.player) == 2
        }
        guard case let .tracks(tracks)? = harness.player.current(.trackList) else { throw FixtureError("no track-list") }
        #expect(tracks.filter { $0.kind == .sub && $0.isSelected }.map(\.id) == [1],
                "mpv's secondary track is not counted as the main one")
        // What mpv reports (its track-list event) agrees with what the session published.
        try harness.idle(0.3)
        #expect(harness.now.selectedSubtitleTrack?.language == "eng")
        #expect(harness.now.secondarySubtitleTrack?.language == "fre")

        #expect(harness.session.perform(Command.subtitleTrack(2))
                == .commandFailed("Subtitle track 2 is already shown as the secondary subtitles"))
        #expect(harness.session.perform(Command.secondarySubtitleTrack(1))
                == .commandFailed("Subtitle track 1 is already shown as the main subtitles"))
        #expect(harness.session.perform(Command.secondarySubtitleTrack(7)) == .noSuchContent)
        #expect(harness.session.perform(Command.secondarySubtitleTrack(0)) == .success, "0 turns it off")
        try harness.run(timeout: 5, "mpv to hide the secondary subtitles") { secondary(harness.player) == nil }
        #expect(harness.now.secondarySubtitleTrack == nil)
        #expect(harness.now.selectedSubtitleTrack?.language == "eng", "the main subtitles stay")
    }
}
