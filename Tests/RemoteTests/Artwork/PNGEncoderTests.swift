import Foundation
import Testing
import TestSupport
@testable import Remote

@Suite struct PNGEncoderTests {
    @Test func checksumsMatchKnownValues() {
        #expect(PNGEncoder.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(PNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(PNGEncoder.adler32([UInt8](repeating: 255, count: 100_000)) == 0x149A_302C)
    }

    @Test func mismatchedSizesGiveNoPicture() {
        #expect(PNGEncoder.encode(width: 2, height: 2, rgba: [0, 0, 0]) == nil)
        #expect(PNGEncoder.encode(width: 0, height: 2, rgba: []) == nil)
    }

    /// ffmpeg decodes what we wrote back to the same pixels, across several stored blocks.
    @Test func ffmpegDecodesThePixelsWritten() throws {
        let (width, height) = (130, 140)  // > 65535 bytes of rows: several stored blocks
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            rgba[i * 4] = UInt8(i % 256); rgba[i * 4 + 1] = UInt8(i / 256 % 256)
            rgba[i * 4 + 2] = UInt8((i * 7) % 256); rgba[i * 4 + 3] = UInt8(255 - i % 200)
        }
        let png = try #require(PNGEncoder.encode(width: width, height: height, rgba: rgba))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("a.png").path, output = directory.appendingPathComponent("a.rgba").path
        try Data(png).write(to: URL(fileURLWithPath: input))
        try Fixtures.run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-i", input, "-f", "rawvideo", "-pix_fmt", "rgba", output])
        let decoded = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(Array(decoded) == rgba)
    }
}
