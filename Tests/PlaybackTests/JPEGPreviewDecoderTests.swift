import Foundation
@testable import Playback
import Testing
import TestSupport

/// The 1/8 decoder: libjpeg-turbo's pixels at that scale, exactly, from JPEGs of ffmpeg and of
/// libjpeg; the Huffman decoding of a big cover shared by two threads; libjpeg for the rest.
@Suite struct JPEGPreviewDecoderTests {
    static let sizes = [(3000, 3000), (1001, 777), (17, 9), (8, 8), (1, 1)]

    static func bytes(_ path: String) throws -> ArraySlice<UInt8> {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))[...]
    }

    /// The largest and the mean difference of one channel between two pictures of one size.
    static func difference(_ one: RawImage, _ other: RawImage) -> (max: Int, mean: Double) {
        var largest = 0, total = 0
        for (a, b) in zip(one.bytes, other.bytes) {
            let d = abs(Int(a) - Int(b))
            largest = max(largest, d)
            total += d
        }
        return (largest, Double(total) / Double(max(one.bytes.count, 1)))
    }

    /// Decodes `path` at 1/8 with one thread and with two, and compares both with libjpeg.
    static func expectLibjpegsPixels(_ path: String, width: Int, height: Int) throws {
        let bytes = try bytes(path)
        let libjpeg = try JPEGDecoder.decodeWithLibjpeg(bytes, minimumSide: 1)
        for threads in [JPEGPreviewDecoder.Threads.one, .two] {
            let outcome = JPEGPreviewDecoder.decode(bytes, minimumSide: 1, threads: threads)
            #expect(outcome.status == .decoded)
            #expect(outcome.threads == Int(threads.rawValue))
            let picture = try #require(outcome.picture)
            #expect(picture.originalWidth == width && picture.originalHeight == height)
            #expect(picture.image.width == (width + 7) / 8 && picture.image.height == (height + 7) / 8)
            #expect(picture.image.width == libjpeg.image.width && picture.image.height == libjpeg.image.height)
            let difference = difference(picture.image, libjpeg.image)
            #expect(difference.max == 0, "\(threads) thread(s): max \(difference.max), mean \(difference.mean)")
        }
    }

    @Test(arguments: ["yuvj420p", "yuvj422p", "yuvj444p"], sizes)
    func ffmpegsJPEGsGiveLibjpegsPixels(pixelFormat: String, size: (Int, Int)) throws {
        let path = size == (3000, 3000) && pixelFormat == "yuvj420p"
            ? try Fixtures.bigCover()
            : try Fixtures.ffmpegJPEG(width: size.0, height: size.1, pixelFormat: pixelFormat)
        try Self.expectLibjpegsPixels(path, width: size.0, height: size.1)
    }

    /// Gray, 4:4:0 (libjpeg replicates its chroma down), 4:2:2, 4:2:0 (libjpeg scales its chroma
    /// by a 2×2 IDCT) and 4:4:4, with libjpeg's standard Huffman tables.
    @Test(arguments: [["gray"], ["sampling=1x2"], ["sampling=2x1"], ["sampling=2x2"], ["sampling=1x1", "quality=95"]],
          sizes)
    func libjpegsJPEGsGiveLibjpegsPixels(options: [String], size: (Int, Int)) throws {
        let path = try Fixtures.libjpegJPEG(width: size.0, height: size.1, options: options)
        try Self.expectLibjpegsPixels(path, width: size.0, height: size.1)
    }

    @Test func aBigCoversHuffmanDecodingIsSplitBetweenTwoThreads() throws {
        let cover = try Self.bytes(try Fixtures.bigCover())
        let outcome = JPEGPreviewDecoder.decode(cover, minimumSide: 40)
        #expect(outcome.status == .decoded && outcome.threads == 2)
        #expect(outcome.mcus == 188 * 188)
        // The second thread started in the middle, fell into step, and decoded all the rest.
        #expect(outcome.syncedMCU > 0 && outcome.adoptedMCUs > 0)
        #expect(outcome.syncedMCU + outcome.adoptedMCUs == outcome.mcus)

        let small = try Self.bytes(try Fixtures.ffmpegJPEG(width: 17, height: 9, pixelFormat: "yuvj420p"))
        let serial = JPEGPreviewDecoder.decode(small, minimumSide: 1)
        #expect(serial.status == .decoded && serial.threads == 1 && serial.adoptedMCUs == 0)
    }

    @Test func aSizeBeyondAnEighthIsLeftToLibjpeg() throws {
        let cover = try Self.bytes(try Fixtures.bigCover())
        #expect(JPEGPreviewDecoder.decode(cover, minimumSide: 376).status == .notEighth)
        #expect(JPEGPreviewDecoder.decode(cover, minimumSide: 375).status == .decoded)
        #expect(try JPEGDecoder.decode(cover, minimumSide: 376).image.width == 750)
        #expect(try JPEGDecoder.decode(cover, minimumSide: 375).image.width == 375)
    }

    @Test(arguments: [["progressive"], ["arithmetic"], ["restart=1"], ["rgb"], ["sampling=4x1"]])
    func otherKindsOfJPEGAreLeftToLibjpeg(options: [String]) throws {
        let path = try Fixtures.libjpegJPEG(width: 1001, height: 777, options: options)
        let bytes = try Self.bytes(path)
        #expect(JPEGPreviewDecoder.decode(bytes, minimumSide: 1).status == .unsupported)
        let picture = try ImageDecoder.decode(path: path, minimumSide: 1)
        #expect(picture == (try JPEGDecoder.decodeWithLibjpeg(bytes, minimumSide: 1)))
        #expect(picture.image.width == 126 && picture.image.height == 98)
    }

    /// Deterministic noise.
    static func noise(_ count: Int, seed: UInt32) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
    }

    @Test func brokenJPEGsAreLeftToLibjpeg() throws {
        let cover = Array(try Self.bytes(try Fixtures.bigCover(side: 1000)))
        let sos = try #require((0..<cover.count - 3).first { cover[$0] == 0xFF && cover[$0 + 1] == 0xDA })
        let scan = sos + 2 + (Int(cover[sos + 2]) << 8 | Int(cover[sos + 3]))
        let broken: [(String, [UInt8])] = [
            ("cut in half", Array(cover.prefix(cover.count / 2))),
            ("cut after the scan header", Array(cover.prefix(scan))),
            ("noise after the scan header", Array(cover.prefix(scan)) + Self.noise(cover.count - scan, seed: 7) + [0xFF, 0xD9]),
            ("noise after the start", [0xFF, 0xD8, 0xFF] + Self.noise(5000, seed: 9)),
            ("a restart marker in the data", Array(cover.prefix(scan + 5000)) + [0xFF, 0xD0] + Array(cover.dropFirst(scan + 5000))),
        ]
        for (name, bytes) in broken {
            for threads in [JPEGPreviewDecoder.Threads.one, .two] {
                let outcome = JPEGPreviewDecoder.decode(bytes[...], minimumSide: 1, threads: threads)
                #expect(outcome.status == .corrupt || outcome.status == .unsupported, "\(name)")
                #expect(outcome.picture == nil, "\(name)")
            }
            // Whatever libjpeg makes of it (a grey-filled picture, an error) is still the answer.
            let libjpeg = try? JPEGDecoder.decodeWithLibjpeg(bytes[...], minimumSide: 1)
            #expect((try? JPEGDecoder.decode(bytes[...], minimumSide: 1)) == libjpeg, "\(name)")
        }
        #expect(try JPEGDecoder.decode(cover.prefix(cover.count / 2), minimumSide: 1).image.width == 125)
    }
}
