import Foundation
import Glibc
@testable import NowPlaying
import EventLoop
import Testing
import TestSupport

/// The title loader reads on a worker, each path once, newest first, and drops the oldest
/// requests past its bound.
@Suite struct QueueTitleLoaderTests {
    typealias Gate = WorkerGate
    typealias Journal = ArtworkLoaderTests.Journal

    /// A loader whose reads are noted; reading "gate" waits until the gate opens.
    static func loader(_ journal: Journal, gate: Gate) -> QueueTitleLoader {
        QueueTitleLoader { path in
            journal.note(path)
            if path == "gate" { gate.wait() }
            return path.hasPrefix("untitled") ? nil : TaggedTitle(title: "Title of " + path)
        }
    }

    /// Takes results as they come until `wanted` are all among them (10 s at most).
    static func results(_ loader: QueueTitleLoader, until wanted: String...) -> [(path: String, title: TaggedTitle?)] {
        var taken: [(path: String, title: TaggedTitle?)] = []
        let deadline = SessionClock.system.monotonic() + 10
        func missing() -> Bool { !wanted.allSatisfy { path in taken.contains { $0.path == path } } }
        while missing(), SessionClock.system.monotonic() < deadline {
            var descriptor = pollfd(fd: loader.descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 1000)
            taken += loader.take()
        }
        return taken
    }

    /// Waits (10 s at most) until the worker has noted `entry`.
    static func waitUntilRead(_ journal: Journal, _ entry: String) {
        let deadline = SessionClock.system.monotonic() + 10
        while !journal.all.contains(entry), SessionClock.system.monotonic() < deadline { usleep(1000) }
    }

    @Test func eachPathIsReadOnceAndAFileWithoutATitleIsNotReadAgain() {
        let journal = Journal(), gate = Gate()
        let loader = Self.loader(journal, gate: gate)
        #expect(loader.take().isEmpty)
        loader.request("a")
        loader.request("untitled b")
        loader.request("a")
        let first = Self.results(loader, until: "a", "untitled b")
        #expect(first.contains { $0.path == "a" && $0.title?.title == "Title of a" })
        #expect(first.contains { $0.path == "untitled b" && $0.title == nil })
        // While the worker waits at the gate, the same paths again and a new one: only the new
        // one (and "marker", asked first so that it is read last) waits.
        loader.request("gate")
        Self.waitUntilRead(journal, "gate")
        for path in ["marker", "a", "untitled b", "c"] { loader.request(path) }
        gate.open()
        _ = Self.results(loader, until: "marker")
        #expect(Set(journal.all.prefix(2)) == ["a", "untitled b"])
        #expect(Array(journal.all.dropFirst(2)) == ["gate", "c", "marker"])
    }

    @Test func theNewestRequestsAreReadFirstAndTheOldestPastTheBoundAreDropped() {
        let journal = Journal(), gate = Gate()
        let loader = Self.loader(journal, gate: gate)
        loader.request("gate")
        Self.waitUntilRead(journal, "gate")
        let paths = (0..<300).map { "row \($0)" }
        paths.forEach(loader.request)
        gate.open()
        let taken = Self.results(loader, until: "row 44")
        let kept = QueueTitleLoader.pendingLimit
        #expect(Array(journal.all.dropFirst()) == Array(paths.suffix(kept).reversed()),
                "newest first, the oldest 44 dropped")
        #expect(taken.count == kept + 1)
        // A dropped row shown again is asked for again; one read is not.
        loader.request("row 0")
        loader.request("row 299")
        #expect(Self.results(loader, until: "row 0").map(\.path) == ["row 0"])
        #expect(journal.all.filter { $0 == "row 299" }.count == 1)
    }
}

/// The real reader on the worker, over files as a library holds them.
@Suite struct QueueTitleLoaderReadingTests {
    /// Times printed, not asserted: the figure for the report, on whatever else the machine does.
    @Test func twoHundredFilesAreReadOnTheWorker() throws {
        let cover = try Fixtures.tone(seconds: 2, title: "Cover Tone", embedding: try Fixtures.bigCover(side: 1000))
        let kinds = try [cover] + ["flac", "ogg", "opus"].map { try Fixtures.tagged($0, tags: ["title": "Cover Tone"]) }
        let folder = try Fixtures.folder(named: "two-hundred")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = try (0..<200).map { index in
            let kind = kinds[index % kinds.count]
            return try Fixtures.copy(kind, into: folder, as: "\(index).\(kind.split(separator: ".").last ?? "")")
        }
        let size = (try FileManager.default.attributesOfItem(atPath: cover)[.size] as? Int) ?? 0
        let loader = QueueTitleLoader()
        let start = SessionClock.system.monotonic()
        paths.forEach(loader.request)
        var titles: [String: String?] = [:]
        while titles.count < paths.count, SessionClock.system.monotonic() < start + 30 {
            var descriptor = pollfd(fd: loader.descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 1000)
            for result in loader.take() { titles[result.path] = result.title?.title }
        }
        let elapsed = SessionClock.system.monotonic() - start
        print("tag titles: \(titles.count) files (mp3 with a \(size / 1024) KiB file, flac, ogg, opus) "
              + "read on the worker in \(String(format: "%.1f", elapsed * 1000)) ms")
        #expect(titles.count == 200)
        #expect(titles.values.allSatisfy { $0 == "Cover Tone" })
    }
}
