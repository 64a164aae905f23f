import Foundation
import Glibc
import Testing
import TestSupport

/// `playdeck library …` and `playdeck --library QUERY`, run in a private world over real files.
@Suite struct LibraryCommandTests {
    static let files: [Fixtures.LibraryFile] = [
        .init("Seeds/Wind/02.mp3", ["title": "Northern Light", "artist": "Seeds", "album": "Wind", "date": "2003", "track": "2"]),
        .init("Seeds/Wind/01.flac", ["title": "Magnificent", "artist": "Seeds", "album": "Wind", "date": "2003", "track": "1"]),
        .init("Seeds/Roots/01.mp3", ["title": "Roots One", "artist": "Seeds", "album": "Roots", "date": "1999", "track": "1"]),
        .init("Other/01.ogg", ["title": "바람의 노래", "artist": "조용필", "album": "Wind"]),
    ]

    /// A world with the files in `media/music`, readable by the world's user.
    static func world(asAnotherUser: Bool = false) throws -> (TestWorld, String) {
        let world = try TestWorld(asAnotherUser: asAnotherUser)
        let music = world.media + "/music"
        try Fixtures.addMusic(files, to: music)
        if asAnotherUser { _ = try Fixtures.run("/bin/chown", ["-R", "65534:65534", world.media]) }
        return (world, music)
    }

    @Test func addingAFolderIndexesItAndSearchFindsItsTracks() throws {
        let (world, music) = try Self.world()
        let added = try world.run(["library", "add", music])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("4 added, 0 updated, 0 removed, 0 unchanged, 0 skipped in "), "\(added.stdout)")
        #expect(added.stderr.split(separator: "\n").last?.hasPrefix("scanning: 100% 4 of 4 files to read (4 found)") == true,
                "plain progress lines without a terminal: \(added.stderr)")
        #expect(FileManager.default.fileExists(atPath: world.path + "/data/playdeck/library.db"))
        let found = try world.run(["library", "search", "north"])
        #expect(found.stdout == "Seeds — Wind (2003) · 02 Northern Light  0:00.55  \(music)/Seeds/Wind/02.mp3\n", "\(found.stdout)")
        let json = try world.run(["library", "search", "--json", "바람"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["title"] as? String == "바람의 노래" && object?["path"] as? String == music + "/Other/01.ogg")
        let again = try world.run(["library", "rescan"])
        #expect(again.stdout.hasPrefix("0 added, 0 updated, 0 removed, 4 unchanged, 0 skipped"), "\(again.stdout)")
        let stats = try world.run(["library", "stats"])
        #expect(stats.stdout.hasPrefix("tracks        4\nartists       2\nalbums        3\n"), "\(stats.stdout)")
        let removed = try world.run(["library", "remove", music])
        #expect(removed.stdout == "removed \(music): 4 tracks\n")
        #expect(try world.run(["library", "search", "north"]).stderr.contains("nothing in the library matches 'north'"))
    }

    @Test func anUnreadableFolderIsOneLineAndItsTracksAreKept() throws {
        let (world, music) = try Self.world(asAnotherUser: true)
        #expect(try world.run(["library", "add", music]).status == 0)
        chmod(music + "/Seeds/Roots", 0o000)
        defer { chmod(music + "/Seeds/Roots", 0o755) }
        let again = try world.run(["library", "rescan"])
        #expect(again.status == 0)
        let problems = again.stderr.split(separator: "\n").filter { !$0.hasPrefix("scanning:") }
        #expect(problems == ["playdeck: \(music)/Seeds/Roots: Permission denied (skipped)"], "\(again.stderr)")
        #expect(again.stdout.hasPrefix("0 added, 0 updated, 0 removed, 3 unchanged"), "\(again.stdout)")
        #expect(try world.run(["library", "search", "roots"]).stdout.contains("Roots One"))
    }

    @Test func aCorruptLibraryIsSetAsideInOneLineAndRebuilt() throws {
        let (world, music) = try Self.world()
        let folder = world.path + "/data/playdeck"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: folder + "/library.db"))
        let added = try world.run(["library", "add", music])
        #expect(added.status == 0)
        let notices = added.stderr.split(separator: "\n").filter { !$0.hasPrefix("scanning:") }
        #expect(notices.count == 1 && notices[0].contains("was corrupt") && notices[0].contains("library.db.corrupt-"), "\(added.stderr)")
        #expect(try world.run(["library", "search", "north"]).stdout.contains("Northern Light"))
    }

    @Test func aLibraryLockedByAnotherWriterIsOneLineAfterABriefWait() throws {
        let (world, music) = try Self.world()
        #expect(try world.run(["library", "add", music]).status == 0)
        let holder = try LiveProcess("/usr/bin/python3", ["-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1], isolation_level=None)
            db.execute("BEGIN IMMEDIATE")
            print("locked", flush=True)
            sys.stdin.readline()
            """, world.path + "/data/playdeck/library.db"])
        defer { holder.stop() }
        #expect(holder.wait { holder.stdoutLines.contains("locked") })
        try Fixtures.addMusic([.init("New/01.mp3", ["title": "Newcomer"])], to: music)
        let busy = try world.run(["library", "rescan"])
        #expect(busy.status == 1)
        let lines = busy.stderr.split(separator: "\n").filter { !$0.hasPrefix("scanning:") }
        #expect(lines.count == 1 && lines[0].contains("the library is busy: another PlayDeck is writing to it"), "\(busy.stderr)")
        let read = try world.run(["library", "search", "north"])
        #expect(read.stdout.contains("Northern Light"), "reading is not blocked")
        // The holder ends on a line (its SIGTERM may be blocked, as the test process's is).
        holder.send(line: "done")
        #expect(holder.waitForExit() == 0)
    }

    @Test func aQueryPlaysTheMatchingTracksInAlbumOrder() throws {
        let (world, music) = try Self.world()
        #expect(try world.run(["library", "add", music]).status == 0)
        let played = try world.run(["--library", "artist:Seeds album:Wind", "--headless", "--json", "--exit-at-end", "--ao", "null"])
        #expect(played.status == 0, "\(played.stderr)")
        var titles: [String] = []
        for line in played.stdout.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if let title = object?["title"] as? String, titles.last != title { titles.append(title) }
        }
        #expect(titles == ["Magnificent", "Northern Light"])
        let nothing = try world.run(["--library", "artist:Nobody", "--headless", "--ao", "null"])
        #expect(nothing.status != 0 && nothing.stderr.contains("--library artist:Nobody: nothing in the library matches (skipped)"),
                "\(nothing.stderr)")
    }

    @Test func theSocketAddsAQuerysTracksToTheQueue() throws {
        let (world, music) = try Self.world()
        #expect(try world.run(["library", "add", music]).status == 0)
        let player = try BackgroundPlayer(["--pause", music + "/Other/01.ogg"], in: world)
        defer { withExtendedLifetime(player) {} }
        let added = try world.run(["remote", "library-add", "artist:Seeds", "album:Wind"])
        #expect(added.status == 0, "\(added.stderr)")
        let queue = try world.run(["remote", "queue"])
        let rows = queue.stdout.split(separator: "\n")
        // A row shows the title once the tags are read, the file's name before.
        #expect(rows.count == 3 && (rows[1].hasSuffix("2. Magnificent") || rows[1].hasSuffix("2. 01.flac"))
                && (rows[2].hasSuffix("3. Northern Light") || rows[2].hasSuffix("3. 02.mp3")), "in album order: \(queue.stdout)")
        let none = try world.run(["remote", "library-add", "artist:Nobody"])
        #expect(none.status != 0 && none.stderr.contains("nothing in the library matches 'artist:Nobody'"), "\(none.stderr)")
        #expect(try world.run(["remote", "library-add-next", "album:Roots"]).status == 0)
        let next = try world.run(["remote", "queue"]).stdout
        #expect(LibraryPanelEndToEndTests.titles(next).dropFirst().first.map { ["Roots One", "01.mp3"].contains($0) } == true,
                "after the item playing: \(next)")
        // The tracks last 0.55 s: the one chosen repeats, so that the queue is still there to see.
        #expect(try world.run(["remote", "repeat", "track"]).status == 0)
        #expect(try world.run(["remote", "library-replace", "artist:Seeds", "album:Wind"]).status == 0)
        let replaced = try world.run(["remote", "queue"]).stdout
        #expect(replaced.split(separator: "\n").count == 2 && replaced.contains("1. ") && !replaced.contains("3. "),
                "the album in place of the queue: \(replaced)")
    }
}
