import Foundation
import Testing
import TestSupport

/// The titles an m3u (#EXTINF) and a pls (TitleN) give their entries reach a real background
/// player's queue, status and MPRIS, where the entry has no title of its own; a tagged file's
/// own title wins once it plays, as in mpv; a tile's `d` hands them over with the queue.
@Suite struct PlaylistTitlesTests {
    /// The m3u's second title, with escape sequences and a bell in it, and how it is shown.
    static let sneaky = "Second \u{1B}[31mAct\u{07}\u{1B}]0;pwned\u{1B}\\"
    static let sneakyShown = "Second \u{FFFD}[31mAct\u{FFFD}\u{FFFD}]0;pwned\u{FFFD}\\"

    /// In `world.media`: list.m3u naming two tagless tones and then a tagged one under another
    /// title, and list.pls naming two more tagless tones.
    static func playlists(in world: TestWorld) throws -> (m3u: String, pls: String) {
        let tagless = try Fixtures.tagged("mp3", seconds: 120, tags: [:])
        for name in ["one", "two", "three", "four"] {
            try FileManager.default.createSymbolicLink(atPath: world.media + "/\(name).mp3", withDestinationPath: tagless)
        }
        let tagged = try Fixtures.tone(seconds: 120, title: "Tag Title", artist: "Tag Artist", frequency: 550)
        try FileManager.default.createSymbolicLink(atPath: world.media + "/tagged.mp3", withDestinationPath: tagged)
        let m3u = world.media + "/list.m3u", pls = world.media + "/list.pls"
        try "#EXTM3U\n#EXTINF:120,Opening Number\none.mp3\n#EXTINF:120,\(sneaky)\ntwo.mp3\n#EXTINF:120,Listed Not Tagged\ntagged.mp3\n"
            .write(toFile: m3u, atomically: true, encoding: .utf8)
        try "[playlist]\nFile1=three.mp3\nTitle1=PLS First\nFile2=four.mp3\nTitle2=PLS Second\nNumberOfEntries=2\nVersion=2\n"
            .write(toFile: pls, atomically: true, encoding: .utf8)
        return (m3u, pls)
    }

    /// `playdeck remote queue`'s lines.
    static func queue(_ world: TestWorld) throws -> [String] {
        let queue = try world.run(["remote", "queue"])
        #expect(queue.status == 0 && queue.stderr == "", "\(queue.stderr)")
        return queue.stdout.split(separator: "\n").map(String.init)
    }

    /// Plays item `position` (1-based) and waits until the status says it plays, named `title`.
    static func play(_ position: Int, titled title: String, in world: TestWorld) throws -> Attach.Status {
        #expect(try world.run(["remote", "play-index", String(position)]).status == 0)
        return try Attach.waitForStatus(in: world) { $0.queueIndex == position - 1 && $0.title == title }
    }

    @Test func theQueueTheStatusAndMPRISShowThePlaylistsTitlesAndATaggedFileItsTagTitleOnceItPlays() throws {
        let bus = try PrivateBus()
        let world = try TestWorld(bus: bus.address)
        let lists = try Self.playlists(in: world)
        let player = try BackgroundPlayer(["--pause", lists.m3u, lists.pls], in: world, options: [])
        let first = try Attach.waitForStatus(in: world) { $0.title == "Opening Number" }
        #expect(first.title == "Opening Number" && first.queueIndex == 0, "\(first)")
        let rows = try Self.queue(world)
        #expect(rows.count == 5, "\(rows)")
        #expect(rows.indices.filter { $0 != 2 }.map { rows[$0] }
                == ["▶ 1. Opening Number", "  2. \(Self.sneakyShown)", "  4. PLS First", "  5. PLS Second"], "\(rows)")
        // The tagged file's tags may or may not have been read by now: either title is right.
        #expect(["  3. Listed Not Tagged", "  3. Tag Title — Tag Artist"].contains(rows[2]), "\(rows)")
        #expect(!rows.joined().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })

        let tagged = try Self.play(3, titled: "Tag Title", in: world)
        #expect(tagged.title == "Tag Title", "the tag's title wins, as in mpv: \(tagged)")
        #expect(try Self.queue(world)[2] == "▶ 3. Tag Title — Tag Artist")

        let pls = try Self.play(4, titled: "PLS First", in: world)
        #expect(pls.title == "PLS First", "\(pls)")
        let mpris = try bus.run("/usr/bin/playerctl", ["--player=playdeck", "metadata", "xesam:title"])
        #expect(mpris.stdout == "PLS First\n", "\(mpris.stdout)\(mpris.stderr)")
        #expect(try Self.queue(world) == ["  1. Opening Number", "  2. \(Self.sneakyShown)", "  3. Tag Title — Tag Artist",
                                          "▶ 4. PLS First", "  5. PLS Second"])
        #expect(player.isRunning)
    }

    @Test func dHandsThePlaylistsTitlesOverWithTheQueue() throws {
        let world = try TestWorld()
        let lists = try Self.playlists(in: world)
        let own = try TileEndToEndTests.Pane(["--no-mpris", lists.pls, lists.m3u], world: world)
        try #require(own.wait(seconds: 10) { $0.contains("PLS First") && (TileEndToEndTests.elapsed($0) ?? 0) >= 1 } != nil,
                     "no tile: \(own.screen())")
        let old = try ProcessHandle(try #require(own.playdeckPID()))
        try own.send("d")
        #expect(own.exitStatus(within: 10) == 0)
        let player = try AttachHandoffTests.successor(printedIn: own, replacing: old)
        let status = try Attach.waitForStatus(in: world) { $0.state == "playing" }
        #expect(status.title == "PLS First" && status.queueIndex == 0, "\(status)")
        let rows = try Self.queue(world)
        #expect(rows.count == 5 && Array(rows.prefix(4)) == ["▶ 1. PLS First", "  2. PLS Second", "  3. Opening Number",
                                                             "  4. \(Self.sneakyShown)"], "\(rows)")
        #expect(player.isRunning)
    }
}
