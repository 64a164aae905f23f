import Remote
import Testing
import TestSupport

/// `status` and `currentsong` of songs the music library does not hold: what the queue knows
/// of them, under their absolute paths, as MPD shows a file outside its music directory.
@Suite(.serialized, .enabled(if: RealMPD.isInstalled)) struct MPDStatusCommandsTests {
    @Test func aSongOutsideTheLibraryIsWhatTheQueueKnowsOfIt() throws {
        let servers = try MPDStageDifferential()
        let bare = MPDContext(source: servers.stage.source)
        let path = servers.music + "/Album/song2.ogg"
        #expect(servers.playdeck("add " + path, in: bare) == "OK\n")
        #expect(servers.playdeck("add Album/song1.ogg", in: bare) == "ACK [50@0] {add} No such directory\n")
        // MPD's add leaves a stopped player stopped.
        #expect(servers.playdeck("status", in: bare).contains("\nstate: stop\n"))
        #expect(servers.playdeck("play", in: bare) == "OK\n")
        #expect(servers.run { servers.stage.infoCenter.nowPlayingInfo?.state == .playing })
        #expect(servers.run { servers.playdeck("currentsong", in: bare).contains("\nAlbum: Album\n") })
        #expect(servers.playdeck("currentsong", in: bare)
            == "file: \(path)\nTitle: Song 2\nArtist: Artist 0\nAlbum: Album\nTime: 30\nduration: 30.000\nPos: 0\nId: 1\nOK\n")
        let status = servers.playdeck("status", in: bare)
        #expect(status.contains("\nplaylistlength: 1\nmixrampdb: 0\nstate: play\nsong: 0\nsongid: 1\ntime: "))
        #expect(status.contains("\nduration: 30.000\n") && !status.contains("nextsong"))
    }

    /// The database's songs have their tags; a song it lacks has its file's read once listed.
    @Test func aSongOutsideTheLibraryThatNeverPlayedIsListedWithItsTagsOnceRead() throws {
        let servers = try MPDStageDifferential()
        let bare = MPDContext(source: servers.stage.source)
        let path = servers.music + "/Album/song2.ogg"
        #expect(servers.playdeck("add " + path, in: bare) == "OK\n")
        #expect(servers.playdeck("playlistinfo", in: bare).hasPrefix("file: \(path)\nPos: 0\nId: 1\n"), "no tags yet")
        #expect(servers.run { servers.playdeck("playlistinfo", in: bare).contains("\nTitle: Song 2\nArtist: Artist 0\nAlbum: Album\n") })
        #expect(servers.playdeck("status", in: bare).contains("\nstate: stop\n"))
    }
}
