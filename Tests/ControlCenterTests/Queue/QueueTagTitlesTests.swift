import Glibc
import EventLoop
import Testing
import TestSupport
@testable import ControlCenter
@testable import NowPlaying

/// The queue panel over the session's 100,000-entry queue asks for the tags of the rows it
/// shows, and only those: scrolling and searching read no others.
@Suite struct QueueTagTitlesTests {
    let now = TileFixtures.now

    @Test func aHundredThousandEntryQueueReadsTheTagsOfTheRowsShownOnly() throws {
        let reads = Locked<[String]>([])
        let gate = WorkerGate()
        let loader = QueueTitleLoader { path in
            reads.withLock { $0.append(path) }
            if path == "gate" { gate.wait() }
            return TaggedTitle(title: "Tag of " + (path.split(separator: "/").last.map(String.init) ?? path))
        }
        // Nothing is read until the gate opens; "marker", the oldest request, is read last.
        loader.request("gate")
        let started = SessionClock.system.monotonic()
        while !reads.withLock({ $0.contains("gate") }), SessionClock.system.monotonic() < started + 10 { usleep(1000) }
        loader.request("marker")
        let target = SessionQueue(count: 100_000, titles: QueueTitles(loader: loader))
        let session = target.session, controller = target.controller
        var shown = Set<Int>()
        func press(_ keys: [String]) {
            for key in keys {
                target.press(key)
                _ = TileFixtures.render(controller.state(now: now))
                shown.formUnion(controller.state(now: now).queuePanel?.rows.map(\.index) ?? [])
            }
        }
        press(["tab", "tab", "tab"])
        press(["pgdn", "pgdn", "pgdn", "end", "/", "7", "7", "7"])
        gate.open()
        let deadline = SessionClock.system.monotonic() + 10
        func markerTaken() -> Bool { session.titles.title(MediaItem(url: "marker"), reading: false) == "Tag of marker" }
        while !markerTaken(), SessionClock.system.monotonic() < deadline {
            var descriptor = pollfd(fd: session.queueTitlesDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 1000)
            session.queueTitlesDidLoad()
        }
        // The titles' new revision is published, and the rows shown are asked for again.
        controller.show(session.makeSnapshot(), now: now)
        QueueFixtures.settle(controller, target.link)
        let read = reads.withLock { $0 }
        print("queue panel, 100,000 entries: \(read.count - 2) files read for \(shown.count) rows shown")
        #expect(markerTaken(), "not dropped: fewer than 256 requests came after it")
        #expect(read.count == shown.count + 2, "each row shown read once, nothing else")
        #expect(Set(read) == Set(shown.map { session.queue.items[$0].url } + ["gate", "marker"]))
        let frame = TileFixtures.render(controller.state(now: now))
        #expect(frame.grid.lines[1].contains("Tag of track 777.mp3"), "\(frame.grid.lines)")
        // The search reads the tag titles it knows: "Tag of" is in no file name.
        press(["esc", "/", "T", "a", "g", " ", "o", "f"])
        #expect(controller.state(now: now).queuePanel?.shown == shown.count)
    }
}
