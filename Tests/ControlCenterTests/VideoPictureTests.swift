import Glibc
@testable import NowPlaying
import Playback
import Testing
import TestSupport
@testable import ControlCenter

/// A real clip's frames through libmpv's software renderer, drawn into the tile's grid.
@Suite struct VideoPictureTests {
    /// libmpv's renderer as the tile sees it.
    final class RendererSource: VideoFrameSource {
        let player: Player
        let renderer: VideoRenderer

        init(clip: String) throws {
            player = try Player(options: PlayerOptions(audioOutput: "null", videoOutput: "libmpv"))
            try player.setOption("video-timing-offset", "0")
            renderer = try player.makeVideoRenderer()
            try player.load(clip)
        }

        deinit { player.close() }

        var updateDescriptor: Int32 { renderer.updateDescriptor }
        func frameIsDue() -> Bool { renderer.frameIsDue() }
        func pictureSize() -> PixelSize? {
            (try? player.screenshotRaw()).map { PixelSize(width: $0.width, height: $0.height) }
        }
        func renderRGBA(width: Int, height: Int) -> [UInt8]? { (try? renderer.render(width: width, height: height))?.rgba() }
    }

    static func monotonic() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A picture that has taken a few frames of the 16:9 testsrc clip.
    static func playingPicture() throws -> (VideoPicture, RendererSource) {
        let source = try RendererSource(clip: try Fixtures.testClip(seconds: 2))
        let picture = VideoPicture(source: source, style: .truecolor)
        var frames = 0
        let deadline = monotonic() + 10
        while frames < 3, monotonic() < deadline {
            var fds = [pollfd(fd: source.updateDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: source.player.wakeupDescriptor, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 2, 500)
            _ = source.player.nextEvents()
            if picture.takeFrame() {
                frames += 1
                picture.acknowledgeUndrawnFrame()
            }
        }
        try #require(frames == 3, "no frames from the clip")
        return (picture, source)
    }

    static func videoInfo() -> NowPlayingInfo {
        var info = TileFixtures.info(title: "Test Clip")
        info.mediaType = .video
        return info
    }

    /// The artwork rectangle's rows: which are blank, and the colours drawn.
    static func scan(_ grid: CellGrid, _ rect: Rect) -> (blankRows: [Int], colours: Set<TerminalColor>) {
        var blank: [Int] = [], colours: Set<TerminalColor> = []
        for y in rect.y..<rect.maxY {
            var empty = true
            for x in rect.x..<rect.maxX {
                let cell = grid[x, y]
                if cell.text != " " || cell.style.background != grid[0, 0].style.background { empty = false }
                colours.insert(cell.style.foreground)
                colours.insert(cell.style.background)
            }
            if empty { blank.append(y - rect.y) }
        }
        return (blank, colours)
    }

    @Test func aFrameOfA16By9ClipFillsTheArtworkAreaInColourLetterboxedTopAndBottom() throws {
        let (picture, source) = try Self.playingPicture()
        let rect = try #require(TileLayout.make(columns: 80, rows: 24, compactBelowColumns: 60).artwork)
        #expect(rect.width == rect.height * 2, "a square box in pixels")
        let frame = TileRenderer.render(TileState(info: Self.videoInfo(), now: TileFixtures.now),
                                        appearance: TileFixtures.appearance(depth: .truecolor), columns: 80, rows: 24,
                                        artwork: picture.cells)
        let (blank, colours) = Self.scan(frame.grid, rect)
        #expect(colours.count > 12, "testsrc is colourful")
        // 16:9 in a square: the picture takes ~56% of the height; the rest is blank above and below.
        #expect(blank.contains(0) && blank.contains(rect.height - 1), "no letterbox: \(blank)")
        #expect(blank.count >= rect.height / 3 && blank.count < rect.height, "blank rows: \(blank)")
        #expect(picture.framesDrawn == 1)
        _ = source
    }

    @Test func fillCoversTheWholeAreaWithoutBlankRows() throws {
        let (picture, source) = try Self.playingPicture()
        picture.fit = .fill
        let rect = try #require(TileLayout.make(columns: 80, rows: 24, compactBelowColumns: 60).artwork)
        let frame = TileRenderer.render(TileState(info: Self.videoInfo(), now: TileFixtures.now),
                                        appearance: TileFixtures.appearance(depth: .truecolor), columns: 80, rows: 24,
                                        artwork: picture.cells)
        let (blank, colours) = Self.scan(frame.grid, rect)
        #expect(blank.isEmpty, "blank rows in fill: \(blank)")
        #expect(colours.count > 12)
        _ = source
    }

    @Test func theSameFrameAtTheSameSizeIsTurnedIntoCellsOnce() throws {
        let (picture, source) = try Self.playingPicture()
        let first = picture.cells(columns: 20, rows: 10)
        #expect(first != nil)
        #expect(picture.cells(columns: 20, rows: 10) == first)
        #expect(picture.framesDrawn == 1)
        _ = picture.cells(columns: 12, rows: 6)
        #expect(picture.framesDrawn == 2)
        _ = source
    }

    @Test func fillRendersLargerThanTheBoxAndCropsToIt() throws {
        let fill = VideoGeometry.make(picture: PixelSize(width: 1280, height: 720), columns: 20, rows: 10, fit: .fill)
        #expect(fill == VideoGeometry(columns: 20, rows: 10, width: 160, height: 160, renderWidth: 284, renderHeight: 160))
        let fit = VideoGeometry.make(picture: PixelSize(width: 1280, height: 720), columns: 20, rows: 10, fit: .fit)
        #expect(fit == VideoGeometry(columns: 20, rows: 6, width: 160, height: 96, renderWidth: 160, renderHeight: 96))
        let pixels: [UInt8] = (0..<284 * 160).flatMap { i -> [UInt8] in [UInt8(i % 284 % 256), 0, 0, 255] }
        let cropped = try #require(fill).cropped(pixels)
        #expect(cropped.count == 160 * 160 * 4)
        #expect(cropped[0] == UInt8((284 - 160) / 2))
    }
}
