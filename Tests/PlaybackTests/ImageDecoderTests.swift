import Foundation
@testable import Playback
import Testing
import TestSupport

/// Pictures for artwork: JPEG scaled down while it decodes, embedded covers read from the
/// file's tag, everything else through libmpv.
@Suite struct ImageDecoderTests {
    @Test func aBigJPEGIsDecodedAtTheSmallestEighthThatKeepsTheSizeAskedFor() throws {
        let picture = try ImageDecoder.decode(path: try Fixtures.bigCover(), minimumSide: 320)
        #expect(picture.originalWidth == 3000 && picture.originalHeight == 3000)
        #expect(picture.image.width == 375 && picture.image.height == 375)
        #expect(picture.image.format == "rgba" && picture.image.bytes.count == 375 * 375 * 4)
    }

    @Test func aPictureSmallerThanAskedForIsDecodedWhole() throws {
        let picture = try ImageDecoder.decode(path: try Fixtures.picture(width: 64, height: 48), minimumSide: 320)
        #expect(picture.image.width == 64 && picture.image.height == 48)
        #expect(picture.originalWidth == 64)
    }

    @Test func otherFormatsAreDecodedByLibmpvAtFullSize() throws {
        let picture = try ImageDecoder.decode(path: try Fixtures.picture(width: 40, height: 30, format: "png"), minimumSide: 8)
        #expect(picture.image.width == 40 && picture.image.height == 30)
    }

    @Test(arguments: [("mp3", 3), ("mp3", 4), ("flac", 3)])
    func anEmbeddedJPEGCoverIsReadFromTheTag(format: String, id3Version: Int) throws {
        let song = try Fixtures.tone(seconds: 2, embedding: try Fixtures.bigCover(side: 1000), format: format,
                                     id3Version: id3Version)
        let bytes = try #require(EmbeddedPicture.bytes(inMedia: song))
        #expect(Array(bytes) == Array(try Data(contentsOf: URL(fileURLWithPath: try Fixtures.bigCover(side: 1000)))))
        let picture = try ImageDecoder.decodeCover(ofMedia: song, minimumSide: 320)
        #expect(picture.originalWidth == 1000)
        #expect(picture.image.width == 375)
    }

    @Test func anEmbeddedPNGCoverIsLeftToLibmpv() throws {
        let song = try Fixtures.tone(seconds: 2, embedding: try Fixtures.coverImage())
        #expect(EmbeddedPicture.bytes(inMedia: song)?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        let picture = try ImageDecoder.decodeCover(ofMedia: song, minimumSide: 100)
        #expect(picture.image.width == 300 && picture.image.height == 300)
    }

    @Test func aFileWithoutAPictureGivesNoBytesAndAnError() throws {
        let song = try Fixtures.tone(seconds: 2)
        #expect(EmbeddedPicture.bytes(inMedia: song) == nil)
        #expect(throws: MPVError.self) { try ImageDecoder.decodeCover(ofMedia: song) }
    }

    @Test func aBrokenJPEGIsAnErrorNotACrash() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: try Fixtures.bigCover(side: 1000))))
        #expect(throws: MPVError.self) { try JPEGDecoder.decode(bytes.prefix(40), minimumSide: 0) }
        let garbage = Array(bytes.prefix(3)) + [UInt8](repeating: 7, count: 99)
        #expect(throws: MPVError.self) { try JPEGDecoder.decode(garbage[...], minimumSide: 0) }
        // A body cut short still decodes: libjpeg fills in what is missing, and says nothing.
        let truncated = try JPEGDecoder.decode(bytes.prefix(bytes.count / 2), minimumSide: 0)
        #expect(truncated.image.width == 1000)
    }
}

/// ID3v2 tags as taggers write them, including the corners ffmpeg never produces.
@Suite struct EmbeddedPictureTests {
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]

    static func syncsafe(_ value: Int) -> [UInt8] {
        [UInt8(value >> 21 & 0x7F), UInt8(value >> 14 & 0x7F), UInt8(value >> 7 & 0x7F), UInt8(value & 0x7F)]
    }

    static func apic(kind: UInt8, data: [UInt8], version: UInt8) -> [UInt8] {
        let body: [UInt8] = [0] + Array("image/jpeg".utf8) + [0, kind] + Array("d".utf8) + [0] + data
        let size = version == 4 ? syncsafe(body.count) : [0, 0, UInt8(body.count >> 8), UInt8(body.count & 0xFF)]
        return Array("APIC".utf8) + size + [0, 0] + body
    }

    static func tag(version: UInt8, flags: UInt8 = 0, _ frames: [UInt8]) -> [UInt8] {
        Array("ID3".utf8) + [version, 0, flags] + syncsafe(frames.count) + frames
    }

    static func pictureBytes(_ tag: [UInt8]) -> [UInt8]? {
        let header = Array(tag.prefix(10))
        return ID3Tag(header: header, body: Array(tag.dropFirst(10))).picture().map { Array($0) }
    }

    @Test func theFrontCoverWinsOverAnEarlierPicture() {
        let back = Self.apic(kind: 4, data: [0xFF, 0xD8, 0xFF, 9], version: 3)
        let front = Self.apic(kind: 3, data: Self.jpeg, version: 3)
        #expect(Self.pictureBytes(Self.tag(version: 3, back + front)) == Self.jpeg)
        #expect(Self.pictureBytes(Self.tag(version: 3, back)) == [0xFF, 0xD8, 0xFF, 9])
    }

    @Test func aVersion22PICFrameIsRead() {
        let body: [UInt8] = [0] + Array("JPG".utf8) + [3, 0] + Self.jpeg
        let frame = Array("PIC".utf8) + [0, 0, UInt8(body.count)] + body
        #expect(Self.pictureBytes(Self.tag(version: 2, frame)) == Self.jpeg)
    }

    @Test func unsynchronisationIsUndone() {
        let frame = Self.apic(kind: 3, data: Self.jpeg, version: 3)
        let unsynchronised = frame.flatMap { $0 == 0xFF ? [0xFF, 0x00] : [$0] }
        #expect(Self.pictureBytes(Self.tag(version: 3, flags: 0x80, unsynchronised)) == Self.jpeg)
    }

    @Test func anExtendedHeaderIsSkipped() {
        let extended: [UInt8] = [0, 0, 0, 6, 0, 0, 0, 0, 0, 0]
        let frame = Self.apic(kind: 3, data: Self.jpeg, version: 3)
        #expect(Self.pictureBytes(Self.tag(version: 3, flags: 0x40, extended + frame)) == Self.jpeg)
    }

    @Test func truncatedAndLyingTagsGiveNothing() {
        let frame = Self.apic(kind: 3, data: Self.jpeg, version: 4)
        for cut in [0, 5, 11, 20] {
            #expect(Self.pictureBytes(Self.tag(version: 4, Array(frame.prefix(cut)))) == nil)
        }
        var lying = frame
        lying.replaceSubrange(4..<8, with: Self.syncsafe(1 << 27 - 1))
        #expect(Self.pictureBytes(Self.tag(version: 4, lying)) == nil)
    }
}
