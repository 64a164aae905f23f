import Foundation
@testable import MediaFiles
import Testing
import TestSupport

/// What libavformat reads of files made by ffmpeg at test time: each fact is the one ffmpeg was
/// told to write (a codec, a rate, a size, a tag), and a file that is not media is one error.
@Suite struct MediaProbeTests {
    static let albumTags = [
        "title": "Solar Wind", "TRACKNUMBER": "3", "TRACKTOTAL": "12", "DISCNUMBER": "1", "DISCTOTAL": "2",
        "REPLAYGAIN_TRACK_GAIN": "-6.20 dB", "REPLAYGAIN_TRACK_PEAK": "0.988", "REPLAYGAIN_ALBUM_GAIN": "-5.10 dB",
        "REPLAYGAIN_ALBUM_PEAK": "1.000",
    ]

    @Test func aFLACGivesItsCodecRateDepthChannelsNumbersAndReplayGain() throws {
        let path = try Fixtures.tagged("flac", seconds: 2, tags: Self.albumTags, options: ["-ac", "2", "-ar", "44100"])
        let facts = try MediaProbe.read(path: path)
        #expect(facts.container == "raw FLAC")
        let audio = try #require(facts.audio)
        #expect(audio.codec == "FLAC (Free Lossless Audio Codec)")
        #expect(audio.sampleRate == 44100)
        #expect(audio.channels == 2)
        #expect(audio.channelLayout == "stereo")
        #expect(audio.bitsPerSample == 16)
        #expect(audio.sampleFormat == "s16")
        #expect(facts.video == nil)
        #expect((facts.tags.trackNumber, facts.tags.trackCount, facts.tags.discNumber, facts.tags.discCount) == (3, 12, 1, 2))
        #expect(facts.tags.values["replaygain_track_gain"] == "-6.20 dB")
        #expect(facts.tags.values["replaygain_album_peak"] == "1.000")
        #expect(try #require(facts.tags.duration) > 1.9)
    }

    @Test func aTwentyFourBitFLACSaysTwentyFourNotItsThirtyTwoBitWords() throws {
        let path = try Fixtures.tagged("flac", seconds: 1, tags: ["title": "Deep"], options: ["-sample_fmt", "s32", "-ar", "96000"])
        let audio = try #require(try MediaProbe.read(path: path).audio)
        #expect(audio.bitsPerSample == 24)
        #expect(audio.sampleRate == 96000)
    }

    @Test func anMP3IsLossyWithTheBitRateItWasEncodedAt() throws {
        let path = try Fixtures.tagged("mp3", seconds: 2, tags: ["title": "Mp Three", "track": "4/9"], options: ["-b:a", "128k"])
        let facts = try MediaProbe.read(path: path)
        let audio = try #require(facts.audio)
        #expect(audio.codec?.hasPrefix("MP3") == true, "\(String(describing: audio.codec))")
        #expect(audio.bitsPerSample == nil, "a lossy stream has no bit depth")
        #expect(audio.bitrate == 128_000)
        #expect(facts.tags.trackNumber == 4 && facts.tags.trackCount == 9)
    }

    @Test func anOpusIsReadAtFortyEightKilohertzWithItsTagsFromTheStream() throws {
        let path = try Fixtures.tagged("opus", seconds: 1, tags: ["title": "Opus Song", "artist": "Ogg Artist"])
        let facts = try MediaProbe.read(path: path)
        #expect(facts.container == "Ogg")
        #expect(facts.audio?.codec?.hasPrefix("Opus") == true)
        #expect(facts.audio?.sampleRate == 48000)
        #expect(facts.tags.title == "Opus Song")
    }

    @Test func aVideoGivesItsSizeFrameRateAndCodecs() throws {
        let facts = try MediaProbe.read(path: try Fixtures.testClip())
        #expect(facts.container == "Matroska / WebM")
        let video = try #require(facts.video)
        #expect((video.width, video.height) == (320, 180))
        #expect(video.frameRate == 25)
        #expect(video.codec?.hasPrefix("H.264") == true)
        #expect(video.pixelFormat != nil)
        #expect(facts.audio?.codec?.hasPrefix("FLAC") == true)
    }

    @Test func aFileThatIsNotMediaAndOneMissingAreOneErrorEach() throws {
        // Named .dat: FFmpeg's prober weighs a name, and takes "x.flac" of any bytes for FLAC.
        let garbage = try Fixtures.file(named: "probe-garbage.dat", bytes: Array(repeating: 0x5A, count: 4096))
        #expect(throws: MediaFileError.self) { try MediaProbe.read(path: garbage) }
        do {
            _ = try MediaProbe.read(path: garbage + ".missing")
            Issue.record("a missing file was read")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(!error.message.contains("\n"))
        }
    }

    @Test func aCutFileIsReadAsFarAsItGoesOrRefusedNeverACrash() throws {
        let whole = try Fixtures.tagged("flac", seconds: 2, tags: Self.albumTags)
        for size in [4, 42, 300, 9000] {
            let cut = try Fixtures.truncated(whole, to: size, named: "probe-cut-\(size).flac")
            if let facts = try? MediaProbe.read(path: cut) { #expect(facts.video == nil, "\(size) bytes") }
        }
    }
}
