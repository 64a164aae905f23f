import Foundation
import Glibc
@testable import MediaFiles
import Testing
import TestSupport

/// Truncated, lying and oversized files, random bytes and things that are not files give tags
/// or an error: never a crash, a wait or a picture over the limit.
@Suite struct MediaTagsReadingBadInputTests {
    @Test(arguments: MediaTagsReadingTests.available)
    func aTruncatedFileGivesTagsOrAnError(_ container: TaggedContainer) throws {
        let path = try Fixtures.tagged(container)
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        for count in [0, 3, 16, 200, size / 3, size - 1] where count < size {
            let name = "truncated-\(count)-" + (path as NSString).lastPathComponent
            let cut = try Fixtures.truncated(path, to: count, named: name)
            guard let cover = (try? MediaTags.read(path: cut, cover: true))?.cover else { continue }
            #expect(cover.bytes.count <= PictureLimits.encodedBytes, "\(container) cut at \(count)")
            _ = try? PictureDecoder.decode(cover, minimumSide: 64)
        }
    }

    /// The audio would begin after the 256 MiB the tag claims, past the end of the 2 KiB file:
    /// libavformat finds no stream, as ffprobe does not either.
    @Test func aTagClaimingAQuarterGigabyteInATinyFileIsAnError() throws {
        let path = try Fixtures.lyingID3Tag()
        #expect(throws: MediaFileError.self) { try MediaTags.read(path: path, cover: true) }
        #expect(throws: (any Error).self) { try FFprobe(path) }
    }

    /// 114 bytes of WAV whose INFO chunk claims 1.9 GB (found by FuzzTags): the wav demuxer
    /// allocated and zeroed that much, seconds and gigabytes for one tag read. Its allocation
    /// is refused now; what the file says before it is still read.
    @Test func anInfoChunkClaimingTwoGigabytesAllocatesNothingOfIt() throws {
        let hex = "52494646b203000057415645666d7420100000000100010040"
            + "1f0000803e000002001000" + "4c495354" + "94ffffff" + "494e464f"
            + "49415254" + "0d000000" + "e59d82e69cace9be8de4b8800000"
            + "494e414d" + "10000000" + "ebb094eb9e8cec9d98eb85b8eb9e9800"
            + "49505244" + "07717171" + String(repeating: "71", count: 12)
        var bytes: [UInt8] = []
        var digits = hex.utf8.makeIterator()
        while let high = digits.next(), let low = digits.next() {
            bytes.append(UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) ?? 0)
        }
        #expect(bytes.count == 114)
        var before = rusage(), after = rusage()
        getrusage(RUSAGE_SELF.rawValue, &before)
        _ = try? MediaTags.read(bytes: bytes, cover: true)
        getrusage(RUSAGE_SELF.rawValue, &after)
        #expect(after.ru_maxrss - before.ru_maxrss < 512 * 1024, "peak grew by \(after.ru_maxrss - before.ru_maxrss) KiB")
    }

    @Test func aCommentClaimingFourGigabytesLosesOnlyItself() throws {
        let path = try Fixtures.flacClaimingFourGigabytes()
        let tags = try MediaTags.read(path: path, cover: true)
        #expect(tags.values == (try FFprobe(path)).values)
        #expect(tags.cover?.format == .jpeg, "the picture block is not the comment block")
    }

    @Test func aFiftyMegabyteCoverIsKnownButNotTaken() throws {
        let tags = try MediaTags.read(path: try Fixtures.toneWithOversizedCover(), cover: true)
        #expect(tags.title == "Oversized")
        #expect(tags.hasCover)
        #expect(tags.cover == nil, "over PictureLimits.encodedBytes")
    }

    /// FFmpeg's prober weighs the name's extension (as it does for mpv and ffprobe), so noise
    /// named .mp3 may open as an mp3 without tags: no tags either way.
    @Test(arguments: ["mp3", "m4a", "flac", "ogg", "wma", "mka"])
    func randomBytesGiveNoTags(_ ext: String) throws {
        let path = try Fixtures.file(named: "noise.\(ext)", bytes: Fixtures.noise(count: 200_000, seed: 17))
        let tags = try? MediaTags.read(path: path, cover: true)
        #expect(tags?.isEmpty ?? true, "\(ext)")
        #expect(tags?.hasCover != true, "\(ext)")
        #expect(throws: MediaFileError.self) { try MediaTags.read(bytes: Fixtures.noise(count: 5000, seed: 3)) }
    }

    @Test func aTextFileOrAPlaylistIsNoMediaFile() throws {
        let text = try Fixtures.file(named: "notes.mp3", bytes: Array("just some words\nand more\n".utf8))
        #expect(throws: MediaFileError.self) { try MediaTags.read(path: text) }
        let playlist = try Fixtures.file(named: "list.mp3", bytes: Array("#EXTM3U\n#EXT-X-TARGETDURATION:1\nhttp://127.0.0.1:9/a.ts\n".utf8))
        #expect(throws: MediaFileError.self) { try MediaTags.read(path: playlist) }
    }

    @Test func whatIsNotARegularFileIsRefusedAtOnce() throws {
        let folder = try Fixtures.folder(named: "not-a-file")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe.mp3"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: MediaFileError.self) { try MediaTags.read(path: fifo) }
        #expect((try? MediaTags.read(path: folder)) == nil)
        #expect(throws: MediaFileError(.unreadable, folder + "/missing.mp3: No such file or directory")) {
            try MediaTags.read(path: folder + "/missing.mp3")
        }
    }

    @Test func aColonInTheNameIsNoProtocol() throws {
        let folder = try Fixtures.folder(named: "colon")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Fixtures.copy(try Fixtures.tagged(.flac), into: folder, as: "http:artist - title.flac")
        #expect(try MediaTags.read(path: path).title == "바람의 노래")
    }
}
