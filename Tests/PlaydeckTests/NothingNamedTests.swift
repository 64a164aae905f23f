import Foundation
import Testing
import TestSupport

/// `playdeck` with nothing named, as a new user starts it: the tile opens on the library with an
/// empty queue, a first run offers the music folder, and the remotes answer an empty queue.
@Suite struct NothingNamedTests {
    typealias Pane = TileEndToEndTests.Pane

    @Test func playdeckAloneOpensTheLibraryAndEnterPlaysAnAlbum() throws {
        let (world, music) = try LibraryCommandTests.world()
        #expect(try world.run(["library", "add", music]).status == 0)
        // --pause: the tracks last half a second; what is chosen starts paused, to be seen.
        let pane = try Pane([], world: world, options: ["--ao", "null", "--no-resume", "--pause"])
        let artists = pane.wait { $0.contains("Library") && $0.contains("Seeds") && $0.contains("2 albums") }
        try #require(artists != nil, "no library at start: \(pane.screen())")
        try pane.send("Escape")
        let idle = pane.wait { $0.contains("Now Playing") && $0.contains("Nothing playing") && $0.contains("Press L for the library") }
        try #require(idle != nil, "closing the library shows no idle tile: \(pane.screen())")
        try pane.send("L")
        try #require(pane.wait { $0.contains("Seeds") && $0.contains("2 albums") } != nil, "\(pane.screen())")
        try pane.send("Enter")
        try #require(pane.wait { $0.contains("1999  Roots") && $0.contains("2003  Wind") } != nil, "no albums: \(pane.screen())")
        try pane.send("j", "Enter")
        try #require(pane.wait { $0.contains("01  Magnificent") && $0.contains("02  Northern Light") } != nil, "\(pane.screen())")
        try pane.send("Enter")
        let playing = pane.wait { $0.contains("Now Playing") && $0.contains("Magnificent") && $0.contains("Track 1") }
        try #require(playing != nil, "Enter did not play the album: \(pane.screen())")
        try pane.send("q")
        #expect(pane.exitStatus() == 0)
    }

    @Test func aFirstRunOffersTheXDGMusicFolderAndAddingItFillsThePanel() throws {
        let world = try TestWorld()
        let home = try #require(world.environment["HOME"])
        try Fixtures.addMusic(LibraryCommandTests.files, to: home + "/Tunes")
        // As xdg-user-dirs writes it: relative to $HOME, quoted, after a comment.
        try "# written by xdg-user-dirs-update\nXDG_MUSIC_DIR=\"$HOME/Tunes\"\n"
            .write(toFile: world.path + "/config/user-dirs.dirs", atomically: true, encoding: .utf8)
        let pane = try Pane([], columns: 40, rows: 12, world: world)
        let offered = pane.wait { $0.contains("No library yet: playdeck library") && $0.contains("Enter adds ~/Tunes") }
        try #require(offered != nil, "no offer of the music folder: \(pane.screen())")
        try pane.send("Enter")
        let filled = pane.wait { $0.contains("Seeds") && $0.contains("2 albums") && $0.contains("Added 4 tracks from ~/Tunes") }
        #expect(filled != nil, "adding the music folder did not fill the panel: \(pane.screen())")
        let stats = try world.run(["library", "stats"])
        #expect(stats.stdout.hasPrefix("tracks        4\n"), "\(stats.stdout)")
    }

    @Test func headlessWaitsForRemotesOnlyWithIdleAndAnEmptyQueueAnswersThemPlainly() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let world = try TestWorld(bus: bus.address)
        let refused = try world.run(["--headless"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("nothing to play") && refused.stderr.contains("--idle"), "\(refused.stderr)")
        let player = try world.start(["--headless", "--idle", "--ao", "null"])
        defer { player.stop() }
        #expect(player.wait { player.stdoutLines.contains { $0.contains("nothing playing") } }, "\(player.stdoutLines)")
        let name = "org.mpris.MediaPlayer2.playdeck"
        #expect(player.wait { ((try? bus.run("/usr/bin/busctl", ["--user", "list"]))?.stdout ?? "").contains(name) })
        #expect(try bus.run("/usr/bin/playerctl", ["--player=playdeck", "status"]).stdout == "Stopped\n")
        let canPlay = ["--user", "get-property", name, "/org/mpris/MediaPlayer2", "org.mpris.MediaPlayer2.Player", "CanPlay"]
        #expect(try bus.run("/usr/bin/busctl", canPlay).stdout == "b false\n")
        let play = try world.run(["remote", "play"])
        #expect(play.status == 1 && play.stderr.contains("The queue is empty"), "\(play.stderr)")
        #expect(try world.run(["status"]).stdout.contains("nothing playing"))
        let tone = try world.reachable(try Fixtures.tone(seconds: 20))
        #expect(try world.run(["remote", "add", tone]).status == 0)
        #expect(player.wait { (try? bus.run("/usr/bin/playerctl", ["--player=playdeck", "status"]))?.stdout == "Playing\n" })
        #expect(try bus.run("/usr/bin/busctl", canPlay).stdout == "b true\n")
    }

    @Test func aBackgroundPlayerWithNothingNamedIsChosenForOverAttach() throws {
        let (world, music) = try LibraryCommandTests.world()
        #expect(try world.run(["library", "add", music]).status == 0)
        let player = try BackgroundPlayer([], in: world, options: ["--no-mpris", "--pause"])
        #expect(player.launch?.stdout.hasPrefix("waiting in the background with an empty queue: pid ") == true)
        defer { withExtendedLifetime(player) {} }
        let pane = try Attach.tile(in: world)
        try #require(pane.wait(seconds: 10) { $0.contains("Nothing playing") } != nil, "no tile: \(pane.screen())")
        try pane.send("L")
        try #require(pane.wait { $0.contains("Seeds") && $0.contains("2 albums") } != nil, "no artists: \(pane.screen())")
        try pane.send("Enter")
        try #require(pane.wait { $0.contains("1999  Roots") && $0.contains("2003  Wind") } != nil, "no albums: \(pane.screen())")
        try pane.send("j", "Enter")
        try #require(pane.wait { $0.contains("01  Magnificent") } != nil, "no tracks: \(pane.screen())")
        try pane.send("Enter")
        let status = try Attach.waitForStatus(in: world) { $0.title == "Magnificent" }
        #expect(status.title == "Magnificent", "the player did not play the track chosen over attach")
    }
}
