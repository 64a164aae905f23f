import Foundation
import Testing
import TestSupport

/// `playdeck remote add [--next|--at N] ITEM…` and the queue's edits on a real background
/// player: a folder and a playlist added at a position (a relative path is the client's),
/// then remove, move, clear, undo, save and load, checked by `playdeck remote queue`.
@Suite struct RemoteAddTests {
    /// `playdeck ARGUMENTS` run from `directory`, in `world`.
    static func run(_ arguments: [String], in world: TestWorld, from directory: String) throws -> ProcessRunner.Result {
        let quoted = world.command(arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        return try ProcessRunner.run("/bin/sh", ["-c", "cd '\(directory)' && exec " + quoted.joined(separator: " ")],
                                     environment: world.environment)
    }

    /// The queue's rows as `remote queue` prints them, without the marks.
    static func queue(_ world: TestWorld) throws -> [String] {
        let listed = try world.run(["remote", "queue"])
        #expect(listed.status == 0, "\(listed.stderr)")
        return listed.stdout.split(separator: "\n").map { String($0.dropFirst(2)) }
    }

    static func remote(_ world: TestWorld, _ words: String...) throws -> ProcessRunner.Result {
        let result = try world.run(["remote"] + words)
        #expect(result.status == 0, "\(words): \(result.stderr)")
        return result
    }

    @Test func aFolderAndAPlaylistAddedAtAPlaceAreEditedUndoneSavedAndLoaded() throws {
        let world = try TestWorld()
        // Tagless tones: each row's title is its file's name, whenever its tags are read.
        let tone = try Fixtures.tagged(seconds: 120, tags: [:])
        let album = world.media + "/album"
        try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
        for name in ["t10.mp3", "t2.mp3", "t1.mp3"] { _ = try Fixtures.copy(tone, into: album, as: name) }
        for name in ["first.mp3", "last.mp3", "listed.mp3"] { _ = try Fixtures.copy(tone, into: world.media, as: name) }
        try "#EXTM3U\nlisted.mp3\nav://lavfi:anullsrc\n".write(toFile: world.media + "/mix.m3u", atomically: true, encoding: .utf8)
        let player = try BackgroundPlayer(["--pause", world.media + "/first.mp3", world.media + "/last.mp3"], in: world)

        let added = try Self.run(["remote", "add", "--at", "2", "album", "./mix.m3u"], in: world, from: world.media)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout == "Added 4 items\n")
        #expect(added.stderr.contains("not added: \(world.media)/mix.m3u: refused av://lavfi:anullsrc"), "\(added.stderr)")
        #expect(try Self.queue(world) == ["1. first.mp3", "2. t1.mp3", "3. t2.mp3", "4. t10.mp3", "5. listed.mp3", "6. last.mp3"])

        #expect(try Self.remote(world, "remove", "3").stdout == "Removed 't2.mp3'\n")
        _ = try Self.remote(world, "move", "4", "1")
        #expect(try Self.queue(world) == ["1. listed.mp3", "2. first.mp3", "3. t1.mp3", "4. t10.mp3", "5. last.mp3"])
        #expect(try Self.remote(world, "save", "evening").stdout == "Saved 'evening' (5 items)\n")
        #expect(try Self.remote(world, "clear").stdout == "Cleared 5 items · u undoes\n")
        #expect(try Self.queue(world).isEmpty)
        #expect(player.isRunning, "a cleared queue leaves the player waiting")
        _ = try Self.remote(world, "undo")
        #expect(try Self.queue(world).count == 5)
        _ = try Self.remote(world, "undo")
        _ = try Self.remote(world, "undo")
        #expect(try Self.queue(world) == ["1. first.mp3", "2. t1.mp3", "3. t2.mp3", "4. t10.mp3", "5. listed.mp3", "6. last.mp3"])

        #expect(try Self.remote(world, "playlists").stdout == "Playlists: evening\n")
        #expect(try Self.remote(world, "load", "evening").stdout == "Playing 'evening' (5 items)\n")
        #expect(try Self.queue(world) == ["1. listed.mp3", "2. first.mp3", "3. t1.mp3", "4. t10.mp3", "5. last.mp3"])
        let saved = try String(contentsOfFile: world.path + "/data/playdeck/playlists/evening.m3u8", encoding: .utf8)
        #expect(saved.hasPrefix("#EXTM3U\n") && saved.contains("\n\(album)/t10.mp3\n"), "\(saved)")

        let missing = try world.run(["remote", "load", "nothing"])
        #expect(missing.status == 1 && missing.stderr == "playdeck: load nothing: there is no saved playlist 'nothing'\n")
        _ = try Self.remote(world, "undo")
        #expect(try Self.queue(world).count == 6, "the load, undone")
        _ = try Self.remote(world, "undo")
        #expect(try Self.queue(world) == ["1. first.mp3", "2. last.mp3"], "one remote add of two items is one step")
        #expect(player.isRunning)
    }
}
