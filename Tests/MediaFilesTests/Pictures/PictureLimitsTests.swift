@testable import MediaFiles
import Testing

@Suite struct PictureLimitsTests {
    @Test func picturesAreScaledDownToTheSideAskedForNeverUp() {
        #expect(PictureLimits.size(width: 1000, height: 800, minimumSide: 320) == (320, 256))
        #expect(PictureLimits.size(width: 800, height: 1000, minimumSide: 320) == (256, 320))
        #expect(PictureLimits.size(width: 100, height: 50, minimumSide: 320) == (100, 50))
        #expect(PictureLimits.size(width: 100, height: 50, minimumSide: 0) == (100, 50))
        #expect(PictureLimits.size(width: 5000, height: 1, minimumSide: 320) == (320, 1))
    }

    @Test func sidesOverTheLimitAreRefused() {
        #expect(throws: Never.self) { try PictureLimits.check(width: 16384, height: 16384) }
        #expect(throws: MediaFileError.self) { try PictureLimits.check(width: 16385, height: 1) }
        #expect(throws: MediaFileError.self) { try PictureLimits.check(width: 0, height: 10) }
    }
}
