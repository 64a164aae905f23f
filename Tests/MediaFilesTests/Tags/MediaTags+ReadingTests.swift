import Foundation
@testable import MediaFiles
import Testing
import TestSupport

/// Every container's tags and cover, read by PlayDeck, equal what ffprobe reports of the same
/// file (FFmpeg's libavformat reads both, as it does for mpv): made at test time with Korean and
/// Japanese values and JPEG, PNG and WebP covers.
@Suite struct MediaTagsReadingTests {
    static let available = TaggedContainer.allCases.filter { $0.unavailable == nil }

    @Test(arguments: available)
    func theTagsAndCoverEqualWhatFFprobeReports(_ container: TaggedContainer) throws {
        let path = try Fixtures.tagged(container)
        let tags = try MediaTags.read(path: path, cover: true)
        let probe = try FFprobe(path)
        #expect(tags.values == probe.values, "\(container)")
        #expect(tags.hasCover == !probe.pictures.isEmpty, "\(container)")
        let written = Fixtures.tags(of: container)
        #expect(tags.title == written["title"], "\(container)")
        #expect(tags.artist == written["artist"], "\(container)")
        #expect(tags.album == written["album"], "\(container)")
        #expect(tags.trackNumber == 3, "\(container)")
        if let cover = try Fixtures.cover(of: container) {
            let picture = try #require(tags.cover, "\(container) has a cover")
            #expect(picture.bytes == Array(try Data(contentsOf: URL(fileURLWithPath: cover))), "\(container): the cover's own bytes")
            #expect(picture.format.fileExtension == container.cover, "\(container)")
            #expect(probe.pictures.first == ["jpg": "mjpeg", "png": "png", "webp": "webp"][container.cover ?? ""])
            let decoded = try PictureDecoder.decode(picture)
            #expect((decoded.width, decoded.height) == (64, 48), "\(container)")
        } else {
            #expect(tags.cover == nil, "\(container)")
        }
        print(Self.row(container, tags, matches: tags.values == probe.values))
    }

    @Test(.disabled("ffmpeg 5.1 has no Monkey's Audio encoder or APE muxer, and Debian 12 packages none"))
    func apeIsRead() throws {
        _ = try Fixtures.tagged(.ape)
    }

    @Test(.disabled("ffmpeg 5.1 has no DSF muxer and no DSD encoder, and Debian 12 packages none"))
    func dsfIsRead() throws {
        _ = try Fixtures.tagged(.dsf)
    }

    /// The demuxer a file's name says is tried first (FFmpeg's prober costs more than reading
    /// the tags); a name that lies only sends the file on to the prober.
    @Test(arguments: [(TaggedContainer.flac, "ogg"), (.mp3ID3v24, "m4a"), (.m4a, "mka"), (.oggOpus, "flac"), (.wma, "mp3")])
    func aFileNamedForAnotherFormatIsStillRead(_ container: TaggedContainer, _ ext: String) throws {
        let folder = try Fixtures.folder(named: "misnamed")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Fixtures.copy(try Fixtures.tagged(container), into: folder, as: "misnamed.\(ext)")
        let tags = try MediaTags.read(path: path, cover: true)
        #expect(tags == (try MediaTags.read(path: try Fixtures.tagged(container), cover: true)), "\(container) as .\(ext)")
    }

    /// FLAC and MP3 state their rate and channels in their frames, not in a header libavformat
    /// reads when it opens them: those are read too, with the codec.
    @Test func theAudioStreamsLayoutIsReadForEveryCodec() throws {
        let stereo24 = ["-ar", "48000", "-ac", "2", "-sample_fmt", "s32"]
        let cases: [(format: String, options: [String], layout: AudioLayout)] = [
            ("flac", [], AudioLayout(sampleRate: 44100, sampleBits: 16, channels: 1, codec: "flac")),
            ("flac", stereo24, AudioLayout(sampleRate: 48000, sampleBits: 24, channels: 2, codec: "flac")),
            ("mp3", [], AudioLayout(sampleRate: 44100, sampleBits: nil, channels: 1, codec: "mp3")),
            ("ogg", [], AudioLayout(sampleRate: 44100, sampleBits: nil, channels: 1, codec: "vorbis")),
            ("wav", [], AudioLayout(sampleRate: 44100, sampleBits: nil, channels: 1, codec: "pcm_s16le")),
        ]
        for item in cases {
            let path = try Fixtures.tagged(item.format, tags: ["title": "t"], options: item.options)
            #expect(try MediaTags.read(path: path).audio == item.layout, "\(item.format) \(item.options)")
        }
    }

    @Test func withoutCoverAskedForOnlyItsPresenceIsRead() throws {
        let tags = try MediaTags.read(path: try Fixtures.tagged(.flac))
        #expect(tags.hasCover)
        #expect(tags.cover == nil)
    }

    @Test func theFieldsOfAContainerThatHasThemAll() throws {
        let tags = try MediaTags.read(path: try Fixtures.tagged(.mp3ID3v24))
        #expect(tags.albumArtist == "久石譲")
        #expect(tags.trackNumber == 3 && tags.trackCount == 12)
        #expect(tags.discNumber == 1 && tags.discCount == 2)
        #expect(tags.date == "2024")
        #expect(tags.genre == "Ambient")
        #expect(tags.composer == "작곡가 山田")
        #expect(tags.comment == "코멘트 コメント")
        let duration = try #require(tags.duration)
        #expect(abs(duration - (try Fixtures.probeDuration(try Fixtures.tagged(.mp3ID3v24)))) < 0.1)
    }

    /// One line of the per-container table: which values were read, and whether all equal ffprobe's.
    static func row(_ container: TaggedContainer, _ tags: MediaTags, matches: Bool) -> String {
        func mark(_ value: Any?) -> String { value == nil ? "-" : "yes" }
        let cover = tags.cover.map { $0.format.rawValue } ?? (tags.hasCover ? "yes" : "-")
        return "container | \(container) | title \(mark(tags.title)) | artist \(mark(tags.artist)) | album \(mark(tags.album))"
            + " | track \(mark(tags.trackNumber)) | album artist \(mark(tags.albumArtist)) | disc \(mark(tags.discNumber))"
            + " | cover \(cover) | equals ffprobe \(matches ? "yes" : "NO")"
    }
}

extension MediaTagsReadingTests {
    @Test func realVideoIsToldApartFromAnAlbumCover() throws {
        #expect(try MediaTags.read(path: try Fixtures.angle(0, seconds: 2)).hasVideo)
        let covered = try MediaTags.read(path: try Fixtures.tone(seconds: 2, cover: true))
        #expect(covered.hasCover && !covered.hasVideo)
        #expect(!(try MediaTags.read(path: try Fixtures.tone(seconds: 2))).hasVideo)
    }
}
