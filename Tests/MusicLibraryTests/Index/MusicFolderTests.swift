import Foundation
import Testing
import TestSupport
import MusicLibrary

/// The folder an empty library offers: the music folder user-dirs.dirs names, else ~/Music,
/// only when it is there; shown with ~ for HOME.
@Suite struct MusicFolderTests {
    @Test func theNamedFolderComesFirstThenMusicInHomeAndOnlyFoldersThatExist() throws {
        let home = try TestWorld.makeFolder(prefix: "pdhome")
        let environment = ["HOME": home + "/"]
        #expect(MusicFolder.offer(environment: environment, named: nil) == nil, "no folder, no offer")
        try FileManager.default.createDirectory(atPath: home + "/Music", withIntermediateDirectories: true)
        #expect(MusicFolder.offer(environment: environment, named: nil) == home + "/Music")
        #expect(MusicFolder.offer(environment: environment, named: home + "/Tunes") == home + "/Music", "a named folder that is not there")
        #expect(MusicFolder.offer(environment: environment, named: home + "/") == home + "/Music", "HOME names a folder turned off")
        try FileManager.default.createDirectory(atPath: home + "/Tunes", withIntermediateDirectories: true)
        #expect(MusicFolder.offer(environment: environment, named: home + "/Tunes/") == home + "/Tunes")
        #expect(MusicFolder.offer(environment: [:], named: nil) == nil)
    }

    @Test func aFolderInHomeIsShownWithATilde() {
        let environment = ["HOME": "/home/ann"]
        #expect(MusicFolder.shown("/home/ann/Music", environment: environment) == "~/Music")
        #expect(MusicFolder.shown("/home/ann", environment: environment) == "~")
        #expect(MusicFolder.shown("/home/annie/Music", environment: environment) == "/home/annie/Music")
        #expect(MusicFolder.shown("/srv/music", environment: [:]) == "/srv/music")
        #expect(MusicFolder.shown("/anything", environment: ["HOME": "/"]) == "/anything")
    }
}
