import Commands
import Settings
import Testing
@testable import ControlCenter
@testable import NowPlaying

/// The info panel's Bookmarks tab: the item's bookmarks with their times, b adding one where
/// playback is, Enter going to the one chosen, r renaming it in a small input, Delete removing
/// it; all of it commands sent and snapshots read, so it works the same over `playdeck attach`.
@Suite struct BookmarkEditingTests {
    let now = TileFixtures.now

    func info(_ names: [(String, Double)] = [("Opening", 12), ("Chapter 3 · 12:04", 724), ("The \u{FFFD} end", 3599)])
        -> NowPlayingInfo {
        var info = TileFixtures.info(duration: 3600)
        info.bookmarks = names.map { BookmarkInfo(name: $0.0, time: $0.1) }
        return info
    }

    func key(_ controller: TileController, _ base: KeyName.Base) {
        controller.handle(.key(KeyName(base)), now: now)
    }

    @Test func theTabListsEachBookmarkWithItsTimeAndTheChosenOneLit() {
        var state = TileState(info: info(), now: now)
        state.overlay = .infoPanel(highlighted: 1)
        state.infoTab = .bookmarks
        let frame = TileFixtures.render(state)
        #expect(Array(frame.grid.lines[2...13]) == [
            "╭─ Info ─ Chapters ─ Lyrics ─ Bookmarks ─ Room ─ History ──╮",
            "│                                                          │",
            "│   0:12  Opening                                          │",
            "│  12:04  Chapter 3 · 12:04                                │",
            "│  59:59  The � end                                        │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│  enter goes · b adds · r renames · del removes           │",
            "│                                                          │",
            "╰───────────────────────────────────────────── esc closes ─╯",
        ])
        let lit = TileFixtures.appearance().palette.text.with(.reverse)
        #expect(frame.grid[10, 5].style == lit, "the chosen one in reverse")
        #expect(frame.grid[10, 4].style != lit)
    }

    @Test func renamingShowsTheNameBeingTypedWithItsCursor() {
        var state = TileState(info: info(), now: now)
        state.overlay = .infoPanel(highlighted: 1)
        state.infoTab = .bookmarks
        state.bookmarkRename = BookmarkRename(index: 1, text: "Where she left")
        let frame = TileFixtures.render(state)
        #expect(Array(frame.grid.lines[4...6]) == [
            "│   0:12  Opening                                          │",
            "│  12:04  Where she left                                   │",
            "│  59:59  The � end                                        │",
        ])
        #expect(frame.grid.lines[11] == "│  enter saves · esc keeps the name                        │")
        let cursor = TileFixtures.appearance().palette.title.with(.reverse)
        #expect(frame.grid[24, 5].style == cursor, "the cursor after the name")
    }

    @Test func anItemWithoutBookmarksSaysHowToAddOne() {
        var state = TileState(info: info([]), now: now)
        state.overlay = .infoPanel(highlighted: -1)
        state.infoTab = .bookmarks
        let text = TileFixtures.render(state).grid.lines.joined(separator: "\n")
        #expect(text.contains("No bookmarks"))
        #expect(text.contains("b adds one here"))
    }

    @Test func bAddsBMovesToTheTabAndEnterGoesToTheOneChosen() {
        let target = RecordingSource()
        let controller = target.controller(info())
        key(controller, .character("b"))
        #expect(target.commands == [.bookmarkAdd(nil)])
        key(controller, .character("B"))
        #expect(controller.overlay == .infoPanel(highlighted: -1))
        #expect(controller.state(now: now).infoTab == .bookmarks)
        key(controller, .named(.down))
        key(controller, .named(.down))
        #expect(controller.overlay == .infoPanel(highlighted: 1))
        key(controller, .named(.enter))
        #expect(target.commands.last == .bookmarkGo(2))
        key(controller, .character("b"))
        #expect(target.commands.last == .bookmarkAdd(nil), "b on the tab adds one and leaves the tab open")
        #expect(controller.overlay == .infoPanel(highlighted: 1))
    }

    @Test func rRenamesTheChosenOneInPlaceAndEscKeepsTheName() {
        let target = RecordingSource()
        let controller = target.controller(info())
        key(controller, .character("B"))
        key(controller, .named(.down))
        key(controller, .character("r"))
        #expect(controller.state(now: now).bookmarkRename == BookmarkRename(index: 0, text: "Opening"))
        for _ in 0..<3 { key(controller, .named(.backspace)) }
        for character in "ed · q" { key(controller, character == " " ? .named(.space) : .character(character)) }
        key(controller, .named(.enter))
        #expect(target.commands == [.bookmarkRename(1, "Opened · q")], "q typed into the name does not quit")
        #expect(controller.state(now: now).bookmarkRename == nil)
        key(controller, .character("r"))
        key(controller, .character("x"))
        key(controller, .named(.esc))
        #expect(target.commands.count == 1)
        #expect(controller.overlay == .infoPanel(highlighted: 0), "Esc ends the input, not the panel")
    }

    @Test func deleteRemovesTheChosenOne() {
        let target = RecordingSource()
        let controller = target.controller(info())
        key(controller, .character("B"))
        key(controller, .named(.up))
        key(controller, .named(.down))
        key(controller, .named(.delete))
        #expect(target.commands == [.bookmarkRemove(2)])
        #expect(controller.overlay == .infoPanel(highlighted: 1))
    }
}
