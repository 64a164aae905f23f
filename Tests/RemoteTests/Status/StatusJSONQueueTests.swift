import Foundation
import NowPlaying
import Testing
@testable import Remote

@Suite struct StatusJSONQueueTests {
    @Test func repeatShuffleAndTheSelectedTracksAreInTheJSON() {
        var info = NowPlayingInfo()
        info.repeatMode = .queue
        info.isShuffled = true
        info.audioTracks = [MediaTrackInfo(id: 2, title: "Commentary", language: "fre", codec: "mp3", isSelected: true)]
        info.subtitleTracks = [MediaTrackInfo(id: 1, title: nil, language: "eng", codec: "subrip", isSelected: false)]
        let line = StatusJSON(info).line()
        #expect(line.contains(#""repeat":"queue""#))
        #expect(line.contains(#""shuffle":true"#))
        #expect(line.contains(#""audioTrack":"fre · Commentary · mp3""#))
        #expect(!line.contains("subtitleTrack"), "subtitles off: the key is absent")
    }

    @Test func theSecondarySubtitleTrackHasItsOwnKey() {
        var info = NowPlayingInfo()
        info.subtitleTracks = [
            MediaTrackInfo(id: 1, title: nil, language: "eng", codec: "subrip", isSelected: true),
            MediaTrackInfo(id: 2, title: nil, language: "fre", codec: "subrip", isSelected: false, isSecondary: true),
        ]
        let line = StatusJSON(info).line()
        #expect(line.contains(#""subtitleTrack":"eng · subrip""#))
        #expect(line.contains(#""secondarySubtitleTrack":"fre · subrip""#))
        info.subtitleTracks[1] = MediaTrackInfo(id: 2, title: nil, language: "fre", codec: "subrip", isSelected: false)
        #expect(!StatusJSON(info).line().contains("secondarySubtitleTrack"), "none: the key is absent")
    }

    @Test func aLineWithoutTheNewKeysStillDecodes() throws {
        let old = StatusJSON(NowPlayingInfo()).line()
            .replacingOccurrences(of: #","repeat":"none""#, with: "")
            .replacingOccurrences(of: #","shuffle":false"#, with: "")
        #expect(!old.contains("repeat"))
        let decoded = try JSONDecoder().decode(StatusJSON.self, from: Data(old.utf8))
        #expect(decoded.repeat == nil)
    }
}
