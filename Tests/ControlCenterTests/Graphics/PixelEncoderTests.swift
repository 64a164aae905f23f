import PictureChecks
import Foundation
import MediaFiles
import NowPlaying
import Testing
import TestSupport
@testable import ControlCenter

/// sixel and iTerm2 pictures from libchafa, decoded by other programs and compared with the
/// source at the size they came out.
@Suite struct PixelEncoderTests {
    typealias Decode = GraphicsDecoding
    let source = Decode.gradient(width: 640, height: 480)
    let cell = PixelSize(width: 9, height: 19)

    /// How close a decoded picture is to the source drawn at its size.
    func psnr(_ picture: DecodedPicture) -> Double {
        Decode.psnr(picture.rgba, Decode.gradient(width: picture.width, height: picture.height))
    }

    @Test func sixelDecodesToTheCellsSizeAndThePicture() throws {
        let bytes = try #require(PixelEncoder.sixel(rgba: source, width: 640, height: 480, columns: 40, rows: 13, cell: cell))
        #expect(Array(bytes.prefix(2)) == [0x1B, UInt8(ascii: "P")])
        #expect(Array(bytes.suffix(2)) == [0x1B, UInt8(ascii: "\\")])
        let path = Decode.scratch("art.six")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try Fixtures.run("/usr/bin/sixel2png", ["-i", path, "-o", path + ".png"])
        let picture = try Decode.decodePicture(path: path + ".png")
        // 13 rows of 19 pixels are 247: chafa keeps whole sixel bands (6 pixels) inside the cells.
        #expect(picture.width == 40 * 9)
        #expect(picture.height == 13 * 19 - (13 * 19) % 6)
        #expect(psnr(picture) >= 30, "PSNR \(psnr(picture)) dB")
    }

    @Test func sixelHeightIsExactWhenTheCellsMakeWholeBands() throws {
        let bytes = try #require(PixelEncoder.sixel(rgba: source, width: 640, height: 480, columns: 20, rows: 10,
                                                    cell: PixelSize(width: 8, height: 18)))
        let path = Decode.scratch("bands.six")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try Fixtures.run("/usr/bin/sixel2png", ["-i", path, "-o", path + ".png"])
        let picture = try Decode.decodePicture(path: path + ".png")
        #expect(picture.width == 160 && picture.height == 180)
        #expect(psnr(picture) >= 30, "PSNR \(psnr(picture)) dB")
    }

    @Test func itermCarriesAPictureOfTheCellsSize() throws {
        let bytes = try #require(PixelEncoder.iterm(rgba: source, width: 640, height: 480, columns: 40, rows: 13, cell: cell))
        let text = String(decoding: bytes, as: UTF8.self)
        let prefix = "\u{1B}]1337;File="
        #expect(text.hasPrefix(prefix) && text.hasSuffix("\u{07}"))
        let body = text.dropFirst(prefix.count).dropLast()
        let colon = try #require(body.firstIndex(of: ":"))
        let arguments = Dictionary(body[..<colon].split(separator: ";").map { pair in
            let kv = pair.split(separator: "=", maxSplits: 1)
            return (String(kv[0]), kv.count > 1 ? String(kv[1]) : "")
        }) { $1 }
        #expect(arguments["inline"] == "1")
        #expect(arguments["width"] == "40" && arguments["height"] == "13")
        let file = try Decode.base64(Array(body[body.index(after: colon)...].utf8))
        let path = Decode.scratch("art.tiff")
        try Data(file).write(to: URL(fileURLWithPath: path))
        let picture = try Decode.decodePicture(path: path)
        #expect(picture.width == 40 * 9 && picture.height == 13 * 19)
        #expect(psnr(picture) >= 30, "PSNR \(psnr(picture)) dB")
    }

    @Test func pixelsThatDoNotFillTheSizeOrNoCellsGiveNothing() {
        #expect(PixelEncoder.sixel(rgba: [0, 0, 0], width: 1, height: 1, columns: 2, rows: 2, cell: cell) == nil)
        #expect(PixelEncoder.sixel(rgba: source, width: 640, height: 480, columns: 0, rows: 2, cell: cell) == nil)
        #expect(PixelEncoder.iterm(rgba: source, width: 640, height: 480, columns: 2, rows: 2,
                                   cell: PixelSize(width: 0, height: 10)) == nil)
        // Less than one sixel band of cells has no picture chafa would draw.
        #expect(PixelEncoder.sixel(rgba: source, width: 640, height: 480, columns: 2, rows: 1,
                                   cell: PixelSize(width: 2, height: 4)) == nil)
    }

    @Test func aOnePixelCoverStillFillsTheCells() throws {
        let bytes = try #require(PixelEncoder.sixel(rgba: [200, 40, 40, 255], width: 1, height: 1, columns: 4, rows: 2,
                                                    cell: PixelSize(width: 8, height: 18)))
        let path = Decode.scratch("dot.six")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try Fixtures.run("/usr/bin/sixel2png", ["-i", path, "-o", path + ".png"])
        let picture = try Decode.decodePicture(path: path + ".png")
        #expect(picture.width == 32 && picture.height == 36)
        let reds = stride(from: 0, to: picture.rgba.count, by: 4).filter { picture.rgba[$0] > 150 && picture.rgba[$0 + 1] < 100 }
        #expect(reds.count == 32 * 36)
    }
}
