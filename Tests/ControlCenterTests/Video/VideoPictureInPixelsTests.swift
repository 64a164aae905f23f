import EventLoop
import Glibc
import NowPlaying
import Testing
import TestSupport
@testable import ControlCenter

/// The video picture in real pixels over a fake source: the cells only make room (or name the
/// frame on screen), frames are rendered at the cells' pixels, and a slow encoder drops frames.
@Suite struct VideoPictureInPixelsTests {
    /// Frames on demand: each `advance()` is a new frame, rendered as a solid colour whose red
    /// is the frame's number; every render's size is recorded.
    final class FakeSource: VideoFrameSource {
        let wakeup: Wakeup
        var frame: UInt8 = 0
        var due = false
        var renders: [PixelSize] = []
        let size: PixelSize

        init(size: PixelSize) throws {
            wakeup = try Wakeup()
            self.size = size
        }

        func advance() {
            frame += 1
            due = true
            wakeup.wake()
        }

        var updateDescriptor: Int32 { wakeup.descriptor }
        func frameIsDue() -> Bool {
            wakeup.drain()
            defer { due = false }
            return due
        }
        func pictureSize() -> PixelSize? { size }
        func renderRGBA(width: Int, height: Int) -> [UInt8]? {
            renders.append(PixelSize(width: width, height: height))
            return (0..<width * height).flatMap { _ in [frame, 80, 120, 255] }
        }
    }

    static let cell = PixelSize(width: 10, height: 20)

    @Test func directKittyAndSixelReserveBlankCellsFittedToThePictureAndRenderAtTheirPixels() throws {
        for kind in [PixelProtocol.kitty(placeholders: false), .sixel] {
            let source = try FakeSource(size: PixelSize(width: 1280, height: 720))
            let picture = VideoPicture(source: source, style: .pixels(kind), cell: Self.cell)
            #expect(picture.cells(columns: 24, rows: 12) == nil, "no frame yet")
            source.advance()
            #expect(picture.takeFrame())
            let cells = try #require(picture.cells(columns: 24, rows: 12))
            #expect(cells.columns == 24 && cells.rows == 7, "16:9 letterboxed in a square box")
            #expect(cells.cells.allSatisfy { $0.text == " " })
            let image = try #require(cells.image)
            #expect(picture.pixels?.owns(image) == true)
            #expect(source.renders.isEmpty, "cells alone render nothing")
            let placement = PixelPlacement(rect: Rect(x: 1, y: 1, width: 24, height: 7), image: image)
            let frame = try #require(picture.frame(for: placement))
            #expect(frame.width == 240 && frame.height == 140 && frame.rgba.count == 240 * 140 * 4)
            #expect(source.renders == [PixelSize(width: 240, height: 140)])
            picture.acknowledgeUndrawnFrame()
            #expect(source.renders.count == 1, "a rendered frame needs no acknowledgement")
            #expect(picture.frame(for: PixelPlacement(rect: Rect(x: 1, y: 1, width: 20, height: 7), image: image)) == nil,
                    "not the cells reserved")
        }
    }

    @Test func placeholderCellsNameTheFrameOnScreen() throws {
        let source = try FakeSource(size: PixelSize(width: 640, height: 640))
        let picture = VideoPicture(source: source, style: .pixels(.kitty(placeholders: true)), cell: Self.cell)
        let pixels = try #require(picture.pixels)
        source.advance()
        _ = picture.takeFrame()
        let before = try #require(picture.cells(columns: 12, rows: 6))
        #expect(before.image == VideoPixels.imageIDs[0])
        #expect(before[0, 0].text.unicodeScalars.first == KittyGraphics.placeholder)
        let placement = PixelPlacement(rect: Rect(x: 0, y: 0, width: 12, height: 6), image: VideoPixels.imageIDs[0])
        for _ in 0..<2 {
            let frame = try #require(picture.frame(for: placement))
            _ = pixels.frame(rgba: frame.rgba, width: frame.width, height: frame.height, at: placement)
        }
        let after = try #require(picture.cells(columns: 12, rows: 6))
        #expect(after.image == VideoPixels.imageIDs[1])
        #expect(after != before)
    }

    @Test func aFrameThatIsNotDrawnIsStillRenderedSoThatMpvMovesOn() throws {
        let source = try FakeSource(size: PixelSize(width: 640, height: 640))
        let picture = VideoPicture(source: source, style: .pixels(.sixel), cell: Self.cell)
        source.advance()
        _ = picture.takeFrame()
        picture.acknowledgeUndrawnFrame()
        #expect(source.renders == [PixelSize(width: 2, height: 2)])
        #expect(!picture.takeFrame(), "one wake-up, one frame")
    }

    @Test func framesThatArriveWhileOneIsEncodedAreDroppedAndTheNewestIsWritten() throws {
        let source = try FakeSource(size: PixelSize(width: 640, height: 640))
        let started = WorkerGate(), gate = WorkerGate()
        let encodedFrames = Locked<[UInt8]>([])
        let pixels = VideoPixels(kind: .sixel, cell: Self.cell) { job in
            encodedFrames.withLock { $0.append(job.rgba[0]) }
            started.open()
            gate.wait()
            return Array("frame \(job.rgba[0])".utf8)
        }
        let picture = VideoPicture(source: source, pixels: pixels)
        var placement: PixelPlacement?
        // The loop's part for each frame: take it, render it for the cells, hand it over.
        for number in 1...8 {
            source.advance()
            #expect(picture.takeFrame())
            let cells = try #require(picture.cells(columns: 12, rows: 6))
            let shown = PixelPlacement(rect: Rect(x: 0, y: 0, width: cells.columns, height: cells.rows), image: try #require(cells.image))
            if placement == nil { #expect(pixels.update(to: shown, erased: true).needsFrame) }
            placement = shown
            let frame = try #require(picture.frame(for: shown))
            pixels.encode(rgba: frame.rgba, width: frame.width, height: frame.height, at: shown)
            if number == 1 { started.wait() }
        }
        gate.open()
        var written: [String] = []
        var ready = pollfd(fd: pixels.encoderDescriptor, events: Int16(POLLIN), revents: 0)
        while written.last != "frame 8", poll(&ready, 1, 10_000) > 0 {
            if let write = pixels.takeEncoded() { written.append(String(decoding: write.bytes, as: UTF8.self)) }
        }
        #expect(written.last == "frame 8")
        #expect(encodedFrames.withLock { $0 } == [1, 8], "the frames between were queued")
        #expect(source.renders.count == 8, "every frame was rendered once, on the loop")
    }
}
