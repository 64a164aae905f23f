import Foundation
import Glibc
import Remote
import Testing
import TestSupport

/// MPRIS on a private dbus-daemon, driven with playerctl and busctl like a desktop would.
@Suite(.serialized) struct MPRISTests {
    /// A bus, and a player on it whose name is already taken.
    final class Setup {
        let bus: PrivateBus
        let instance: PlayDeckInstance

        init(_ arguments: [String]) throws {
            bus = try PrivateBus()
            do {
                instance = try PlayDeckInstance(arguments, bus: bus.address)
            } catch {
                bus.stop()
                throw error
            }
            let named = try eventually { try playerctl(["--list-all"]).stdout.contains(instance.playerName) }
            if !named { throw FixtureError("the player never appeared on the bus: \(instance.standardError)") }
        }

        deinit {
            instance.stop()
            bus.stop()
        }

        func playerctl(_ arguments: [String]) throws -> ProcessRunner.Result {
            try bus.run("/usr/bin/playerctl", ["--player=\(instance.playerName)"] + arguments)
        }

        func busctl(_ arguments: [String]) throws -> ProcessRunner.Result {
            try bus.run("/usr/bin/busctl", ["--user"] + arguments)
        }

        func property(_ name: String, interface: String = "org.mpris.MediaPlayer2.Player") throws -> String {
            try busctl(["get-property", instance.busName, "/org/mpris/MediaPlayer2", interface, name]).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }

        func monitor() throws -> BackgroundProcess {
            try BackgroundProcess("/usr/bin/dbus-monitor", ["--address", bus.address,
                                                            "type='signal',interface='org.mpris.MediaPlayer2.Player'",
                                                            "type='signal',member='PropertiesChanged'"],
                                  environment: [:], in: instance.world.path)
        }
    }

    @Test func loopStatusAndShuffleFollowTheQueueAndCanBeSetFromPlayerctl() throws {
        let setup = try Setup([try Fixtures.tone(seconds: 30), try Fixtures.tone(seconds: 30, frequency: 660)])
        func trimmed(_ arguments: [String]) throws -> String {
            try setup.playerctl(arguments).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try trimmed(["loop"]) == "None")
        #expect(try trimmed(["shuffle"]) == "Off")
        #expect(try setup.playerctl(["loop", "Playlist"]).status == 0)
        #expect(try eventually { try trimmed(["loop"]) == "Playlist" })
        #expect(try setup.playerctl(["shuffle", "On"]).status == 0)
        #expect(try eventually { try trimmed(["shuffle"]) == "On" })
        // The same state reaches the control socket: one command center for every source.
        #expect(try eventually { let now = try setup.instance.status(); return now.repeat == "queue" && now.shuffle == true })
        #expect(try setup.playerctl(["loop", "Track"]).status == 0)
        #expect(try eventually { try setup.instance.status().repeat == "track" })
    }

    @Test func playerctlReadsTheMetadataInContentTime() throws {
        let path = try Fixtures.tone(seconds: 20, cover: true)
        let setup = try Setup([path])
        let format = "{{xesam:title}}|{{xesam:artist}}|{{xesam:album}}|{{mpris:length}}|{{xesam:url}}"
        let fields = try setup.playerctl(["metadata", "--format", format]).stdout.trimmingCharacters(in: .newlines)
            .split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        #expect(fields.count == 5)
        #expect(Array(fields.prefix(3)) == ["Test Tone", "Test Artist", "Seeds"])
        let length = try #require(Double(fields[3]))
        #expect(abs(length / 1e6 - (try Fixtures.probeDuration(path))) < 0.1)
        #expect(fields[4] == "file://" + path)
        #expect(try setup.playerctl(["status"]).stdout == "Playing\n")
        #expect(try setup.property("Identity", interface: "org.mpris.MediaPlayer2") == #"s "PlayDeck""#)
        #expect(try setup.property("CanSeek") == "b true")
    }

    @Test func theArtworkIsTheCoversOwnBytesInAPrivateFileInTheCache() throws {
        let song = try Fixtures.tone(seconds: 20, cover: true)
        let setup = try Setup([song])
        var art = ""
        #expect(try eventually { art = try setup.playerctl(["metadata", "mpris:artUrl"]).stdout; return !art.isEmpty })
        let path = String(art.trimmingCharacters(in: .newlines).dropFirst("file://".count))
        #expect(path.hasPrefix(setup.instance.world.path + "/cache/playdeck/art/"), "\(art)")
        #expect(path.hasSuffix(".jpg"), "\(art)")
        #expect(TemporaryDirectory.mode(path) == 0o600)
        let embedded = setup.instance.world.path + "/embedded-cover.jpg"
        try Fixtures.run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-i", song, "-an", "-c:v", "copy", "-f", "image2", embedded])
        #expect(FileManager.default.contents(atPath: path) == FileManager.default.contents(atPath: embedded))
        setup.instance.stop()
        #expect(access(path, F_OK) != 0, "the file goes when the player ends")
    }

    @Test func positionMovesAndASeekIsAnnouncedWithSeeked() throws {
        let setup = try Setup([try Fixtures.tone(seconds: 30)])
        let monitor = try setup.monitor()
        defer { monitor.stop() }
        usleep(300_000)  // dbus-monitor has subscribed
        let before = try #require(Double(try setup.playerctl(["position"]).stdout.trimmingCharacters(in: .newlines)))
        #expect(try setup.playerctl(["position", "10+"]).status == 0)
        #expect(try eventually { (Double(try setup.playerctl(["position"]).stdout.trimmingCharacters(in: .newlines)) ?? 0) > before + 9 })
        #expect(eventually { monitor.output.contains("member=Seeked") }, "\(monitor.output)")
        let status = try setup.instance.status()
        #expect(abs((status.elapsed ?? 0) - before - 10) < 1.5, "the socket agrees with MPRIS")
        #expect(try setup.playerctl(["play-pause"]).status == 0)
        #expect(eventually { monitor.output.contains("\"Paused\"") }, "PropertiesChanged carries the new status")
        #expect(try setup.playerctl(["status"]).stdout == "Paused\n")
        #expect(try setup.instance.status().state == "paused")
        #expect(try setup.playerctl(["play-pause"]).status == 0)
        #expect(try eventually { try setup.playerctl(["status"]).stdout == "Playing\n" })
    }

    @Test func nextAndOpenUriChangeTheTrack() throws {
        let first = try Fixtures.tone(seconds: 30, title: "First Tone")
        let second = try Fixtures.tone(seconds: 30, title: "Second Tone", frequency: 660)
        let third = try Fixtures.tone(seconds: 30, title: "Third Tone", frequency: 880)
        let setup = try Setup([first, second])
        let trackBefore = try setup.playerctl(["metadata", "mpris:trackid"]).stdout
        #expect(try setup.playerctl(["next"]).status == 0)
        #expect(try eventually { try setup.playerctl(["metadata", "xesam:title"]).stdout == "Second Tone\n" })
        #expect(try setup.playerctl(["metadata", "mpris:trackid"]).stdout != trackBefore)
        let uri = "file://" + (third.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? third)
        let opened = try setup.busctl(["call", setup.instance.busName, "/org/mpris/MediaPlayer2",
                                       "org.mpris.MediaPlayer2.Player", "OpenUri", "s", uri])
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(try eventually { try setup.instance.status().title == "Third Tone" })
        let refused = try setup.busctl(["call", setup.instance.busName, "/org/mpris/MediaPlayer2",
                                        "org.mpris.MediaPlayer2.Player", "OpenUri", "s", "fdclose://3"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("refused fdclose://3: it names the player's own file descriptors"), "\(refused.stderr)")
    }

    /// Paused, as the position lands on the target and stays there: playing on, it would leave
    /// the second around 20 s again before a loaded machine's next look (it did, under load).
    @Test func busctlSetsPositionAndVolume() throws {
        let setup = try Setup(["--pause", try Fixtures.tone(seconds: 30)])
        // playerctl prints an object path in quotes.
        let track = try setup.playerctl(["metadata", "mpris:trackid"]).stdout
            .trimmingCharacters(in: CharacterSet(charactersIn: "'\n"))
        let moved = try setup.busctl(["call", setup.instance.busName, "/org/mpris/MediaPlayer2",
                                      "org.mpris.MediaPlayer2.Player", "SetPosition", "ox", track, "20000000"])
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(try eventually { abs((try setup.instance.status().elapsed ?? 0) - 20) < 1 })
        let set = try setup.busctl(["set-property", setup.instance.busName, "/org/mpris/MediaPlayer2",
                                    "org.mpris.MediaPlayer2.Player", "Volume", "d", "0.25"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try eventually { try setup.instance.status().volume == 25 })
        #expect(try eventually { try setup.property("Volume") == "d 0.25" })
    }

    @Test func canSeekIsFalseWhileAnAdFromTheSidecarPlays() throws {
        let path = try Fixtures.tone(seconds: 20)
        let setup0 = try TemporaryDirectory()
        defer { setup0.remove() }
        let sidecar = setup0.path + "/ad.playdeck.toml"
        try "[[ad]]\nstart = 1\nduration = 2.5\n".write(toFile: sidecar, atomically: true, encoding: .utf8)
        let setup = try Setup(["--sidecar", sidecar, path])
        let monitor = try setup.monitor()
        defer { monitor.stop() }
        let length = try #require(Double(try setup.playerctl(["metadata", "mpris:length"]).stdout.trimmingCharacters(in: .newlines)))
        #expect(abs(length / 1e6 - (try Fixtures.probeDuration(path) - 2.5)) < 0.1, "the ad is not counted")
        #expect(try eventually { try setup.property("CanSeek") == "b false" }, "inside the ad")
        #expect(try setup.instance.status().inAd)
        #expect(try eventually { try setup.property("CanSeek") == "b true" }, "after the ad")
        #expect(eventually { monitor.output.contains("CanSeek") }, "the flip is announced: \(monitor.output)")
    }

    @Test func quitEndsThePlayer() throws {
        let setup = try Setup([try Fixtures.tone(seconds: 30)])
        let result = try setup.busctl(["call", setup.instance.busName, "/org/mpris/MediaPlayer2", "org.mpris.MediaPlayer2", "Quit"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(setup.instance.waitForExit(timeout: 10) == 0)
    }
}
