import Foundation
import Testing
import TestSupport

/// TrackList.AddTrack with a `library:QUERY` URI, on a real bus: the music library's tracks
/// matching the query join the end of the queue, or take its place when they are to play.
@Suite(.serialized) struct MPRISTrackListLibraryTests {
    @Test func aLibraryURIAddsTheQuerysTracks() throws {
        let setup = try MPRISTests.Setup([try Fixtures.tone(seconds: 30, title: "Playing")])
        let music = try Fixtures.musicFolder([
            .init("Seeds/Wind/01.mp3", ["title": "Magnificent", "artist": "Seeds", "album": "Wind", "track": "1"]),
            .init("Seeds/Wind/02.mp3", ["title": "Northern Light", "artist": "Seeds", "album": "Wind", "track": "2"]),
            .init("Other/01.mp3", ["title": "Elsewhere", "artist": "Other"]),
        ])
        #expect(try setup.instance.world.run(["library", "add", music]).status == 0)
        let added = try setup.busctl(["call", setup.instance.busName, MPRISTrackListBusTests.path, MPRISTrackListBusTests.interface,
                                      "AddTrack", "sob", "library:artist:Seeds", "/org/mpris/MediaPlayer2/TrackList/NoTrack", "false"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try eventually { try setup.instance.status().queueCount == 3 })
        #expect(try setup.instance.status().title == "Playing", "the item playing plays on")
    }

    /// SetAsCurrent: the query's tracks play in place of the queue (the Library panel's Enter).
    @Test func aLibraryURIToPlayReplacesTheQueue() throws {
        // --idle: the tracks last half a second, and the queue is looked at after they played.
        let setup = try MPRISTests.Setup(["--idle", try Fixtures.tone(seconds: 30, title: "Playing")])
        let music = try Fixtures.musicFolder([
            .init("Seeds/Wind/01.mp3", ["title": "Magnificent", "artist": "Seeds", "album": "Wind", "track": "1"]),
            .init("Seeds/Wind/02.mp3", ["title": "Northern Light", "artist": "Seeds", "album": "Wind", "track": "2"]),
        ])
        #expect(try setup.instance.world.run(["library", "add", music]).status == 0)
        let added = try setup.busctl(["call", setup.instance.busName, MPRISTrackListBusTests.path, MPRISTrackListBusTests.interface,
                                      "AddTrack", "sob", "library:artist:Seeds", "/org/mpris/MediaPlayer2/TrackList/NoTrack", "true"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try eventually { try setup.instance.status().queueCount == 2 }, "the two tracks alone, 'Playing' gone")
    }
}
