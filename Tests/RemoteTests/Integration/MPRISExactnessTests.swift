import Foundation
import Glibc
import Remote
import Testing
import TestSupport

/// MPRIS as the spec words it and as playerctl computes it: the plain bus name, Seeked wherever
/// a client's extrapolation would be wrong, a track id that belongs to the queue's item, the
/// queue's ends, and the richer metadata. On a private dbus-daemon, with playerctl and busctl.
@Suite(.serialized) struct MPRISExactnessTests {
    typealias Setup = MPRISTests.Setup

    static func trimmed(_ result: ProcessRunner.Result) -> String {
        result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func theFirstPlayDeckTakesThePlainNameAndASecondOneAnInstanceName() throws {
        let setup = try Setup([try Fixtures.tone(seconds: 30)])
        let second = try PlayDeckInstance([try Fixtures.tone(seconds: 30, frequency: 660)], bus: setup.bus.address)
        defer { second.stop() }
        let instanceName = "org.mpris.MediaPlayer2.playdeck.instance\(second.pid)"
        var names = ""
        #expect(try eventually { names = try setup.bus.run("/usr/bin/busctl", ["--user", "list", "--acquired"]).stdout
            return names.contains(instanceName) }, "\(names)")
        #expect(names.contains("org.mpris.MediaPlayer2.playdeck "), "the first keeps the plain name: \(names)")
        let listed = try setup.bus.run("/usr/bin/playerctl", ["--list-all"]).stdout
        #expect(listed.contains("playdeck\n") && listed.contains("playdeck.instance\(second.pid)"), "\(listed)")
    }

    @Test func anItemThatStartsPastItsBeginningAndTheEndOfAnAdAreAnnouncedWithSeeked() throws {
        let path = try Fixtures.tone(seconds: 20)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let sidecar = folder.path + "/ad.playdeck.toml"
        try "[[ad]]\nstart = 6\nduration = 1.5\n".write(toFile: sidecar, atomically: true, encoding: .utf8)
        let bus = try PrivateBus()
        defer { bus.stop() }
        let monitor = try BackgroundProcess("/usr/bin/dbus-monitor", ["--address", bus.address,
                                                                      "type='signal',member='Seeked'"],
                                            environment: [:], in: folder.path)
        defer { monitor.stop() }
        usleep(300_000)  // dbus-monitor has subscribed
        let instance = try PlayDeckInstance(["--start", "5", "--sidecar", sidecar, path], bus: bus.address)
        defer { instance.stop() }
        #expect(eventually { monitor.output.contains("int64 5") }, "Seeked to 5 s at the start: \(monitor.output)")
        let first = monitor.output.components(separatedBy: "member=Seeked").count - 1
        #expect(try eventually(timeout: 10) { try instance.status().inAd }, "the ad plays")
        #expect(try eventually(timeout: 10) { try !instance.status().inAd }, "the ad ends")
        #expect(eventually { monitor.output.components(separatedBy: "member=Seeked").count - 1 > first },
                "content time stood still through the ad, so its end is a Seeked: \(monitor.output)")
    }

    @Test func theTrackIdStaysWithTheItemWhenTheQueueIsEditedAroundIt() throws {
        let tones = try (0..<3).map { try Fixtures.tone(seconds: 30, title: "Tone \($0)", frequency: 300 + 100 * $0) }
        let setup = try Setup(tones)
        #expect(try setup.playerctl(["next"]).status == 0)
        #expect(try eventually { Self.trimmed(try setup.playerctl(["metadata", "xesam:title"])) == "Tone 1" })
        let before = Self.trimmed(try setup.playerctl(["metadata", "mpris:trackid"]))
        #expect(try setup.instance.ask(["command": "move 3 1"]).contains("success"))
        #expect(try eventually { try setup.instance.status().queueIndex == 2 }, "the item playing moved down")
        #expect(Self.trimmed(try setup.playerctl(["metadata", "mpris:trackid"])) == before)
        #expect(try setup.instance.ask(["command": "remove 1"]).contains("success"))
        #expect(try eventually { try setup.instance.status().queueIndex == 1 })
        #expect(Self.trimmed(try setup.playerctl(["metadata", "mpris:trackid"])) == before)
    }

    @Test func canGoNextAndPreviousAreFalseAtTheQueuesEndsAndNextKeepsAPausedPlayerPaused() throws {
        let first = try Fixtures.tone(seconds: 30, title: "End One")
        let second = try Fixtures.tone(seconds: 30, title: "End Two", frequency: 660)
        let setup = try Setup([first, second])
        #expect(try eventually { try setup.property("CanGoNext") == "b true" })
        #expect(try setup.property("CanGoPrevious") == "b false")
        #expect(try setup.playerctl(["pause"]).status == 0)
        #expect(try eventually { try setup.instance.status().state == "paused" })
        #expect(try setup.playerctl(["next"]).status == 0)
        #expect(try eventually { try setup.instance.status().title == "End Two" })
        #expect(try eventually { Self.trimmed(try setup.playerctl(["status"])) == "Paused" }, "still paused")
        #expect(try eventually { try setup.property("CanGoNext") == "b false" }, "the last item")
        #expect(try setup.property("CanGoPrevious") == "b true")
        #expect(try setup.playerctl(["loop", "Playlist"]).status == 0)
        #expect(try eventually { try setup.property("CanGoNext") == "b true" }, "around again under repeat")
    }

    @Test func theMetadataCarriesAlbumArtistComposerTrackDiscAndAnISODate() throws {
        let path = try Fixtures.tagged("mp3", seconds: 30, tags: [
            "title": "Tagged", "album_artist": "The Band", "composer": "Someone", "track": "3/12", "disc": "1/2",
            "date": "2022-06-06",
        ])
        let setup = try Setup([path])
        let format = "{{xesam:albumArtist}}|{{xesam:composer}}|{{xesam:trackNumber}}|{{xesam:discNumber}}|{{xesam:contentCreated}}"
        var fields: [String] = []
        #expect(try eventually {
            fields = Self.trimmed(try setup.playerctl(["metadata", "--format", format])).components(separatedBy: "|")
            return fields.first == "The Band"
        })
        #expect(fields == ["The Band", "Someone", "3", "1", "2022-06-06"], "\(fields)")
        let metadata = try setup.busctl(["get-property", setup.instance.busName, "/org/mpris/MediaPlayer2",
                                         "org.mpris.MediaPlayer2.Player", "Metadata"]).stdout
        #expect(metadata.contains(#""xesam:trackNumber" i 3"#), "an int32, as the spec says: \(metadata)")
        let status = try setup.instance.status()
        #expect(status.albumArtist == "The Band" && status.trackNumber == 3 && status.discNumber == 1, "\(status)")
    }
}
