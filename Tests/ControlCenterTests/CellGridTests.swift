import Testing
@testable import ControlCenter

/// Placing text into cells: widths, edges, and what is never let through.
@Suite struct CellGridTests {
    @Test func textIsPlacedByColumnsAndReportsTheWidthWritten() {
        var grid = CellGrid(columns: 10, rows: 1)
        #expect(grid.put("ab", x: 1, y: 0, style: .plain) == 2)
        #expect(grid.put("歌", x: 4, y: 0, style: .plain) == 2)
        #expect(grid.lines == [" ab 歌    "])
        #expect(grid[4, 0].width == 2 && grid[5, 0].isContinuation)
    }

    @Test func escapeSequencesNeverReachACell() {
        var grid = CellGrid(columns: 12, rows: 1)
        grid.put("a\u{1B}[31mb\u{7}", x: 0, y: 0, style: .plain)
        #expect(grid.lines == ["a�[31mb�    "])
        #expect(!grid.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
    }

    @Test func bidirectionalOverridesAreRefusedToo() {
        var grid = CellGrid(columns: 6, rows: 1)
        grid.put("a\u{202E}b\u{2066}c", x: 0, y: 0, style: .plain)
        #expect(grid.lines == ["a�b�c "])
    }

    @Test func aWideCharacterThatWouldCrossTheEdgeIsLeftOut() {
        var grid = CellGrid(columns: 5, rows: 1)
        #expect(grid.put("ab가나", x: 0, y: 0, style: .plain) == 4)
        #expect(grid.lines == ["ab가 "])
    }

    @Test func maxWidthStopsTextShortOfTheEdge() {
        var grid = CellGrid(columns: 8, rows: 1)
        grid.put("abcdef", x: 1, y: 0, style: .plain, maxWidth: 3)
        #expect(grid.lines == [" abc    "])
    }

    @Test func overwritingHalfAWideCharacterBlanksItsOtherHalf() {
        var grid = CellGrid(columns: 6, rows: 1)
        grid.put("가나", x: 0, y: 0, style: .plain)
        grid.put("x", x: 1, y: 0, style: .plain)
        #expect(grid.lines == [" x나  "])
        grid.put("y", x: 2, y: 0, style: .plain)
        #expect(grid.lines == [" xy   "])
    }

    @Test func combiningMarksStayWithTheirLetter() {
        var grid = CellGrid(columns: 4, rows: 1)
        grid.put("e\u{301}t", x: 0, y: 0, style: .plain)
        #expect(grid[0, 0].text == "e\u{301}")
        #expect(grid.lines == ["e\u{301}t  "])
    }

    @Test func asciiOnlyGridsReplaceEverythingElseWithOneColumnQuestionMarks() {
        var grid = CellGrid(columns: 8, rows: 1, asciiOnly: true)
        grid.put("é가🎵!", x: 0, y: 0, style: .plain)
        #expect(grid.lines == ["???!    "])
    }

    @Test func placedCellsWithControlCharactersAreReplaced() {
        var grid = CellGrid(columns: 3, rows: 1)
        grid.place(Cell(text: "\u{1B}", width: 1, style: .plain), x: 0, y: 0)
        grid.place(Cell(text: "ab", width: 1, style: .plain), x: 1, y: 0)
        #expect(grid.lines == ["�� "])
    }

    @Test func writingOutsideTheGridIsIgnored() {
        var grid = CellGrid(columns: 3, rows: 1)
        #expect(grid.put("abc", x: 0, y: 5, style: .plain) == 0)
        grid.fill(Rect(x: -2, y: -1, width: 10, height: 10), with: "#", style: .plain)
        #expect(grid.lines == ["###"])
    }
}
