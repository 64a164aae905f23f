import Glibc
import NowPlaying
import PictureChecks
import Testing
@testable import ControlCenter

/// What the video's presenter sends: kitty frames under two ids in turn, the old one deleted
/// once the new one is whole; sixel frames written when encoded, for the cells still showing
/// video; and nothing at all for a repaint that changes nothing.
@Suite struct VideoPixelsTests {
    static let cell = PixelSize(width: 10, height: 20)
    static let ids = VideoPixels.imageIDs

    static func at(_ x: Int, _ y: Int, width: Int = 4, height: Int = 2) -> PixelPlacement {
        PixelPlacement(rect: Rect(x: x, y: y, width: width, height: height), image: ids[0])
    }

    static func solid(_ red: UInt8, width: Int = 40, height: Int = 40) -> [UInt8] {
        (0..<width * height).flatMap { _ in [red, 60, 90, 255] }
    }

    /// The graphics commands of some writes, parsed.
    static func commands(_ writes: [PixelPresenter.Write]) throws -> [GraphicsDecoding.KittyCommand] {
        try writes.flatMap { try GraphicsDecoding.kittyCommands($0.bytes) }
    }

    static func actions(_ writes: [PixelPresenter.Write]) throws -> [String] {
        try commands(writes).compactMap { command in
            command.keys["a"].map { "\($0) \(command.keys["d"] ?? "")\(command.keys["i"] ?? "")" }
        }
    }

    @Test func kittyFramesTakeTwoIdsInTurnAndTheOldOneIsDeletedOnlyAfterTheNewIsPlaced() throws {
        let pixels = VideoPixels(kind: .kitty(placeholders: false), passthrough: false, cell: Self.cell)
        let first = pixels.update(to: Self.at(3, 2), erased: true)
        #expect(first.needsFrame && first.writes.isEmpty, "no frame yet: one must be rendered")

        let one = pixels.frame(rgba: Self.solid(10), width: 40, height: 40, at: Self.at(3, 2))
        #expect(try Self.actions(one.before) == ["t \(Self.ids[0])", "p \(Self.ids[0])"])
        #expect(one.before.map(\.origin) == [nil, PixelPresenter.Write.Position(x: 3, y: 2)])
        let placement = try #require(Self.commands([one.before[1]]).first)
        #expect(placement.keys["c"] == "4" && placement.keys["r"] == "2")
        #expect(one.after.isEmpty)
        #expect(pixels.imageID == Self.ids[0])

        let two = pixels.frame(rgba: Self.solid(20), width: 40, height: 40, at: Self.at(3, 2))
        #expect(try Self.actions(two.before) == ["t \(Self.ids[1])", "p \(Self.ids[1])"])
        #expect(try Self.actions(two.after) == ["d I\(Self.ids[0])"])
        let three = pixels.frame(rgba: Self.solid(30), width: 40, height: 40, at: Self.at(3, 2))
        #expect(try Self.actions(three.before + three.after) == ["t \(Self.ids[0])", "p \(Self.ids[0])", "d I\(Self.ids[1])"])
        #expect(pixels.framesSent == 3)
    }

    @Test func kittyRepaintsSendNothingUnlessTheCellsMovedOrWereErasedAndAResizeAsksForAFrame() throws {
        let pixels = VideoPixels(kind: .kitty(placeholders: false), passthrough: false, cell: Self.cell)
        _ = pixels.update(to: Self.at(3, 2), erased: true)
        _ = pixels.frame(rgba: Self.solid(10), width: 40, height: 40, at: Self.at(3, 2))
        #expect(pixels.update(to: Self.at(3, 2), erased: false) == VideoPixels.Output(), "the elapsed-second repaint")
        let erased = pixels.update(to: Self.at(3, 2), erased: true)
        #expect(try Self.actions(erased.writes) == ["p \(Self.ids[0])"] && !erased.needsFrame)
        let moved = pixels.update(to: Self.at(5, 1), erased: false)
        #expect(moved.writes.map(\.origin) == [PixelPresenter.Write.Position(x: 5, y: 1)])
        #expect(pixels.update(to: Self.at(5, 1, width: 6, height: 3), erased: false).needsFrame)

        let covered = pixels.update(to: nil, erased: false)
        #expect(try Self.actions(covered.writes) == ["d i\(Self.ids[0])"], "an overlay: the placement goes, the data stays")
        #expect(pixels.update(to: nil, erased: false) == VideoPixels.Output())
        let uncovered = pixels.update(to: Self.at(5, 1), erased: false)
        #expect(try Self.actions(uncovered.writes) == ["p \(Self.ids[0])"])
        #expect(try Self.actions(pixels.clear().writes) == ["d I\(Self.ids[0])"])
        #expect(pixels.clear() == VideoPixels.Output())
    }

    @Test func kittyPlaceholderFramesAreVirtualPlacementsThroughTmuxAndRepaintsNeverWrite() throws {
        let pixels = VideoPixels(kind: .kitty(placeholders: true), passthrough: true, cell: Self.cell)
        #expect(pixels.update(to: Self.at(0, 0), erased: true).needsFrame)
        let one = pixels.frame(rgba: Self.solid(10), width: 40, height: 40, at: Self.at(0, 0))
        let two = pixels.frame(rgba: Self.solid(20), width: 40, height: 40, at: Self.at(0, 0))
        let writes = one.before + one.after + two.before + two.after
        #expect(writes.allSatisfy { $0.origin == nil && $0.bytes.starts(with: Array("\u{1B}Ptmux;".utf8)) })
        let inner = TerminalOutput.passthrough(writes.flatMap(\.bytes))
        let commands = try TerminalOutput.kittyCommands(in: inner)
        let actions = commands.compactMap { command in command.keys["a"].map { "\($0)\(command.keys["U"] ?? "") \(command.keys["i"] ?? "")" } }
        #expect(actions == ["t \(Self.ids[0])", "p1 \(Self.ids[0])", "t \(Self.ids[1])", "p1 \(Self.ids[1])", "d \(Self.ids[0])"])
        #expect(pixels.imageID == Self.ids[1], "the cells must now name the second frame")
        #expect(pixels.update(to: Self.at(7, 3), erased: true) == VideoPixels.Output())
        #expect(pixels.update(to: nil, erased: false) == VideoPixels.Output())
        #expect(pixels.update(to: Self.at(7, 3, width: 5, height: 2), erased: false).needsFrame)
    }

    /// The sixel presenter with an encoder that names each frame by its first byte.
    static func sixelPixels() -> VideoPixels {
        VideoPixels(kind: .sixel, cell: cell) { job in Array("frame \(job.rgba[0])".utf8) }
    }

    /// The next encoded frame the presenter hands over (at most 10 s), or nil.
    static func encoded(_ pixels: VideoPixels) -> PixelPresenter.Write? {
        var ready = pollfd(fd: pixels.encoderDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 10_000) == 1 else { return nil }
        return pixels.takeEncoded()
    }

    @Test func sixelFramesAreWrittenWhenEncodedOnlyWhereTheVideoStillShows() throws {
        let pixels = Self.sixelPixels()
        #expect(pixels.update(to: Self.at(2, 1), erased: false).needsFrame)
        pixels.encode(rgba: Self.solid(1), width: 40, height: 40, at: Self.at(2, 1))
        let first = try #require(Self.encoded(pixels))
        #expect(first == PixelPresenter.Write(origin: PixelPresenter.Write.Position(x: 2, y: 1), bytes: Array("frame 1".utf8)))
        #expect(pixels.update(to: Self.at(2, 1), erased: false) == VideoPixels.Output(), "the elapsed-second repaint")
        #expect(pixels.update(to: Self.at(2, 1), erased: true).writes == [first], "written again after an erase")

        let covered = pixels.update(to: nil, erased: false)
        #expect(covered.discard == Rect(x: 2, y: 1, width: 4, height: 2) && covered.writes.isEmpty)
        pixels.encode(rgba: Self.solid(2), width: 40, height: 40, at: Self.at(2, 1))
        #expect(Self.encoded(pixels) == nil, "written over an overlay")
        let uncovered = pixels.update(to: Self.at(2, 1), erased: false)
        #expect(uncovered.writes.map(\.bytes) == [Array("frame 2".utf8)], "the newest frame, kept for when it shows")

        let moved = pixels.update(to: Self.at(6, 3), erased: false)
        #expect(moved.discard == Rect(x: 2, y: 1, width: 4, height: 2) && moved.writes.isEmpty && moved.needsFrame)
        pixels.encode(rgba: Self.solid(3), width: 40, height: 40, at: Self.at(6, 3))
        #expect(Self.encoded(pixels)?.origin == PixelPresenter.Write.Position(x: 6, y: 3))
        #expect(pixels.framesSent == 2)
        #expect(pixels.clear().discard == Rect(x: 6, y: 3, width: 4, height: 2))
    }

    @Test func aSixelFrameOfTheItemThatEndedIsNotWrittenForTheNext() {
        let pixels = Self.sixelPixels()
        _ = pixels.update(to: Self.at(2, 1), erased: false)
        pixels.encode(rgba: Self.solid(1), width: 40, height: 40, at: Self.at(2, 1))
        pixels.reset()
        #expect(pixels.update(to: Self.at(2, 1), erased: true).needsFrame)
        pixels.encode(rgba: Self.solid(2), width: 40, height: 40, at: Self.at(2, 1))
        var written: [String] = []
        var ready = pollfd(fd: pixels.encoderDescriptor, events: Int16(POLLIN), revents: 0)
        while written.last != "frame 2", poll(&ready, 1, 10_000) > 0 {
            if let write = pixels.takeEncoded() { written.append(String(decoding: write.bytes, as: UTF8.self)) }
        }
        #expect(written == ["frame 2"])
    }
}
