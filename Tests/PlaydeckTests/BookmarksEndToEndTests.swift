import Foundation
import Testing
import TestSupport

/// Bookmarks on the real binary: three made over the control socket in an audiobook with
/// chapters (half-way into seconds: a paused seek lands a hair before its target), the player
/// killed with SIGKILL, and a new player lists all three (`remote
/// bookmarks`, text and JSON) and goes to one.
@Suite struct BookmarksEndToEndTests {
    static func status(_ world: TestWorld) throws -> [String: Any] {
        let result = try world.run(["status", "--json"])
        return try HeadlessJSONTests.lines(result.stdout).first ?? [:]
    }

    static func waitUntil(_ world: TestWorld, _ condition: ([String: Any]) -> Bool) throws -> [String: Any] {
        let end = Date().addingTimeInterval(15)
        var last: [String: Any] = [:]
        while Date() < end {
            last = (try? status(world)) ?? [:]
            if condition(last) { return last }
            usleep(50_000)
        }
        throw FixtureError("the player never reached the state: \(last)")
    }

    @Test func threeBookmarksSurviveASIGKILLAndAreListedAndGoneTo() throws {
        let world = try TestWorld()
        let book = try world.reachable(try Fixtures.chaptered(seconds: 120, chapters: [("Opening", 0), ("Middle", 40), ("Close", 80)]))
        let first = try world.start(["--headless", "--ao", "null", "--pause", book])
        #expect(try Self.waitUntil(world) { $0["state"] as? String == "paused" }["title"] != nil)
        for (time, name) in [(50.5, nil), (10.5, "Where it starts"), (95.5, nil)] as [(Double, String?)] {
            #expect(try world.run(["remote", "seek", String(time)]).status == 0)
            _ = try Self.waitUntil(world) { abs(($0["elapsed"] as? Double ?? -1) - time) < 0.3 }
            let add = try world.run(["remote", "bookmark-add"] + (name.map { [$0] } ?? []))
            #expect(add.status == 0, "\(add.stderr)")
        }
        _ = try Self.waitUntil(world) { ($0["bookmarks"] as? [Any])?.count == 3 }
        kill(first.pid, SIGKILL)
        #expect(first.waitForExit() != nil)

        let second = try world.start(["--headless", "--ao", "null", "--pause", book])
        defer { second.stop() }
        _ = try Self.waitUntil(world) { ($0["bookmarks"] as? [Any])?.count == 3 }
        let listing = try world.run(["remote", "bookmarks"])
        #expect(listing.status == 0, "\(listing.stderr)")
        #expect(listing.stdout.split(separator: "\n") == ["1  0:10  Where it starts", "2  0:50  Middle · 0:50", "3  1:35  Close · 1:35"])
        let json = try HeadlessJSONTests.lines(try world.run(["remote", "bookmarks", "--json"]).stdout)
        #expect(json.map { $0["number"] as? Int } == [1, 2, 3])
        #expect(json.map { $0["name"] as? String } == ["Where it starts", "Middle · 0:50", "Close · 1:35"])
        #expect(try world.run(["remote", "bookmark-go", "3"]).status == 0)
        let there = try Self.waitUntil(world) { abs(($0["elapsed"] as? Double ?? -1) - 95.5) < 0.3 }
        #expect(there["chapter"] as? String == "Close")
        let refused = try world.run(["remote", "bookmark-go", "4"])
        #expect(refused.status == 1)
    }
}
