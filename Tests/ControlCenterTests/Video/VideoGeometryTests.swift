import NowPlaying
import Testing
@testable import ControlCenter

/// Where a frame goes in the cells and how many pixels it is rendered with.
@Suite struct VideoGeometryTests {
    @Test func realPixelsAreTheCellsTimesTheTerminalsCellSize() throws {
        let geometry = try #require(VideoGeometry.make(picture: PixelSize(width: 640, height: 640), columns: 24, rows: 12,
                                                       fit: .fit, cell: PixelSize(width: 10, height: 20),
                                                       maximumPixels: VideoGeometry.maximumPixels))
        #expect(geometry == VideoGeometry(columns: 24, rows: 12, width: 240, height: 240, renderWidth: 240, renderHeight: 240))
    }

    @Test func aBigTerminalsFrameIsCappedKeepingItsAspect() throws {
        // 120×60 cells of 18×36 pixels would be 2160×2160.
        let fit = try #require(VideoGeometry.make(picture: PixelSize(width: 1000, height: 1000), columns: 120, rows: 60,
                                                  fit: .fit, cell: PixelSize(width: 18, height: 36),
                                                  maximumPixels: VideoGeometry.maximumPixels))
        #expect(fit.columns == 120 && fit.rows == 60)
        #expect(fit.width * fit.height <= VideoGeometry.maximumPixels)
        #expect(fit.width * fit.height > VideoGeometry.maximumPixels * 99 / 100)
        #expect(fit.width == fit.height)
        #expect(fit.renderWidth == fit.width && fit.renderHeight == fit.height)

        let fill = try #require(VideoGeometry.make(picture: PixelSize(width: 1920, height: 1080), columns: 120, rows: 60,
                                                   fit: .fill, cell: PixelSize(width: 18, height: 36),
                                                   maximumPixels: VideoGeometry.maximumPixels))
        #expect(fill.width * fill.height <= VideoGeometry.maximumPixels)
        #expect(fill.renderHeight == fill.height && fill.renderWidth > fill.width)
        #expect(abs(Double(fill.renderWidth) / Double(fill.renderHeight) - 16.0 / 9.0) < 0.01)
    }

    @Test func noRoomOrNoCellSizeGivesNoGeometry() {
        #expect(VideoGeometry.make(picture: nil, columns: 0, rows: 4, fit: .fit) == nil)
        #expect(VideoGeometry.make(picture: nil, columns: 4, rows: 4, fit: .fit, cell: PixelSize(width: 0, height: 20)) == nil)
    }
}
