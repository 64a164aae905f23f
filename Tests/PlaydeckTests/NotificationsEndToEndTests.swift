import Foundation
import Testing
import TestSupport

/// Track-change notifications from the real binary to python-dbusmock's notification daemon on
/// a private bus: title, "artist — album" and the cover (≤ 256 px) as image-data, each replacing
/// the last; escape sequences made harmless; no daemon is one line on standard error; `false`
/// sends none.
@Suite(.serialized) struct NotificationsEndToEndTests {
    static func play(_ items: [String], in world: TestWorld, config: String? = nil) throws -> ProcessRunner.Result {
        if let config {
            let folder = try #require(world.environment["XDG_CONFIG_HOME"]) + "/playdeck"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try config.write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
        }
        return try world.run(["--headless", "--ao", "null", "--exit-at-end", "--speed", "4"] + items)
    }

    @Test func eachItemChangeIsNotifiedWithItsCoverReplacingTheLast() throws {
        let bus = try PrivateBus()
        let daemon = try NotificationDaemon(bus: bus)
        let world = try TestWorld(bus: bus.address)
        // 2 s at 4× once left its cover, read on the artwork worker, too little time under the
        // suite's load (the item ended first, notified without it); 8 s give it 2 s.
        let first = try world.reachable(try Fixtures.tone(seconds: 8, title: "Covered", cover: true))
        let second = try world.reachable(try Fixtures.tone(seconds: 2, title: "Red \u{1B}[31mTitle", artist: "Bad \u{1B}]0;x\u{07}Artist"))
        // Idle at the end rather than exiting: a notification still on its way is not cut off.
        let player = try world.start(["--headless", "--ao", "null", "--speed", "4", first, second])
        defer { player.stop() }
        let end = Date().addingTimeInterval(20)
        while Date() < end, (try? daemon.notifications())?.last?.summary.hasPrefix("Red") != true { usleep(100_000) }
        #expect(!player.stderrLines.contains { $0.contains("notifications") }, "\(player.stderrLines)")
        let calls = try daemon.notifications()
        try #require(calls.count >= 2, "\(calls)")
        #expect(calls.allSatisfy { $0.app == "PlayDeck" })
        #expect(calls[0].replacesID == 0, "the first stands alone")
        #expect(calls.dropFirst().allSatisfy { $0.replacesID == 1 }, "each later one replaces the first's id: \(calls.map(\.replacesID))")
        let covered = calls.filter { $0.summary == "Covered" }
        #expect(!covered.isEmpty && covered.allSatisfy { $0.body == "Test Artist — Seeds" })
        let image = try #require(covered.last?.image, "the cover as image-data: \(covered.map(\.hints))")
        let (width, height) = (image[0], image[1])
        #expect(width > 0 && height > 0 && width <= 256 && height <= 256 && max(width, height) == 256, "\(image)")
        #expect(Array(image[2...]) == [width * 4, 1, 8, 4, width * height * 4], "RGBA rows: \(image)")
        let last = try #require(calls.last, "\(calls.map { ($0.summary, $0.replacesID, $0.image?.first) })")
        #expect(last.summary == "Red \u{FFFD}[31mTitle", "\(calls.map { ($0.summary, $0.replacesID, $0.image?.first) })")
        #expect(last.body == "Bad \u{FFFD}]0;x\u{FFFD}Artist — Seeds")
        #expect(last.image == nil, "a file without a cover sends none")
    }

    @Test func withoutADaemonOneLineSaysSoAndPlaybackGoesOn() throws {
        let bus = try PrivateBus()
        let world = try TestWorld(bus: bus.address)
        let items = try (0..<3).map { try world.reachable(try Fixtures.tone(seconds: 1, frequency: 300 + 100 * $0)) }
        // At 1×: the bus's answer that nobody owns the daemon's name comes back while the items
        // play. At 4× a loaded machine saw the player exit first, before it could say so (a player
        // that quits does not wait for that answer).
        let result = try world.run(["--headless", "--ao", "null", "--exit-at-end"] + items)
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("notifications") }
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.hasSuffix("none will be shown") == true)
    }

    @Test func falseSendsNone() throws {
        let bus = try PrivateBus()
        let daemon = try NotificationDaemon(bus: bus)
        let world = try TestWorld(bus: bus.address)
        let item = try world.reachable(try Fixtures.tone(seconds: 1))
        let result = try Self.play([item], in: world, config: "[notifications]\nenabled = false\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try daemon.notifications().isEmpty)
    }
}
