@testable import Playback
import Testing
import TestSupport

/// ID3v2 corners ffmpeg never writes: 2.2, UTF-16BE, several values, unsynchronisation, frame
/// flags, a title after a picture, ID3v1 behind a tag without a title, sizes that lie.
@Suite struct ID3TextFramesTests {
    static func syncsafe(_ value: Int) -> [UInt8] {
        [UInt8(value >> 21 & 0x7F), UInt8(value >> 14 & 0x7F), UInt8(value >> 7 & 0x7F), UInt8(value & 0x7F)]
    }

    static func bigEndian(_ value: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).reversed().map { UInt8(value >> (8 * $0) & 0xFF) }
    }

    static func frame(_ id: String, _ content: [UInt8], version: UInt8 = 4, flags: UInt8 = 0) -> [UInt8] {
        switch version {
        case 2: Array(id.utf8) + bigEndian(content.count, bytes: 3) + content
        case 4: Array(id.utf8) + syncsafe(content.count) + [0, flags] + content
        default: Array(id.utf8) + bigEndian(content.count, bytes: 4) + [0, flags] + content
        }
    }

    static func tag(version: UInt8 = 4, flags: UInt8 = 0, _ frames: [UInt8], padding: Int = 16) -> [UInt8] {
        let body = frames + [UInt8](repeating: 0, count: padding)
        return Array("ID3".utf8) + [version, 0, flags] + syncsafe(body.count) + body
    }

    /// An MPEG frame header and a little audio after a tag.
    static let audio: [UInt8] = [0xFF, 0xFB, 0x90, 0x64] + [UInt8](repeating: 0x55, count: 400)

    static func read(_ name: String, _ bytes: [UInt8]) throws -> MediaTags? {
        MediaTags.read(path: try Fixtures.file(named: "id3-\(name).mp3", bytes: bytes))
    }

    static func latin1(_ text: String) -> [UInt8] { [0] + Array(text.utf8) }

    /// Every FF followed by a zero, as unsynchronisation writes it.
    static func unsynchronised(_ bytes: [UInt8]) -> [UInt8] {
        bytes.flatMap { $0 == 0xFF ? [0xFF, 0x00] : [$0] }
    }

    @Test func version22FramesAreRead() throws {
        let frames = Self.frame("TT2", Self.latin1("Old Tag"), version: 2)
            + Self.frame("TP1", Self.latin1("Someone"), version: 2) + Self.frame("TAL", Self.latin1("Before"), version: 2)
        #expect(try Self.read("v22", Self.tag(version: 2, frames) + Self.audio)
            == MediaTags(title: "Old Tag", artist: "Someone", album: "Before"))
    }

    @Test func everyTextEncodingIsDecoded() throws {
        let text = "Ça — 日本"
        let big = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let little = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(ID3TextFrames.text([0, 0xC7, 0x61][...]) == "Ça")
        #expect(ID3TextFrames.text(([1, 0xFF, 0xFE] + little + [0, 0])[...]) == text)
        #expect(ID3TextFrames.text(([1, 0xFE, 0xFF] + big)[...]) == text)
        #expect(ID3TextFrames.text(([2] + big + [0, 0])[...]) == text)
        #expect(ID3TextFrames.text(([3] + Array(text.utf8) + [0])[...]) == text)
        #expect(ID3TextFrames.text([9, 0x41][...]) == nil, "an unknown encoding")
        #expect(ID3TextFrames.text([3][...]) == nil, "nothing")
        #expect(ID3TextFrames.text([1, 0xFF, 0xFE, 0x41][...]) == nil, "half a UTF-16 unit")
    }

    @Test func severalValuesAreJoined() throws {
        #expect(ID3TextFrames.text(([3] + Array("One\u{0}Two\u{0}Three".utf8))[...]) == "One / Two / Three")
        let utf16: [UInt8] = [1, 0xFF, 0xFE, 0x41, 0, 0, 0, 0xFE, 0xFF, 0, 0x42, 0, 0]
        #expect(ID3TextFrames.text(utf16[...]) == "A / B", "each value with its own byte order mark")
        let frames = Self.frame("TPE1", [3] + Array("Duo A\u{0}Duo B".utf8))
        #expect(try Self.read("values", Self.tag(frames) + Self.audio)?.artist == "Duo A / Duo B")
    }

    /// ÿ (FF) followed by a byte with its top bits set is what unsynchronisation guards.
    static let guarded: [UInt8] = [0, 0x41, 0xFF, 0xE0, 0x42]

    @Test func wholeTagUnsynchronisationIsUndone() throws {
        let frames = Self.frame("TIT2", Self.guarded, version: 3) + Self.frame("TALB", Self.latin1("Sync"), version: 3)
        let tags = try Self.read("unsync23", Self.tag(version: 3, flags: 0x80, Self.unsynchronised(frames)) + Self.audio)
        #expect(tags == MediaTags(title: "AÿàB", album: "Sync"))
    }

    @Test func version24FrameFlagsAreUndoneOrTheFrameSkipped() throws {
        // A group byte, a data length indicator, then the unsynchronised content.
        let flagged = [7] + Self.syncsafe(Self.guarded.count) + Self.unsynchronised(Self.guarded)
        let title = Self.frame("TIT2", flagged, flags: 0x40 | 0x02 | 0x01)
        let compressed = Self.frame("TPE1", [0, 0, 0, 9] + [0x78, 0x9C, 1, 2], flags: 0x08 | 0x01)
        let tags = try Self.read("flags24", Self.tag(title + compressed) + Self.audio)
        #expect(tags == MediaTags(title: "AÿàB"), "the compressed artist is skipped")
        // The tag's own flag marks every frame unsynchronised.
        let plain = Self.frame("TIT2", Self.unsynchronised(Self.guarded))
        #expect(try Self.read("tagflag24", Self.tag(flags: 0x80, plain) + Self.audio)?.title == "AÿàB")
    }

    @Test func aTitleAfterABigPictureIsFoundAndAnExtendedHeaderSkipped() throws {
        let cover = [0] + Array("image/jpeg".utf8) + [0, 3, 0] + [UInt8](repeating: 0xAB, count: 300_000)
        let frames = Self.frame("APIC", cover, version: 3)
            + Self.frame("TIT2", Self.latin1("Behind The Cover"), version: 3)
        #expect(try Self.read("after-apic", Self.tag(version: 3, frames) + Self.audio)?.title == "Behind The Cover")
        let extended: [UInt8] = [0, 0, 0, 6, 0, 0, 0, 0, 0, 0]
        let tag = Self.tag(version: 3, flags: 0x40, extended + frames)
        #expect(try Self.read("extended23", tag + Self.audio)?.title == "Behind The Cover")
        let extended24: [UInt8] = [0, 0, 0, 6, 1, 0]
        let tag24 = Self.tag(flags: 0x40, extended24 + Self.frame("TIT2", Self.latin1("Extended Four")))
        #expect(try Self.read("extended24", tag24 + Self.audio)?.title == "Extended Four")
    }

    @Test func id3v1FillsInForAnID3v2TagWithoutATitle() throws {
        func field(_ bytes: [UInt8], padding: UInt8) -> [UInt8] {
            bytes + [UInt8](repeating: padding, count: 30 - bytes.count)
        }
        let v1 = Array("TAG".utf8) + field(Array("Trailing Spaces".utf8), padding: 0x20)
            + field(Array("V1 Artist".utf8), padding: 0x20) + field([0x45, 0x20, 0xE9], padding: 0)
            + [UInt8](repeating: 0, count: 35)
        #expect(v1.count == 128)
        let v2 = Self.tag(Self.frame("TPE1", Self.latin1("V2 Artist")))
        #expect(try Self.read("v1-behind-v2", v2 + Self.audio + v1)
            == MediaTags(title: "Trailing Spaces", artist: "V2 Artist", album: "E é"), "Latin-1 when not UTF-8")
    }

    @Test func sizesThatLieGiveWhatWasReadBeforeThem() throws {
        var lying = Self.frame("TIT2", Self.latin1("Fine")) + Self.frame("TALB", Self.latin1("Lies"))
        lying.replaceSubrange(19..<23, with: Self.syncsafe(1 << 27 - 1))
        #expect(try Self.read("lying-frame", Self.tag(lying) + Self.audio) == MediaTags(title: "Fine"))
        var huge = Self.tag(version: 3, Self.frame("TIT2", Self.latin1("Short"), version: 3))
        huge.replaceSubrange(6..<10, with: Self.syncsafe(1 << 28 - 1))
        #expect(try Self.read("lying-tag", huge) == MediaTags(title: "Short"), "a 256 MiB tag read as far as the file goes")
        let unknownVersion = Array("ID3".utf8) + [7, 0, 0] + Self.syncsafe(20) + [UInt8](repeating: 0x41, count: 20)
        #expect(try Self.read("version7", unknownVersion) == nil)
    }
}
