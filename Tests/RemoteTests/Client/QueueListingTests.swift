import EventLoop
import Foundation
@testable import NowPlaying
@testable import Remote
import Testing

/// `playdeck remote queue` in process, against a real control socket: a queue longer than a
/// page read in pages, in order, the playing item marked; one edited while it is read is read
/// again, and one that never holds still is one line.
@Suite struct QueueListingTests {
    /// Rows of a queue of `total` items at `revision`, the item at `current` playing.
    static func rows(_ indices: [Int], total: Int, revision: Int, current: Int) -> IntentAnswer {
        .value(.queueRows(QueueRows(revision: revision, total: total, rows: indices.filter { $0 < total }.map {
            QueueRow(index: $0, id: $0 + 100, title: "Song \($0)", artist: $0 % 2 == 0 ? "Band" : nil, path: "/m/\($0).mp3",
                     isCurrent: $0 == current)
        })))
    }

    @Test func aQueueLongerThanAPageIsListedInOrderWithThePlayingItemMarked() throws {
        let server = try ThreadedServer { intent in
            guard case let .queueRows(indices) = intent else { return .absent("none here") }
            return Self.rows(indices, total: 1500, revision: 4, current: 1200)
        }
        defer { server.stop() }
        let lines = try QueueListing.lines(try ControlClient(path: server.path), json: false)
        #expect(lines.count == 1500)
        #expect(lines.first == "  1. Song 0 — Band")
        #expect(lines[1] == "  2. Song 1")
        #expect(lines[1200] == "▶ 1201. Song 1200 — Band")
        #expect(lines.filter { $0.hasPrefix("▶") }.count == 1)
    }

    @Test func jsonIsOneObjectPerItemCountingFromOne() throws {
        let server = try ThreadedServer { intent in
            guard case let .queueRows(indices) = intent else { return .absent("none here") }
            return Self.rows(indices, total: 2, revision: 1, current: 0)
        }
        defer { server.stop() }
        let lines = try QueueListing.lines(try ControlClient(path: server.path), json: true)
        #expect(lines == [
            #"{"artist":"Band","current":true,"id":100,"path":"/m/0.mp3","position":1,"title":"Song 0"}"#,
            #"{"current":false,"id":101,"path":"/m/1.mp3","position":2,"title":"Song 1"}"#,
        ])
    }

    @Test func theJSONOfALongQueueParsesWithEveryEntryInOrder() throws {
        let server = try ThreadedServer { intent in
            guard case let .queueRows(indices) = intent else { return .absent("none here") }
            return Self.rows(indices, total: 1500, revision: 1, current: 999)
        }
        defer { server.stop() }
        let lines = try QueueListing.lines(try ControlClient(path: server.path), json: true)
        let rows = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(rows.count == 1500)
        #expect(rows.enumerated().allSatisfy { index, row in
            row["position"] as? Int == index + 1 && row["id"] as? Int == index + 100 && row["title"] as? String == "Song \(index)"
        })
        #expect(rows.indices.filter { rows[$0]["current"] as? Bool == true } == [999])
    }

    @Test func aQueueEditedBetweenPagesIsReadAgain() throws {
        let asked = Locked(0)
        let server = try ThreadedServer { intent in
            guard case let .queueRows(indices) = intent else { return .absent("none here") }
            // The second page comes from a newer queue: the listing starts again, and reads it whole.
            let page = asked.withLock { count in
                count += 1
                return count
            }
            return Self.rows(indices, total: 1500, revision: page >= 2 ? 2 : 1, current: 0)
        }
        defer { server.stop() }
        let lines = try QueueListing.lines(try ControlClient(path: server.path), json: false)
        #expect(lines.count == 1500)
        #expect(asked.withLock { $0 } == 4, "one page of the old queue, one of the new that showed the edit, then two")
    }

    @Test func aQueueThatKeepsChangingIsOneLine() throws {
        let asked = Locked(0)
        let server = try ThreadedServer { intent in
            guard case let .queueRows(indices) = intent else { return .absent("none here") }
            let revision = asked.withLock { count in
                count += 1
                return count
            }
            return Self.rows(indices, total: 1500, revision: revision, current: 0)
        }
        defer { server.stop() }
        #expect(throws: ControlClientError.refused("the queue kept changing while it was read; try again")) {
            try QueueListing.lines(try ControlClient(path: server.path), json: false)
        }
    }

    @Test func aPlayerWithoutAQueueSaysWhy() throws {
        let server = try ThreadedServer { _ in .absent("no queue here") }
        defer { server.stop() }
        #expect(throws: ControlClientError.refused("no queue here")) {
            try QueueListing.lines(try ControlClient(path: server.path), json: false)
        }
    }
}
