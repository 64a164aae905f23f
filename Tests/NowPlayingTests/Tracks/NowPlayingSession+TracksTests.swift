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
        #expect(harness.session.perform(ControlCommand.audioTrack(2)) == .success)
        #expect(harness.session.perform(ControlCommand.subtitleTrack(2)) == .success)
        try harness.run(timeout: 5, "mpv to switch") {
            selected(harness.player, .audio) == 2 && selected(harness.player, .sub) == 2
        }
        #expect(harness.now.selectedAudioTrack?.language == "fre")
        #expect(harness.now.selectedSubtitleTrack?.language == "fre")
        #expect(harness.session.perform(ControlCommand.subtitleTrack(0)) == .success, "0 turns subtitles off")
        try harness.run(timeout: 5, "mpv to hide subtitles") { selected(harness.player, .sub) == nil }
        #expect(harness.now.selectedSubtitleTrack == nil)
        #expect(harness.session.perform(ControlCommand.audioTrack(7)) == .noSuchContent)
    }
}
