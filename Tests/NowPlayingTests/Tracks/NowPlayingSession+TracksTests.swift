import Commands
import Playback
import PlayerDoubles
import TestSupport
import Testing
@testable import NowPlaying

/// Track switching on a file with two audio and two subtitle tracks: made by ffmpeg for real
/// libmpv, described for the fake.
@Suite(.serialized) struct NowPlayingSessionTracksTests {
    func selected(_ player: Player, _ kind: Track.Kind) -> Int? {
        guard case let .tracks(tracks)? = player.current(.trackList) else { return -1 }
        return tracks.first { $0.kind == kind && $0.isSelected }?.id
    }

    /// Fixtures.multiTrack as ffprobe describes it (the conformance suite checks mpv agrees).
    static let twoLanguages = FakeMedia(duration: 20, tracks: [
        Track(id: 1, kind: .audio, language: "eng", codec: "mp3", isSelected: true),
        Track(id: 2, kind: .audio, title: "Commentary", language: "fre", codec: "mp3"),
        Track(id: 1, kind: .sub, language: "eng", codec: "subrip", isSelected: true),
        Track(id: 2, kind: .sub, language: "fre", codec: "subrip"),
    ], fileFormat: "mkv")

    static func fake() throws -> FakeSessionHarness {
        let harness = FakeSessionHarness(files: ["tracks.mkv": twoLanguages])
        try harness.play([MediaItem(url: "tracks.mkv")])
        return harness
    }

    @Test func theSnapshotListsBothAudioAndSubtitleTracksWithTheirLanguages() throws {
        let info = try Self.fake().now
        #expect(info.audioTracks.map(\.language) == ["eng", "fre"])
        #expect(info.audioTracks.map(\.title) == [nil, "Commentary"])
        #expect(info.subtitleTracks.map(\.language) == ["eng", "fre"])
        #expect(info.subtitleTracks.map(\.codec) == ["subrip", "subrip"])
        #expect(info.selectedAudioTrack?.id == 1)
    }

    /// Real libmpv: kept as the integration test of track selection.
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

    @Test func aSecondarySubtitleShowsBesidesTheFirstAndIsPublished() throws {
        let harness = try Self.fake()
        #expect(harness.session.perform(Command.subtitleTrack(1)) == .success)
        #expect(harness.session.perform(Command.secondarySubtitleTrack(2)) == .success)
        #expect(harness.last?.secondarySubtitleTrack?.language == "fre", "published at once")
        #expect(harness.player.calls.suffix(2) == ["set sid=1", "set secondary-sid=2"])
        // What the player then reports (its track-list event) agrees with what the session published.
        let before = harness.published.count
        harness.idle(0.1)
        #expect(harness.events.last.map { if case .propertyChanged(.tracks) = $0 { true } else { false } } == true)
        #expect(harness.published.count == before, "nothing new to say")
        #expect(harness.now.selectedSubtitleTrack?.language == "eng")
        #expect(harness.now.secondarySubtitleTrack?.language == "fre")

        #expect(harness.session.perform(Command.subtitleTrack(2))
                == .commandFailed("Subtitle track 2 is already shown as the secondary subtitles"))
        #expect(harness.session.perform(Command.secondarySubtitleTrack(1))
                == .commandFailed("Subtitle track 1 is already shown as the main subtitles"))
        #expect(harness.session.perform(Command.secondarySubtitleTrack(7)) == .noSuchContent)
        #expect(harness.session.perform(Command.secondarySubtitleTrack(0)) == .success, "0 turns it off")
        harness.idle(0.1)
        #expect(harness.now.secondarySubtitleTrack == nil)
        #expect(harness.now.selectedSubtitleTrack?.language == "eng", "the main subtitles stay")
    }
}
