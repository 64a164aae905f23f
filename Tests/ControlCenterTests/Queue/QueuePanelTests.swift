import Commands
import Glibc
import Testing
@testable import ControlCenter
@testable import NowPlaying

/// The queue panel over a 100,000-entry queue: only visible rows are formatted, every key
/// re-renders at once (times printed, not asserted), search narrows and jumps.
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
        let target = CountingQueueTarget(count: 100_000)
        let controller = QueueFixtures.controller(target, current: 49_999)
        controller.handle(QueueFixtures.key("tab"), now: now)
        let frame = render(controller)
        let panel = controller.state(now: now).queuePanel
        #expect(panel?.rows.count == 13)
        #expect(target.titleCalls <= 13 * 2, "titles asked for: \(target.titleCalls)")
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

    @Test func everyKeyRerendersOnlyTheVisibleRows() {
        let target = CountingQueueTarget(count: 100_000)
        let controller = QueueFixtures.controller(target, current: 0)
        controller.handle(QueueFixtures.key("tab"), now: now)
        _ = render(controller)
        var report: [String] = []
        for name in ["down", "pgdn", "end", "home", "up", "G"] {
            target.titleCalls = 0
            let time = Self.seconds {
                controller.handle(QueueFixtures.key(name), now: now)
                _ = render(controller)
            }
            #expect(target.titleCalls <= 13 * 2, "\(name) asked for \(target.titleCalls) titles")
            report.append("\(name) \(String(format: "%.2f", time * 1000)) ms")
        }
        var typing: [String] = []
        controller.handle(QueueFixtures.key("/"), now: now)
        for character in ["4", "2", "1"] {
            let time = Self.seconds {
                controller.handle(QueueFixtures.key(character), now: now)
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
        let target = SessionQueueTarget(count: 100_000)
        let controller = TileController(keys: .defaults, ui: .defaults, adSkipAfter: 5, target: target, now: now)
        controller.show(target.session.makeSnapshot(), now: now)
        controller.screenRows = 16
        controller.handle(QueueFixtures.key("tab"), now: now)
        controller.handle(QueueFixtures.key("/"), now: now)
        var typing: [String] = []
        for character in ["7", "7", "7", "backspace", "7"] {
            let time = Self.seconds {
                controller.handle(QueueFixtures.key(character), now: now)
                _ = render(controller)
            }
            typing.append("'\(character)' \(String(format: "%.2f", time * 1000)) ms")
        }
        print("session queue, 100,000 entries, search key → frame: " + typing.joined(separator: ", "))
        let panel = controller.state(now: now).queuePanel
        #expect(panel?.query == "777")
        #expect(panel?.shown == 280, "777 in 1…100000: 1 + 10 + 10 + 10 + 100 + 100 + 100 − overlaps")
        controller.handle(QueueFixtures.key("enter"), now: now)
        controller.handle(QueueFixtures.key("enter"), now: now)
        #expect(target.session.currentIndex == 776, "track 777 plays")
    }

    @Test func searchNarrowsAsYouTypeAndEnterJumpsToTheMatchInTheWholeQueue() {
        let target = CountingQueueTarget(count: 1_000)
        let controller = QueueFixtures.controller(target, current: 0)
        controller.handle(QueueFixtures.key("tab"), now: now)
        for name in ["/", "9", "9", "9"] { controller.handle(QueueFixtures.key(name), now: now) }
        #expect(controller.state(now: now).queuePanel?.shown == 1)
        let searching = render(controller)
        #expect(searching.grid.lines[1] == "│     999  track 999.mp3                                   │")
        #expect(searching.grid.lines[14].hasPrefix("│  /999_"))
        controller.handle(QueueFixtures.key("backspace"), now: now)
        #expect(controller.state(now: now).queuePanel?.shown == 19, "99, 199, …, 899 and 990–999")
        controller.handle(QueueFixtures.key("enter"), now: now)
        let panel = controller.state(now: now).queuePanel
        #expect(panel?.query == nil)
        #expect(panel?.shown == 1_000)
        #expect(panel?.selected == 98, "the first match, track 99, highlighted in the whole queue")
        controller.handle(QueueFixtures.key("enter"), now: now)
        #expect(target.commands == [.playIndex(99)])
    }

    @Test func escCancelsASearchAndPutsTheHighlightBack() {
        let target = CountingQueueTarget(count: 500)
        let controller = QueueFixtures.controller(target, current: 41)
        controller.handle(QueueFixtures.key("tab"), now: now)
        for name in ["/", "3", "esc"] { controller.handle(QueueFixtures.key(name), now: now) }
        #expect(controller.state(now: now).queuePanel?.selected == 41)
        #expect(controller.overlay == .queue)
        controller.handle(QueueFixtures.key("esc"), now: now)
        #expect(controller.overlay == .none)
    }

    @Test func dRemovesTheHighlightedItemAndOtherKeysStillReachTheTile() {
        let target = CountingQueueTarget(count: 5)
        let controller = QueueFixtures.controller(target, current: 0)
        controller.handle(QueueFixtures.key("l"), now: now)
        controller.handle(QueueFixtures.key("down"), now: now)
        controller.handle(QueueFixtures.key("d"), now: now)
        controller.handle(QueueFixtures.key("x"), now: now)
        #expect(target.commands == [.remove(2), .toggleShuffle])
        #expect(target.queueItemCount == 4)
        #expect(controller.overlay == .queue)
        #expect(controller.state(now: now).queuePanel?.rows.map(\.title).prefix(2) == ["track 1.mp3", "track 3.mp3"])
    }

    @Test func withoutAQueueTheQueueKeySaysSo() {
        let target = RecordingTarget()
        let controller = TileController(keys: .defaults, ui: .defaults, adSkipAfter: 5, target: target, now: now)
        controller.handle(QueueFixtures.key("tab"), now: now)
        #expect(controller.overlay == .none)
        #expect(controller.state(now: now).toast == "The queue is empty")
    }
}
