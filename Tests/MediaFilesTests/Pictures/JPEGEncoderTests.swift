import Foundation
@testable import MediaFiles
import Testing
import TestSupport

@Suite struct JPEGEncoderTests {
    /// A gradient that a JPEG keeps well.
    static func gradient(width: Int, height: Int) -> [UInt8] {
        (0..<(width * height)).flatMap { index -> [UInt8] in
            let x = index % width, y = index / width
            return [UInt8(x * 255 / width), UInt8(y * 255 / height), 128, 255]
        }
    }

    @Test func pixelsBecomeAJPEGThatFFmpegReadsBack() throws {
        let rgba = Self.gradient(width: 64, height: 48)
        let jpeg = try #require(JPEGEncoder.encode(rgba: rgba, width: 64, height: 48))
        #expect(jpeg.format == .jpeg && PictureFormat(signature: jpeg.bytes) == .jpeg)
        let path = try Fixtures.file(named: "encoded-gradient.jpg", bytes: jpeg.bytes)
        let difference = Reference.difference(try Reference.rgba(path), rgba)
        #expect(difference.mean < 3, "\(difference)")
    }

    @Test func sizesThatDisagreeGiveNothing() {
        #expect(JPEGEncoder.encode(rgba: [0, 0, 0], width: 2, height: 2) == nil)
        #expect(JPEGEncoder.encode(rgba: [], width: 0, height: 2) == nil)
    }
}
