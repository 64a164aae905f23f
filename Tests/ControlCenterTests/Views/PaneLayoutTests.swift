import Settings
import Testing
@testable import ControlCenter

/// The panes layout: from `panes_from` on, a Now Playing column with the artwork as large as
/// the height allows and the panes beside it, at every size inside the screen and apart.
@Suite struct PaneLayoutTests {
    static func layout(_ columns: Int, _ rows: Int, _ settings: LayoutSettings = .defaults, video: Bool = false) -> TileLayout {
        TileLayout.make(columns: columns, rows: rows, compactBelowColumns: 60, settings: settings, video: video)
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    @Test func everySizeFrom20By8To300By90KeepsEveryPartInsideTheScreenAndThePanesApart() {
        let all = LayoutSettings(panes: [.queue, .lyrics, .info], side: .left, panesFromColumns: 80, panesFromRows: 20)
        let right = LayoutSettings(panes: [.info, .queue], side: .right, panesFromColumns: 120, panesFromRows: 32)
        for settings in [LayoutSettings.defaults, all, right] {
            for video in [false, true] {
                for columns in stride(from: 20, through: 300, by: 7) {
                    for rows in stride(from: 8, through: 90, by: 3) {
                        let layout = Self.layout(columns, rows, settings, video: video)
                        let screen = Rect(x: 0, y: 0, width: columns, height: rows)
                        let size = "\(columns)×\(rows) \(settings.side) video \(video)"
                        let parts = [layout.box, layout.artwork, layout.text, layout.scrubber, layout.transport, layout.actions]
                            .compactMap { $0 } + layout.panes.map(\.rect)
                        for part in parts {
                            #expect(part.x >= 0 && part.y >= 0 && part.maxX <= screen.maxX && part.maxY <= screen.maxY, "\(size): \(part)")
                        }
                        guard layout.mode == .panes, let box = layout.box, let art = layout.artwork else {
                            #expect(layout.panes.isEmpty, "\(size)")
                            #expect(!settings.usesPanes(columns: columns, rows: rows) || columns < 84 || rows < 16, "\(size): no panes")
                            continue
                        }
                        #expect(settings.usesPanes(columns: columns, rows: rows), "\(size)")
                        #expect(!layout.panes.isEmpty, "\(size): panes mode without a pane")
                        for part in [art, layout.text, layout.scrubber, layout.transport] {
                            #expect(part.x >= box.x + 1 && part.maxX <= box.maxX - 1 && part.y >= 1 && part.maxY <= box.maxY - 1,
                                    "\(size): \(part) outside the column \(box)")
                        }
                        #expect(art.maxY < layout.text.y && layout.text.maxY < layout.scrubber.y
                                && layout.scrubber.maxY < layout.transport.y, "\(size): the column's parts overlap")
                        for (index, pane) in layout.panes.enumerated() {
                            #expect(!Self.overlaps(pane.rect, box), "\(size): \(pane) over the column")
                            #expect(pane.rect.width >= PaneLayout.paneWidth, "\(size): \(pane) too narrow")
                            for other in layout.panes[(index + 1)...] {
                                #expect(!Self.overlaps(pane.rect, other.rect), "\(size): \(pane) over \(other)")
                            }
                        }
                        #expect(layout.panes.map(\.kind) == Array(settings.panes.prefix(layout.panes.count)), "\(size): the order")
                        #expect(box.x == (settings.side == .left ? 0 : columns - box.width), "\(size): the side")
                    }
                }
            }
        }
    }

    @Test func everySizeFrom20By8To300By90DrawsTheTileInsideTheScreen() {
        var info = TileFixtures.info(title: "굉장한 노래를 부르는 가수 — a very long title indeed")
        info.actions = ["Skip Intro"]
        info.queueCount = 12
        var appearance = TileFixtures.appearance()
        appearance.layout = LayoutSettings(panes: [.queue, .lyrics, .info], side: .right, panesFromColumns: 80, panesFromRows: 20)
        for columns in stride(from: 20, through: 300, by: 11) {
            for rows in stride(from: 8, through: 90, by: 5) {
                let frame = TileRenderer.render(TileState(info: info, now: TileFixtures.now), appearance: appearance,
                                                columns: columns, rows: rows, artwork: PanesViewTests.cover)
                let text = frame.grid.lines.joined(separator: "\n")
                #expect(frame.grid.lines.allSatisfy { DisplayWidth.of($0) <= columns }, "\(columns)×\(rows)")
                #expect(text.contains("0:42"), "the time shows at \(columns)×\(rows):\n\(text)")
                #expect(frame.hits.allSatisfy { $0.rect.maxX <= columns && $0.rect.maxY <= rows }, "\(columns)×\(rows)")
            }
        }
    }

    @Test func theDefaultsAreTheCardAt100By30AndPanesAt160By45And240By60() throws {
        #expect(Self.layout(100, 30).mode == .regular)
        #expect(Self.layout(119, 40).mode == .regular)
        #expect(Self.layout(40, 12).mode == .compact)
        #expect(Self.layout(20, 8).mode == .compact)

        let middle = Self.layout(160, 45)
        #expect(middle.mode == .panes)
        #expect(middle.box == Rect(x: 0, y: 0, width: 72, height: 45))
        #expect(middle.artwork == Rect(x: 3, y: 2, width: 66, height: 33), "a square cover: 66 columns by 33 rows")
        #expect(middle.panes == [PaneSlot(kind: .queue, rect: Rect(x: 72, y: 0, width: 44, height: 45)),
                                 PaneSlot(kind: .lyrics, rect: Rect(x: 116, y: 0, width: 44, height: 45))])

        let large = Self.layout(240, 60)
        #expect(large.artwork == Rect(x: 3, y: 2, width: 96, height: 48))
        #expect(large.panes.map(\.rect.width) == [69, 69])

        // Narrower than two panes side by side: they stack.
        let small = Self.layout(120, 32)
        #expect(small.artwork == Rect(x: 3, y: 2, width: 40, height: 20))
        #expect(small.panes == [PaneSlot(kind: .queue, rect: Rect(x: 46, y: 0, width: 74, height: 16)),
                                PaneSlot(kind: .lyrics, rect: Rect(x: 46, y: 16, width: 74, height: 16))])
    }

    @Test func videoGetsAWidePictureAndTheColumnSitsWhereTheConfigSays() {
        let video = Self.layout(160, 45, video: true)
        #expect(video.artwork == Rect(x: 3, y: 2, width: 114, height: 33), "16:9 at 33 rows wants 117 columns; 40 stay for a pane")
        #expect(video.panes.map(\.rect) == [Rect(x: 120, y: 0, width: 40, height: 22), Rect(x: 120, y: 22, width: 40, height: 23)])

        let settings = LayoutSettings(panes: [.lyrics], side: .right, panesFromColumns: 100, panesFromRows: 30)
        let right = Self.layout(100, 30, settings)
        #expect(right.box == Rect(x: 56, y: 0, width: 44, height: 30), "18 rows of picture: 36 columns, the narrowest column")
        #expect(right.panes == [PaneSlot(kind: .lyrics, rect: Rect(x: 0, y: 0, width: 56, height: 30))])
        #expect(right.pane(for: .queue)?.kind == .lyrics, "the queue panel opens in the first pane when there is no queue pane")
        #expect(right.pane(for: .info) == nil, "the info panel turns the column over when there is no info pane")
    }
}
