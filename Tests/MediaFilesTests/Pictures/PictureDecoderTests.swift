import Foundation
@testable import MediaFiles
import Testing
import TestSupport

/// One path for every picture: JPEG through libjpeg-turbo scaled while decoding, PNG and WebP
/// through libavcodec; pixels as ffmpeg decodes them; whatever is too large or not a picture
/// is an error before any pixel is allocated.
@Suite struct PictureDecoderTests {
    @Test func aBigJPEGCoverIsDecodedAtAnEighth() throws {
        let picture = try PictureDecoder.decode(path: try Fixtures.bigCover(), minimumSide: 320)
        #expect((picture.width, picture.height) == (375, 375))
        #expect((picture.originalWidth, picture.originalHeight) == (3000, 3000))
        #expect(picture.rgba.count == 375 * 375 * 4)
    }

    @Test func theScaleIsTheSmallestThatKeepsTheSideAskedFor() throws {
        let path = try Fixtures.bigCover()
        #expect(try PictureDecoder.decode(path: path, minimumSide: 376).width == 750)
        #expect(try PictureDecoder.decode(path: path, minimumSide: 375).width == 375)
        #expect(try PictureDecoder.decode(path: path, minimumSide: 0).width == 3000)
    }

    @Test func aSmallJPEGKeepsItsSizeAndItsPixelsAreFFmpegs() throws {
        let path = try Fixtures.picture(width: 64, height: 48)
        let picture = try PictureDecoder.decode(path: path, minimumSide: 320)
        #expect((picture.width, picture.height, picture.originalWidth) == (64, 48, 64))
        let difference = Reference.difference(picture.rgba, try Reference.rgba(path))
        #expect(difference.mean < 3, "\(difference)")
    }

    @Test(arguments: ["png", "webp"])
    func pngAndWebPAreDecodedByLibavcodecToFFmpegsPixels(_ format: String) throws {
        let path = try Fixtures.picture(width: 40, height: 30, format: format)
        let picture = try PictureDecoder.decode(path: path, minimumSide: 8)
        #expect((picture.width, picture.height) == (8, 6))
        #expect((picture.originalWidth, picture.originalHeight) == (40, 30))
        let full = try PictureDecoder.decode(path: path)
        #expect((full.width, full.height) == (40, 30))
        let difference = Reference.difference(full.rgba, try Reference.rgba(path))
        #expect(format == "png" ? difference.max == 0 : difference.mean < 2, "\(difference)")
    }

    /// ffmpeg's own JPEG decoder upsamples chroma and rounds its IDCT differently from
    /// libjpeg-turbo's: the two agree within a few levels on average, not to the bit.
    @Test(arguments: [[], ["gray"], ["sampling=2x1"], ["quality=50"]])
    func jpegsLibjpegWritesDecodeToFFmpegsPixels(_ options: [String]) throws {
        let path = try Fixtures.libjpegJPEG(width: 99, height: 41, options: options)
        let picture = try PictureDecoder.decode(path: path)
        #expect((picture.width, picture.height) == (99, 41))
        let difference = Reference.difference(picture.rgba, try Reference.rgba(path))
        #expect(difference.mean < 6, "\(options): \(difference)")
    }

    /// Progressive, arithmetic-coded and restart-marked JPEGs hold the same coefficients as the
    /// plain one, so they decode to exactly its pixels (ffmpeg cannot decode arithmetic coding).
    @Test(arguments: [["progressive"], ["arithmetic"], ["restart=3"]])
    func entropyCodingsDecodeToThePlainPixels(_ options: [String]) throws {
        let plain = try PictureDecoder.decode(path: try Fixtures.libjpegJPEG(width: 99, height: 41), minimumSide: 60)
        let coded = try PictureDecoder.decode(path: try Fixtures.libjpegJPEG(width: 99, height: 41, options: options),
                                              minimumSide: 60)
        #expect((coded.width, coded.height) == (62, 26))
        #expect(coded == plain, "\(options)")
    }

    @Test func aTruncatedJPEGStillGivesItsPicture() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: try Fixtures.bigCover(side: 1000))))
        let picture = try PictureDecoder.decode(EncodedPicture(bytes: Array(bytes.prefix(bytes.count / 2)), format: .jpeg))
        #expect((picture.width, picture.height) == (1000, 1000))
    }

    @Test func aFiftyMegabyteCoverIsRefusedUnread() throws {
        #expect(throws: MediaFileError(.tooLarge, try Fixtures.oversizedJPEG() + ": a picture over 16 MiB")) {
            try PictureDecoder.decode(path: try Fixtures.oversizedJPEG())
        }
        let big = EncodedPicture(bytes: [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: PictureLimits.encodedBytes), format: .jpeg)
        #expect(throws: MediaFileError(.tooLarge, "a picture over 16 MiB")) { try PictureDecoder.decode(big) }
    }

    @Test func headersClaimingHugePicturesAreRefusedBeforeDecoding() throws {
        let jpeg = try Fixtures.lyingJPEG(width: 20000, height: 20000)
        #expect(throws: MediaFileError(.tooLarge, "a picture of 20000×20000 pixels (at most 16384 a side)")) {
            try PictureDecoder.decode(EncodedPicture(bytes: jpeg, format: .jpeg), minimumSide: 320)
        }
        let lying = EncodedPicture(bytes: try Fixtures.lyingJPEG(width: 65535, height: 65535), format: .jpeg)
        #expect(throws: MediaFileError.self) { try PictureDecoder.decode(lying) }
        for (width, height) in [(65535, 65535), (16000, 16000), (16384, 2000)] {
            let png = EncodedPicture(bytes: Fixtures.lyingPNG(width: width, height: height), format: .png)
            #expect(throws: MediaFileError.self, "\(width)×\(height)") { try PictureDecoder.decode(png, minimumSide: 320) }
        }
    }

    @Test(arguments: ["jpg", "png", "webp", "gif", "bmp"])
    func randomBytesBehindAPicturesSignatureAreAnError(_ format: String) throws {
        let signatures: [String: [UInt8]] = [
            "jpg": [0xFF, 0xD8, 0xFF, 0xE0], "png": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            "webp": Array("RIFF\u{10}\0\0\0WEBPVP8 ".utf8), "gif": Array("GIF89a".utf8), "bmp": Array("BM".utf8),
        ]
        let bytes = (signatures[format] ?? []) + Fixtures.noise(count: 100_000, seed: 29)
        let picture = try #require(EncodedPicture(bytes: bytes))
        #expect(picture.format.fileExtension == format)
        #expect(throws: MediaFileError.self) { try PictureDecoder.decode(picture, minimumSide: 320) }
    }

    @Test(arguments: ["mp3", "jpg", "png", "webp"])
    func randomBytesNamedAsAPictureAreNotOne(_ ext: String) throws {
        let path = try Fixtures.file(named: "noise-picture.\(ext)", bytes: Fixtures.noise(count: 50_000, seed: 41))
        #expect(throws: MediaFileError.self) { try PictureDecoder.decode(path: path) }
    }
}
