import PictureChecks
import Testing
@testable import ControlCenter

/// The kitty graphics commands, parsed back and their pictures decompressed.
@Suite struct KittyGraphicsTests {
    typealias Decode = GraphicsDecoding

    /// The pixels a transmission carries, joined from its chunks, base64-decoded and inflated.
    func received(_ commands: [Decode.KittyCommand], width: Int, height: Int) throws -> [UInt8] {
        let text = commands.flatMap(\.payload)
        return try Decode.inflate(Decode.base64(text), size: width * height * 4)
    }

    @Test func aTransmissionDecodesToTheSamePixels() throws {
        let rgba = Decode.gradient(width: 37, height: 23)
        let commands = try Decode.kittyCommands(KittyGraphics.transmit(rgba: rgba, width: 37, height: 23, id: 7))
        #expect(commands.count == 1)
        let first = try #require(commands.first)
        #expect(first.keys == ["a": "t", "f": "32", "s": "37", "v": "23", "i": "7", "o": "z", "q": "2", "m": "0"])
        #expect(try received(commands, width: 37, height: 23) == rgba)
    }

    @Test func aLargeTransmissionIsChunkedAndStillDecodesExactly() throws {
        // Noise does not compress: hundreds of chunks.
        var generator = SystemRandomNumberGenerator()
        let (width, height) = (400, 300)
        let rgba = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let commands = try Decode.kittyCommands(KittyGraphics.transmit(rgba: rgba, width: width, height: height, id: 0x0102_0304))
        #expect(commands.count > 100)
        for (index, command) in commands.enumerated() {
            let last = index == commands.count - 1
            #expect(command.keys["m"] == (last ? "0" : "1"))
            #expect(command.keys["q"] == "2")
            #expect(command.payload.count <= 4096 && !command.payload.isEmpty)
            if !last { #expect(command.payload.count % 4 == 0) }
            if index > 0 { #expect(Set(command.keys.keys) == ["m", "q"]) }
        }
        #expect(commands.first?.keys["i"] == "\(0x0102_0304)")
        #expect(commands.first?.keys["s"] == "400" && commands.first?.keys["v"] == "300")
        #expect(try received(commands, width: width, height: height) == rgba)
    }

    @Test func pixelsThatDoNotFillTheSizeAreNotSent() {
        #expect(KittyGraphics.transmit(rgba: [1, 2, 3, 4], width: 2, height: 1, id: 1).isEmpty)
        #expect(KittyGraphics.transmit(rgba: [], width: 0, height: 0, id: 1).isEmpty)
        #expect(KittyGraphics.transmit(rgba: [1, 2, 3, 4], width: 1, height: 1, id: 0).isEmpty)
    }

    @Test func placingKeepsTheCursorAndSitsBehindText() throws {
        let commands = try Decode.kittyCommands(KittyGraphics.place(id: 9, columns: 40, rows: 20))
        #expect(commands.map(\.keys) == [["a": "p", "i": "9", "p": "1", "c": "40", "r": "20", "C": "1", "z": "-1", "q": "2"]])
        #expect(commands.first?.payload.isEmpty == true)
    }

    @Test func aVirtualPlacementAsksForUnicodePlaceholders() throws {
        let commands = try Decode.kittyCommands(KittyGraphics.virtualPlacement(id: 9, columns: 12, rows: 6))
        #expect(commands.map(\.keys) == [["a": "p", "U": "1", "i": "9", "c": "12", "r": "6", "q": "2"]])
    }

    @Test func deletingFreesTheImagesData() throws {
        let commands = try Decode.kittyCommands(KittyGraphics.delete(id: 300))
        #expect(commands.map(\.keys) == [["a": "d", "d": "I", "i": "300", "q": "2"]])
    }

    @Test func tmuxPassthroughDoublesEveryEscapeAndUnwrapsToTheSequence() {
        let sequence = KittyGraphics.place(id: 5, columns: 3, rows: 2)
        let wrapped = TmuxPassthrough.wrap(sequence)
        #expect(Array(wrapped.prefix(7)) == [0x1B] + Array("Ptmux;".utf8))
        #expect(Array(wrapped.suffix(2)) == [0x1B, 0x5C])
        let inner = Array(wrapped.dropFirst(7).dropLast(2))
        #expect(inner.count == sequence.count + sequence.filter { $0 == 0x1B }.count)
        var unwrapped: [UInt8] = []
        var index = 0
        while index < inner.count {
            if inner[index] == 0x1B {
                #expect(index + 1 < inner.count && inner[index + 1] == 0x1B)
                index += 1
            }
            unwrapped.append(inner[index])
            index += 1
        }
        #expect(unwrapped == sequence)
    }
}
