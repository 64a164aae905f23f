import NowPlaying
import Testing
@testable import ControlCenter

/// The card's details line: the track's number where the tags give one, else the place in the
/// queue, said to be that ("3 of 13" alone was read as the track's number).
@Suite struct TitleViewTests {
    let view = TitleView(glyphs: .unicode, palette: TileFixtures.appearance().palette)

    @Test func theTaggedTrackNumberIsShownAsTheTracks() {
        var info = TileFixtures.info()
        (info.metadata.genre, info.metadata.year, info.metadata.trackNumber) = ("Ambient", "2024", 3)
        (info.queueIndex, info.queueCount) = (4, 13)
        #expect(view.detailsLine(info) == "Ambient · 2024 · Track 3")
    }

    @Test func withoutATrackNumberThePlaceInTheQueueSaysItIsOne() {
        var info = TileFixtures.info()
        (info.queueIndex, info.queueCount) = (4, 13)
        #expect(view.detailsLine(info) == "5 of 13 in queue")
        info.queueCount = 1
        #expect(view.detailsLine(info) == nil, "a queue of one says nothing")
    }
}
