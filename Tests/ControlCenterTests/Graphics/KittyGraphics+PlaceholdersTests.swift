import Testing
@testable import ControlCenter

/// Unicode placeholder cells: which piece of the image each cell shows, and whose image.
@Suite struct KittyPlaceholderTests {
    /// The numbers a placeholder cell's diacritics stand for.
    func numbers(_ cell: Cell) -> [Int] {
        cell.text.unicodeScalars.dropFirst().compactMap { scalar in
            KittyGraphics.diacritics.firstIndex(of: scalar.value)
        }
    }

    @Test func everyCellNamesItsRowThenColumn() throws {
        let cells = try #require(KittyGraphics.placeholderCells(id: 0x00AB_CDEF, columns: 5, rows: 3))
        #expect(cells.columns == 5 && cells.rows == 3 && cells.cells.count == 15)
        for y in 0..<3 {
            for x in 0..<5 {
                let cell = cells[x, y]
                #expect(cell.text.unicodeScalars.first == "\u{10EEEE}")
                #expect(cell.text.unicodeScalars.count == 3)
                #expect(numbers(cell) == [y, x])
                #expect(cell.style.foreground == .rgb(0xAB, 0xCD, 0xEF))
                #expect(cell.style.background == .default)
            }
        }
        // Spot checks against the spec's table itself.
        #expect(Array(cells[0, 0].text.unicodeScalars.map(\.value)) == [0x10EEEE, 0x0305, 0x0305])
        #expect(Array(cells[4, 2].text.unicodeScalars.map(\.value)) == [0x10EEEE, 0x030E, 0x0312])
    }

    @Test func theIdsFourthByteIsAThirdDiacritic() throws {
        let cells = try #require(KittyGraphics.placeholderCells(id: 0x2A00_0001, columns: 2, rows: 2))
        #expect(cells.cells.allSatisfy { $0.style.foreground == .rgb(0, 0, 1) })
        #expect(numbers(cells[1, 0]) == [0, 1, 0x2A])
    }

    @Test func aPlaceholderCellIsOneGraphemeOneColumnWideAndSurvivesTheGrid() throws {
        let cells = try #require(KittyGraphics.placeholderCells(id: 0xFF00_0102, columns: 3, rows: 2))
        var grid = CellGrid(columns: 6, rows: 3)
        for y in 0..<cells.rows {
            for x in 0..<cells.columns {
                let cell = cells[x, y]
                #expect(cell.width == 1 && cell.text.count == 1)
                #expect(DisplayWidth.of(cell.text) == 1)
                grid.place(cell, x: x + 2, y: y + 1)
            }
        }
        for y in 0..<cells.rows {
            for x in 0..<cells.columns { #expect(grid[x + 2, y + 1] == cells[x, y]) }
        }
    }

    @Test func theTableIsTheSpecsAboveMarks() {
        #expect(KittyGraphics.diacritics.count == 297)
        #expect(KittyGraphics.diacritics == KittyGraphics.diacritics.sorted())
        #expect(KittyGraphics.diacritics.allSatisfy { value in
            guard let scalar = Unicode.Scalar(value) else { return false }
            return scalar.properties.generalCategory == .nonspacingMark
                && scalar.properties.canonicalCombiningClass == .above
        })
        #expect(KittyGraphics.diacritics.last == 0x1D244)
    }

    @Test func sizesTheTableCannotNumberAndIdZeroGiveNothing() {
        #expect(KittyGraphics.placeholderCells(id: 1, columns: 298, rows: 1) == nil)
        #expect(KittyGraphics.placeholderCells(id: 1, columns: 1, rows: 298) == nil)
        #expect(KittyGraphics.placeholderCells(id: 0, columns: 1, rows: 1) == nil)
        #expect(KittyGraphics.placeholderCells(id: 1, columns: 297, rows: 297) != nil)
    }
}
