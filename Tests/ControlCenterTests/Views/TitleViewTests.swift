import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// The card's title block: the details line gives the track's number where the tags give one,
/// else the place in the queue, said to be that ("3 of 13" alone was read as the track's
/// number); with nothing playing (`playdeck` alone, a queue ended or stopped) it says so, and
/// which key opens the library to choose from.
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

    func lines(keys: KeyBindings) -> [String] {
        var state = TileState(info: NowPlayingInfo(), now: TileFixtures.now)
        state.keys = keys
        return TileFixtures.render(state, columns: 60, rows: 16).grid.lines
    }

    @Test func nothingPlayingNamesTheKeyThatOpensTheLibraryAsTheKeyMapHasIt() throws {
        let shown = lines(keys: .defaults)
        #expect(shown.contains { $0.contains("Nothing playing") }, "\(shown.joined(separator: "\n"))")
        #expect(shown.contains { $0.contains("Press L for the library") }, "\(shown.joined(separator: "\n"))")
        var keys = KeyBindings.defaults
        keys.unbind(try KeyName(parsing: "L"))
        keys.bind(try KeyName(parsing: "o"), to: .tile(.library))
        #expect(lines(keys: keys).contains { $0.contains("Press o for the library") })
        keys.unbind(try KeyName(parsing: "o"))
        #expect(!lines(keys: keys).contains { $0.contains("for the library") }, "no key, no hint")
    }

    @Test func theHintGoesWhileTheLibraryIsOpenBesideTheColumn() {
        var state = TileState(info: NowPlayingInfo(), now: TileFixtures.now)
        state.overlay = .library
        state.libraryPanel = LibraryPanelSnapshot(title: "Library", rows: [], top: 0, selected: 0, count: 0, query: nil,
                                                  isTyping: false, problem: nil, isWaiting: false)
        let shown = TileFixtures.render(state, columns: 160, rows: 45).grid.lines
        #expect(shown.contains { $0.contains("Nothing playing") }, "\(shown.joined(separator: "\n"))")
        #expect(!shown.contains { $0.contains("for the library") }, "\(shown.joined(separator: "\n"))")
    }

    /// A song its server has starred shows a star after its title, in the accent; one not
    /// starred, or whose star is not known, shows none.
    @Test func aStarredServerSongShowsAStarAfterItsTitle() {
        var info = TileFixtures.info()
        info.isStarred = true
        let frame = TileFixtures.render(TileState(info: info, now: TileFixtures.now))
        #expect(frame.grid.lines[4] == "│  ╭──────╮   Magnificent ★                                │")
        #expect(TileFixtures.styles(frame.grid, row: 4) == "s..ssssssss...ttttttttttt.a................................s")
        for star in [false, nil] {
            info.isStarred = star
            let lines = TileFixtures.render(TileState(info: info, now: TileFixtures.now)).grid.lines
            #expect(lines[4] == "│  ╭──────╮   Magnificent                                  │", "\(String(describing: star))")
        }
        info.isStarred = true
        #expect(TileFixtures.render(TileState(info: info, now: TileFixtures.now), ascii: true).grid.lines[4]
                == "|  +------+   Magnificent *                                |")
    }

    /// On a narrow tile a long title is cut to keep the star in view, before the chevron of a description.
    @Test func aLongTitleGivesWayToTheStarAndTheChevron() {
        var info = TileFixtures.info(title: "Magnetosphere in the Long Polar Night of the North")
        info.isStarred = true
        let lines = TileFixtures.render(TileState(info: info, now: TileFixtures.now), columns: 40).grid.lines
        #expect(lines[1] == "│ ╭──────────╮  Magnetosphere in th… ★ │", "\(lines.joined(separator: "\n"))")
        info.metadata.description = "Recorded under the aurora."
        let described = TileFixtures.render(TileState(info: info, now: TileFixtures.now), columns: 40).grid.lines
        #expect(described[1] == "│ ╭──────────╮  Magnetosphere in… ★  › │", "\(described.joined(separator: "\n"))")
    }
}
