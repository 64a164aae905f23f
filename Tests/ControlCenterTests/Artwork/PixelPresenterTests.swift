@testable import ControlCenter
import Glibc
import NowPlaying
import Testing

/// The presenter sends a picture once and then nothing until it changes, moves or is erased;
/// kitty's data is deleted when another picture replaces it; sixel cells left behind are drawn
/// again by ncurses.
@Suite struct PixelPresenterTests {
    private static let cell = PixelSize(width: 8, height: 16)

    private static func picture(_ id: UInt32, columns: Int = 4, rows: Int = 2) -> PixelImage {
        let width = columns * cell.width, height = rows * cell.height
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { rgba += [UInt8(x * 255 / width), UInt8(y * 255 / height), UInt8(id * 60 % 256), 255] }
        }
        return PixelImage(id: id, image: ArtworkImage(size: PixelSize(width: width, height: height), rgba: rgba),
                          columns: columns, rows: rows)
    }

    private static func images(_ id: UInt32) -> PixelImage? { id == 0 ? nil : picture(id) }

    private static func at(_ x: Int, _ y: Int, _ image: UInt32 = 1) -> PixelPlacement {
        PixelPlacement(rect: Rect(x: x, y: y, width: 4, height: 2), image: image)
    }

    private static func text(_ write: PixelPresenter.Write) -> String { String(decoding: write.bytes, as: UTF8.self) }

    @Test func kittyTransmitsOncePlacesAtTheCellsAndSendsNothingForAnUnchangedRepaint() {
        let presenter = PixelPresenter(kind: .kitty(placeholders: false), passthrough: false, cell: Self.cell, preparation: .inline)
        let first = presenter.update(to: Self.at(3, 1), erased: true, images: Self.images)
        #expect(first.writes.count == 2)
        #expect(first.writes.first?.origin == nil && Self.text(first.writes[0]).contains("a=t"))
        #expect(first.writes.last?.origin == PixelPresenter.Write.Position(x: 3, y: 1))
        #expect(first.writes.last.map(Self.text)?.contains("a=p") == true)
        #expect(presenter.update(to: Self.at(3, 1), erased: false, images: Self.images).isEmpty)

        let moved = presenter.update(to: Self.at(5, 2), erased: false, images: Self.images)
        #expect(moved.writes.count == 1 && moved.writes[0].origin == PixelPresenter.Write.Position(x: 5, y: 2))
        #expect(presenter.update(to: Self.at(5, 2), erased: true, images: Self.images).writes.count == 1)

        let next = presenter.update(to: Self.at(5, 2, 2), erased: false, images: Self.images)
        #expect(next.writes.map(Self.text).map { $0.contains("a=d") } == [true, false, false])
        #expect(next.writes.map(Self.text)[1].contains("i=2"))

        let hidden = presenter.update(to: nil, erased: false, images: Self.images)
        #expect(hidden.writes.count == 1 && Self.text(hidden.writes[0]).contains("a=d"))
        #expect(presenter.update(to: nil, erased: false, images: Self.images).isEmpty)
        #expect(presenter.clear().writes.map(Self.text).map { $0.contains("a=d") } == [true])
    }

    @Test func kittyPlaceholdersAreTransmittedWithAVirtualPlacementAndNeverPlacedAtTheCursor() {
        let presenter = PixelPresenter(kind: .kitty(placeholders: true), passthrough: true, cell: Self.cell, preparation: .inline)
        let first = presenter.update(to: Self.at(0, 0), erased: true, images: Self.images)
        #expect(first.writes.count == 2 && first.writes.allSatisfy { $0.origin == nil })
        #expect(first.writes.allSatisfy { Self.text($0).hasPrefix("\u{1B}Ptmux;") })
        #expect(Self.text(first.writes[1]).contains("U=1"))
        #expect(presenter.update(to: Self.at(9, 9), erased: true, images: Self.images).isEmpty)
        #expect(presenter.update(to: nil, erased: false, images: Self.images).isEmpty)
    }

    @Test func sixelIsWrittenAgainOnlyWhenChangedMovedOrErasedAndLeftCellsAreRedrawn() throws {
        let presenter = PixelPresenter(kind: .sixel, passthrough: false, cell: Self.cell, preparation: .inline)
        let first = presenter.update(to: Self.at(2, 1), erased: false, images: Self.images)
        #expect(first.discard == nil && first.writes.count == 1)
        #expect(first.writes[0].origin == PixelPresenter.Write.Position(x: 2, y: 1))
        #expect(first.writes[0].bytes.starts(with: [0x1B, 0x50]))  // DCS
        #expect(presenter.update(to: Self.at(2, 1), erased: false, images: Self.images).isEmpty)
        #expect(presenter.update(to: Self.at(2, 1), erased: true, images: Self.images).writes == first.writes)

        let replaced = presenter.update(to: Self.at(2, 1, 2), erased: false, images: Self.images)
        #expect(replaced.discard == nil && replaced.writes.count == 1 && replaced.writes != first.writes)

        let moved = presenter.update(to: Self.at(6, 3, 2), erased: false, images: Self.images)
        #expect(moved.discard == Rect(x: 2, y: 1, width: 4, height: 2) && moved.writes.count == 1)
        let hidden = presenter.update(to: nil, erased: false, images: Self.images)
        #expect(hidden.discard == Rect(x: 6, y: 3, width: 4, height: 2) && hidden.writes.isEmpty)
    }

    @Test func aPictureTheCacheNoLongerHasIsNotSent() {
        for kind in [PixelProtocol.kitty(placeholders: false), .sixel] {
            let presenter = PixelPresenter(kind: kind, passthrough: false, cell: Self.cell, preparation: .inline)
            #expect(presenter.update(to: Self.at(0, 0, 0), erased: true, images: Self.images).writes.isEmpty)
        }
    }

    /// Waits (poll, bounded) for the worker's descriptor and takes what it made.
    private static func collect(_ presenter: PixelPresenter) -> Bool {
        var entry = pollfd(fd: presenter.preparedDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 10_000) == 1 else { return false }
        return presenter.collectPrepared()
    }

    @Test func onTheWorkerNothingIsSentUntilThePictureIsReadyThenTheSameAsInline() {
        let inline = PixelPresenter(kind: .kitty(placeholders: false), passthrough: false, cell: Self.cell, preparation: .inline)
        let expected = inline.update(to: Self.at(3, 1), erased: true, images: Self.images)
        let presenter = PixelPresenter(kind: .kitty(placeholders: false), passthrough: false, cell: Self.cell)
        #expect(presenter.preparedDescriptor >= 0)
        #expect(presenter.update(to: Self.at(3, 1), erased: true, images: Self.images).isEmpty)
        // Asked once: another repaint while it is made asks nothing more.
        #expect(presenter.update(to: Self.at(3, 1), erased: false, images: Self.images).isEmpty)
        #expect(Self.collect(presenter))
        #expect(presenter.update(to: Self.at(3, 1), erased: false, images: Self.images) == expected)
        #expect(presenter.update(to: Self.at(3, 1), erased: false, images: Self.images).isEmpty)
    }

    @Test func aSixelStaysUntilItsReplacementIsReadyButLeavesCellsThatMoved() {
        let presenter = PixelPresenter(kind: .sixel, passthrough: false, cell: Self.cell)
        _ = presenter.update(to: Self.at(2, 1), erased: false, images: Self.images)
        #expect(Self.collect(presenter))
        #expect(presenter.update(to: Self.at(2, 1), erased: false, images: Self.images).writes.count == 1)
        // Another picture in the same cells: the old one stays meanwhile, nothing is redrawn.
        #expect(presenter.update(to: Self.at(2, 1, 2), erased: false, images: Self.images).isEmpty)
        #expect(Self.collect(presenter))
        let replaced = presenter.update(to: Self.at(2, 1, 2), erased: false, images: Self.images)
        #expect(replaced.discard == nil && replaced.writes.count == 1)
        // Elsewhere: the old cells are given back to ncurses at once.
        let moved = presenter.update(to: Self.at(6, 3, 3), erased: false, images: Self.images)
        #expect(moved.discard == Rect(x: 2, y: 1, width: 4, height: 2) && moved.writes.isEmpty)
    }
}
