import PictureChecks
import Testing
@testable import ControlCenter

/// A video frame's transmission: RGB, uncompressed, chunked, and the same pixels read back.
@Suite struct KittyGraphicsFramesTests {
    typealias Decode = GraphicsDecoding

    @Test func aFrameIsSentAsRGBWithoutCompressionAndDecodesToTheSamePixels() throws {
        let (width, height) = (120, 90)
        let rgba = Decode.gradient(width: width, height: height)
        let commands = try Decode.kittyCommands(KittyGraphics.transmitFrame(rgba: rgba, width: width, height: height, id: 0x0100_0002))
        let first = try #require(commands.first)
        #expect(first.keys == ["a": "t", "f": "24", "s": "120", "v": "90", "i": "\(0x0100_0002)", "q": "2", "m": "1"])
        #expect(commands.count > 1 && commands.dropFirst().allSatisfy { Set($0.keys.keys) == ["m", "q"] })
        #expect(commands.last?.keys["m"] == "0")
        let rgb = try Decode.base64(commands.flatMap(\.payload))
        let expected = rgba.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
        #expect(rgb == expected)
    }

    @Test func pixelsThatDoNotFillTheSizeOrIDZeroAreNotSent() {
        #expect(KittyGraphics.transmitFrame(rgba: [1, 2, 3, 4], width: 2, height: 1, id: 1).isEmpty)
        #expect(KittyGraphics.transmitFrame(rgba: [1, 2, 3, 4], width: 1, height: 1, id: 0).isEmpty)
        #expect(KittyGraphics.transmitFrame(rgba: [], width: 0, height: 0, id: 1).isEmpty)
    }
}
