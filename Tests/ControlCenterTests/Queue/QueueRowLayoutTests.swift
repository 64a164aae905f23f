import Settings
import Testing
@testable import ControlCenter
@testable import NowPlaying

/// Queue rows in columns: title, artist, album and length where the width allows, the album
/// dropped first, then the artist, then the length; the playing row still marked.
@Suite struct QueueRowLayoutTests {
    static let rows = [
        QueueRow(index: 0, id: 1, title: "Green Curtain", artist: "The Seeds", album: "Wind River", duration: 185, isCurrent: false),
        QueueRow(index: 1, id: 2, title: "Déjà Vu", artist: "Beyoncé", album: "B'Day", duration: 240.9, isCurrent: true),
        QueueRow(index: 2, id: 3, title: "夜に駆ける", artist: "YOASOBI", duration: 261, isCurrent: false),
    ]

    func lines(columns: Int, rows: [QueueRow] = Self.rows) -> [String] {
        var grid = CellGrid(columns: columns, rows: 7)
        let panel = QueuePanelSnapshot(total: 3, shown: 3, selected: 0, top: 0, rows: rows, query: nil, isFocused: false)
        _ = QueuePanelView(glyphs: .unicode, palette: TileFixtures.appearance().palette)
            .draw(over: grid.bounds, panel: panel, info: nil, keys: .defaults, into: &grid)
        return Array(grid.lines[1...3])
    }

    @Test func aHundredColumnsShowTitleArtistAlbumAndLength() {
        #expect(lines(columns: 100) == [
            "│    1  Green Curtain                     The Seeds                 Wind River                3:05 │",
            "│  ▶ 2  Déjà Vu                           Beyoncé                   B'Day                     4:00 │",
            "│    3  夜に駆ける                        YOASOBI                                             4:21 │",
        ])
    }

    @Test func sixtyColumnsDropTheAlbum() {
        #expect(lines(columns: 60) == [
            "│    1  Green Curtain               The Seeds         3:05 │",
            "│  ▶ 2  Déjà Vu                     Beyoncé           4:00 │",
            "│    3  夜に駆ける                  YOASOBI           4:21 │",
        ])
    }

    @Test func fortyColumnsDropTheArtistThenThirtyTheLength() {
        #expect(lines(columns: 40) == [
            "│    1  Green Curtain             3:05 │",
            "│  ▶ 2  Déjà Vu                   4:00 │",
            "│    3  夜に駆ける                4:21 │",
        ])
        #expect(lines(columns: 30) == [
            "│    1  Green Curtain        │",
            "│  ▶ 2  Déjà Vu              │",
            "│    3  夜に駆ける           │",
        ])
    }

    @Test func rowsWithoutTagsGiveTheirRoomToTheTitle() {
        let untagged = (0..<3).map { QueueRow(index: $0, id: $0 + 1, title: "a rather long file name number \($0 + 1).ogg", isCurrent: $0 == 1) }
        #expect(lines(columns: 60, rows: untagged) == [
            "│    1  a rather long file name number 1.ogg               │",
            "│  ▶ 2  a rather long file name number 2.ogg               │",
            "│    3  a rather long file name number 3.ogg               │",
        ])
    }

    @Test func aLongTitleIsCutAtItsColumn() {
        var rows = Self.rows
        rows[0].title = "A Title Far Too Long For Its Column Here"
        #expect(lines(columns: 60, rows: rows)[0] == "│    1  A Title Far Too Long For…   The Seeds         3:05 │")
    }
}
