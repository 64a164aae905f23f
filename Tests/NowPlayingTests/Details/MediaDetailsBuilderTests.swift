import MediaFiles
@testable import NowPlaying
import Playback
import Testing

/// The info panel's details made from a file's facts and the player's: the file's first, the
/// player's where it is silent, one line for what is missing, and no text that can reach a
/// terminal as anything but text.
@Suite struct MediaDetailsBuilderTests {
    static let flac = MediaFacts(
        container: "raw FLAC", bitrate: 1_411_000,
        audio: AudioFacts(codec: "FLAC (Free Lossless Audio Codec)", sampleRate: 44100, channels: 2, channelLayout: "stereo",
                          bitsPerSample: 16, sampleFormat: "s16"),
        tags: MediaTags(values: ["title": "Solar Wind", "track": "3/12", "disc": "1", "disctotal": "2",
                                 "replaygain_track_gain": "-6.20 dB", "replaygain_album_peak": "1.000"], duration: 192))

    @Test func aFilesFactsComeFirstWithItsNumbersAndReplayGain() {
        var player = DecoderFacts()
        player.audio = AudioParams(format: "s16", sampleRate: 48000, channelCount: 2, channels: "stereo")
        let details = MediaDetailsBuilder.details(itemID: 7, location: "/music/a.flac", probe: .success(Self.flac), player: player,
                                                  duration: 190)
        #expect(details.itemID == 7)
        #expect(details.location == "/music/a.flac")
        #expect(details.container == "raw FLAC")
        #expect(details.duration == 192)
        #expect(details.audio?.codec == "FLAC")
        #expect(details.audio?.sampleRate == 44100, "the file's rate, not what the output resampled to")
        #expect(details.audio?.bitDepth == 16)
        #expect((details.track, details.disc) == ("3/12", "1/2"))
        #expect(details.replayGain.trackGain == "-6.20 dB" && details.replayGain.albumPeak == "1.000")
        #expect(details.replayGain.trackPeak == nil)
        #expect(details.tags.map(\.name) == ["disc", "disctotal", "replaygain_album_peak", "replaygain_track_gain", "title", "track"])
        #expect(details.unavailable == nil)
        #expect(details.video == nil)
    }

    @Test func aStreamShowsWhatMPVKnowsAndSaysWhatIsNotAvailable() {
        var player = DecoderFacts()
        player.fileFormat = "hls"
        player.audioCodec = "aac"
        player.audio = AudioParams(format: "floatp", sampleRate: 48000, channelCount: 2, channels: "stereo")
        player.audioBitrate = 127_600
        player.videoCodec = "h264"
        player.video = VideoParams(width: 1280, height: 720, pixelFormat: "nv12")
        player.frameRate = 29.97
        player.hardwareDecoding = "vaapi"
        let details = MediaDetailsBuilder.details(itemID: 1, location: "https://user:secret@tv.example/live.m3u8?x=1",
                                                  probe: nil, player: player, duration: nil)
        #expect(details.location == "https://tv.example/live.m3u8?x=1", "no credentials shown")
        #expect(details.unavailable == "Container, tags and ReplayGain: not available for a stream")
        #expect(details.container == "hls")
        #expect(details.audio?.codec == "aac" && details.audio?.sampleRate == 48000 && details.audio?.bitrate == 127_600)
        #expect(details.video?.codec == "h264" && details.video?.width == 1280 && details.video?.frameRate == 29.97)
        #expect(details.video?.hardwareDecoding == "vaapi")
        #expect(details.tags.isEmpty)
    }

    @Test func aFileThatCannotBeReadIsOneLineAndTheRestFromMPV() {
        var player = DecoderFacts()
        player.audioCodec = "mp3"
        let failure = MediaFileError(.unsupported, "/music/x.mp3: Invalid data found\nwhen processing input")
        let details = MediaDetailsBuilder.details(itemID: 2, location: "/music/x.mp3", probe: .failure(failure), player: player,
                                                  duration: 12)
        let line = details.unavailable ?? ""
        #expect(line.hasPrefix("Container, tags and ReplayGain: not available (/music/x.mp3: Invalid data found"))
        #expect(!line.contains("\n"))
        #expect(details.audio?.codec == "mp3")
        #expect(details.duration == 12)
    }

    @Test func ffmpegsLongNamesLoseTheirExplanations() {
        #expect(MediaDetailsBuilder.shortName("H.264 / AVC / MPEG-4 AVC / MPEG-4 part 10") == "H.264")
        #expect(MediaDetailsBuilder.shortName("MP3 (MPEG audio layer 3)") == "MP3")
        #expect(MediaDetailsBuilder.shortName("Google VP9") == "Google VP9")
        #expect(MediaDetailsBuilder.shortName("opus") == "opus")
        #expect(MediaDetailsBuilder.shortName("") == nil)
    }

    /// Fuzz-safety: tags of random bytes, escape sequences among them, come out as text alone.
    @Test func noTagOrNameFromAFileCanReachTheTerminalAsAControl() {
        var generator = SystemRandomNumberGenerator()
        let nasty = ["\u{1B}]52;c;cHduZWQ=\u{07}", "\u{1B}[2J\u{1B}[H", "\u{9B}31m", "a\u{202E}txt.exe", "\u{1B}P+q\u{1B}\\", "\r\n\t"]
        for round in 0..<200 {
            var text = nasty[round % nasty.count]
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...0xFF, using: &generator)))
            }
            var facts = Self.flac
            facts.container = text
            facts.audio?.channelLayout = text
            facts.tags.values = [text: text, "replaygain_track_gain": text, "track": text]
            var player = DecoderFacts()
            player.hardwareDecoding = text
            player.video = VideoParams(width: 1, height: 1, pixelFormat: text)
            let details = MediaDetailsBuilder.details(itemID: 1, location: "/x/" + text, probe: .success(facts), player: player,
                                                      duration: nil)
            let shown = [details.location, details.container, details.audio?.channelLayout, details.video?.hardwareDecoding,
                         details.video?.pixelFormat, details.replayGain.trackGain].compactMap { $0 }
                + details.tags.flatMap { [$0.name, $0.value] }
            for value in shown { #expect(Sanitized.isClean(value), "round \(round): \(value.unicodeScalars.map(\.value))") }
        }
    }
}
