import Commands
import Glibc
import Testing
@testable import ControlCenter
@testable import NowPlaying

/// The queue panel over a 100,000-entry queue: only the visible rows are asked of the source,
/// every key re-renders at once (times printed, not asserted), search narrows and jumps.
@Suite struct QueuePanelTests {
    let now = TileFixtures.now

    func render(_ controller: TileController) -> TileFrame {
        TileFixtures.render(controller.state(now: now))
    }

    static func seconds(_ work: () -> Void) -> Double {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        work()
        clock_gettime(CLOCK_MONOTONIC, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }

    @Test func aHundredThousandEntryQueueFormatsOnlyTheVisibleRows() {
        let (target, controller) = QueueFixtures.source(count: 100_000, current: 49_999)
        target.press("tab", on: controller)
        let frame = render(controller)
        let panel = controller.state(now: now).queuePanel
        #expect(panel?.rows.count == 13)
        #expect(target.rowsServed == 13, "rows asked for: \(target.rowsServed)")
        #expect(frame.grid.lines == [
            "╭─ Queue ──────────────────────────────── 50000 of 100000 ─╮",
            "│     49994  track 49994.mp3                               │",
            "│     49995  track 49995.mp3                               │",
            "│     49996  track 49996.mp3                               │",
            "│     49997  track 49997.mp3                               │",
            "│     49998  track 49998.mp3                               │",
            "│     49999  track 49999.mp3                               │",
            "│  ▶  50000  track 50000.mp3                               │",
            "│     50001  track 50001.mp3                               │",
            "│     50002  track 50002.mp3                               │",
            "│     50003  track 50003.mp3                               │",
            "│     50004  track 50004.mp3                               │",
            "│     50005  track 50005.mp3                               │",
            "│     50006  track 50006.mp3                               │",
            "│  shuffle off · repeat none · / search · d remove         │",
            "╰──────────────────────────────────────────────────────────╯",
        ])
        #expect(TileFixtures.styles(frame.grid, row: 7) == "s.SSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSS.s",
                "the playing item starts highlighted")
    }

    /// The panel covers the card's edge, where what a key did is said: its own edge says it.
    @Test func whatAKeyDidShowsOnThePanelsEdge() {
        let (target, controller) = QueueFixtures.source(count: 20, current: 0)
        target.press("tab", on: controller)
        controller.receive(.feedback("Removed 'track 3.mp3' · u undoes"), now: now)
        let lines = render(controller).grid.lines
        #expect(lines.last == "╰─ Removed 'track 3.mp3' · u undoes ───────────────────────╯")
        controller.timeDidPass(now: now + 10)
        #expect(TileFixtures.render(controller.state(now: now + 10)).grid.lines.last?.contains("Removed") == false,
                "gone with the toast")
    }

    @Test func everyKeyRerendersOnlyTheVisibleRows() {
        let (target, controller) = QueueFixtures.source(count: 100_000, current: 0)
        target.press("tab", on: controller)
        _ = render(controller)
        var report: [String] = []
        for name in ["down", "pgdn", "end", "home", "up", "G"] {
            target.rowsServed = 0
            let time = Self.seconds {
                target.press(name, on: controller)
                _ = render(controller)
            }
            #expect(target.rowsServed <= 13, "\(name) asked for \(target.rowsServed) rows")
            report.append("\(name) \(String(format: "%.2f", time * 1000)) ms")
        }
        var typing: [String] = []
        target.press("/", on: controller)
        for character in ["4", "2", "1"] {
            let time = Self.seconds {
                target.press(character, on: controller)
                _ = render(controller)
            }
            typing.append("'\(character)' \(String(format: "%.2f", time * 1000)) ms")
        }
        print("queue panel, 100,000 entries, key → frame: \(report.joined(separator: ", ")); search typing: "
              + typing.joined(separator: ", "))
        let panel = controller.state(now: now).queuePanel
        #expect(panel?.query == "421")
        #expect(panel?.rows.allSatisfy { $0.title.contains("421") } == true)
    }

    @Test func searchingTheSessionsHundredThousandEntryQueueNarrowsOnEveryKey() {
        let target = SessionQueue(count: 100_000)
        let controller = target.controller
        target.press("tab", "/")
        var typing: [String] = []
        for character in ["7", "7", "7", "backspace", "7"] {
            let time = Self.seconds {
                target.press(character)
                _ = render(controller)
            }
            typing.append("'\(character)' \(String(format: "%.2f", time * 1000)) ms")
        }
        print("session queue, 100,000 entries, search key → frame: " + typing.joined(separator: ", "))
        let panel = controller.state(now: now).queuePanel
        #expect(panel?.query == "777")
        #expect(panel?.shown == 280, "777 in 1…100000: 1 + 10 + 10 + 10 + 100 + 100 + 100 − overlaps")
        target.press("enter", "enter")
        #expect(target.session.currentIndex == 776, "track 777 plays")
    }

    @Test func searchNarrowsAsYouTypeAndEnterJumpsToTheMatchInTheWholeQueue() {
        let (target, controller) = QueueFixtures.source(count: 1_000, current: 0)
        target.press("tab", "/", "9", "9", "9", on: controller)
        #expect(controller.state(now: now).queuePanel?.shown == 1)
        let searching = render(controller)
        #expect(searching.grid.lines[1] == "│     999  track 999.mp3                                   │")
        #expect(searching.grid.lines[14].hasPrefix("│  /999_"))
        target.press("backspace", on: controller)
        #expect(controller.state(now: now).queuePanel?.shown == 19, "99, 199, …, 899 and 990–999")
        target.press("enter", on: controller)
        let panel = controller.state(now: now).queuePanel
        #expect(panel?.query == nil)
        #expect(panel?.shown == 1_000)
        #expect(panel?.selected == 98, "the first match, track 99, highlighted in the whole queue")
        target.press("enter", on: controller)
        #expect(target.commands == [.playIndex(99)])
    }

    @Test func escCancelsASearchAndPutsTheHighlightBack() {
        let (target, controller) = QueueFixtures.source(count: 500, current: 41)
        target.press("tab", "/", "3", "esc", on: controller)
        #expect(controller.state(now: now).queuePanel?.selected == 41)
        #expect(controller.overlay == .queue)
        target.press("esc", on: controller)
        #expect(controller.overlay == .none)
    }

    @Test func dRemovesTheHighlightedItemAndOtherKeysStillReachTheTile() {
        let target = SessionQueue(count: 5)
        let controller = target.controller
        target.press("l", "down", "d", "x")
        #expect(target.names == ["track 1.mp3", "track 3.mp3", "track 4.mp3", "track 5.mp3"])
        #expect(target.session.isShuffled)
        #expect(controller.overlay == .queue)
        #expect(controller.state(now: now).queuePanel?.rows.map(\.title).prefix(2) == ["track 1.mp3", "track 3.mp3"])
    }

    @Test func withoutAQueueTheQueueKeySaysSo() {
        let controller = RecordingSource().controller(nil)
        controller.handle(QueueFixtures.key("tab"), now: now)
        #expect(controller.overlay == .none)
        #expect(controller.state(now: now).toast == "The queue is empty")
    }
}
