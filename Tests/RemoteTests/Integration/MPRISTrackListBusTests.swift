import Foundation
import Glibc
import Remote
import Testing
import TestSupport

/// The TrackList interface on a real bus: what busctl reads and calls, and the signals a client
/// sees as the queue is edited.
@Suite(.serialized) struct MPRISTrackListBusTests {
    typealias Setup = MPRISTests.Setup
    static let path = "/org/mpris/MediaPlayer2"
    static let interface = "org.mpris.MediaPlayer2.TrackList"

    static func tracks(_ setup: Setup) throws -> [String] {
        let output = try setup.busctl(["get-property", setup.instance.busName, path, interface, "Tracks"]).stdout
        return output.split(separator: " ").dropFirst(2).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"\n")) }
    }

    static func call(_ setup: Setup, _ method: String, _ signature: String, _ arguments: [String]) throws -> ProcessRunner.Result {
        try setup.busctl(["call", setup.instance.busName, path, interface, method, signature] + arguments)
    }

    @Test func theQueueIsTheTrackListAndItsMethodsEditAndPlayIt() throws {
        let tones = try (0..<3).map { try Fixtures.tone(seconds: 30, title: "List \($0)", frequency: 300 + 100 * $0) }
        let setup = try Setup(tones)
        let monitor = try BackgroundProcess("/usr/bin/dbus-monitor", ["--address", setup.bus.address,
                                                                      "type='signal',interface='\(Self.interface)'"],
                                            environment: [:], in: setup.instance.world.path)
        defer { monitor.stop() }
        usleep(300_000)  // dbus-monitor has subscribed
        #expect(try setup.property("HasTrackList", interface: "org.mpris.MediaPlayer2") == "b true")
        let tracks = try Self.tracks(setup)
        #expect(tracks.count == 3, "\(tracks)")
        let metadata = try Self.call(setup, "GetTracksMetadata", "ao", ["2", tracks[2], tracks[0]]).stdout
        #expect(metadata.contains("List 2") && metadata.contains("List 0") && !metadata.contains("List 1"), "\(metadata)")
        #expect(metadata.range(of: "List 2")?.lowerBound ?? metadata.endIndex
                < metadata.range(of: "List 0")?.lowerBound ?? metadata.startIndex, "in the order asked")

        #expect(try Self.call(setup, "GoTo", "o", [tracks[2]]).status == 0)
        #expect(try eventually { try setup.instance.status().title == "List 2" })
        #expect(try Self.call(setup, "RemoveTrack", "o", [tracks[1]]).status == 0)
        #expect(try eventually { try setup.instance.status().queueCount == 2 })
        #expect(eventually { monitor.output.contains("member=TrackRemoved") }, "\(monitor.output)")
        #expect(try Self.tracks(setup) == [tracks[0], tracks[2]], "the others keep their ids")

        let extra = try Fixtures.tone(seconds: 30, title: "List Extra", frequency: 900)
        let added = try Self.call(setup, "AddTrack", "sob", ["file://" + extra, tracks[0], "false"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try eventually { try setup.instance.status().queueCount == 3 })
        #expect(eventually { monitor.output.contains("member=TrackAdded") }, "\(monitor.output)")
        let now = try Self.tracks(setup)
        #expect(now.count == 3 && now[0] == tracks[0] && now[2] == tracks[2], "added after the first: \(now)")
        #expect(try setup.instance.status().title == "List 2", "SetAsCurrent false: the item playing plays on")
        #expect(try Self.call(setup, "GoTo", "o", ["/org/playdeck/track/999"]).status == 0, "an unknown id does nothing")
        #expect(try setup.instance.status().title == "List 2")
    }

    /// AddTrack of a folder puts all of its media right after the track named (through
    /// `add-at`), in natural order; after NoTrack, at the start. The tracks there keep their ids.
    @Test func addTrackPutsAWholeFolderAfterTheTrackNamedAndNoTrackFirst() throws {
        let tones = try (0..<2).map { try Fixtures.tone(seconds: 30, title: "Base \($0)", frequency: 300 + 100 * $0) }
        let setup = try Setup(tones)
        let tracks = try Self.tracks(setup)
        try #require(tracks.count == 2, "\(tracks)")
        let folder = try Fixtures.folder(named: "tracklist-folder")
        for (index, name) in ["b10.mp3", "b2.mp3"].enumerated() {
            _ = try Fixtures.copy(try Fixtures.tone(seconds: 30, title: "Folder \(index)", frequency: 700 + 50 * index), into: folder, as: name)
        }
        let added = try Self.call(setup, "AddTrack", "sob", ["file://" + folder, tracks[0], "false"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try eventually { try setup.instance.status().queueCount == 4 })
        let extra = try Fixtures.tone(seconds: 30, title: "First Now", frequency: 950)
        #expect(try Self.call(setup, "AddTrack", "sob", ["file://" + extra, "/org/mpris/MediaPlayer2/TrackList/NoTrack", "false"]).status == 0)
        #expect(try eventually { try setup.instance.status().queueCount == 5 })
        let now = try Self.tracks(setup)
        #expect(now.count == 5 && now[1] == tracks[0] && now[4] == tracks[1], "\(now)")
        let metadata = try Self.call(setup, "GetTracksMetadata", "ao", ["5"] + now).stdout
        // By their files' names: a title not read yet is its file's name.
        let names = [extra, tones[0], folder + "/b2.mp3", folder + "/b10.mp3", tones[1]].map { ($0 as NSString).lastPathComponent }
        let titles = names.map { metadata.range(of: $0 + "\"")?.lowerBound }
        #expect(titles.allSatisfy { $0 != nil } && zip(titles, titles.dropFirst()).allSatisfy { ($0 ?? metadata.endIndex) < ($1 ?? metadata.startIndex) },
                "b2 before b10, all between Base 0 and Base 1: \(metadata)")
        #expect(try setup.instance.status().title == "Base 0", "the item playing plays on")
    }
}
