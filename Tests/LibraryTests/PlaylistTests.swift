import Library
import Testing

@Suite struct PlaylistTests {
    @Test func m3uEntriesResolveAgainstTheFolderAndKeepTheirTitles() throws {
        let text = "#EXTM3U\r\n#EXTINF:123, First Song\r\nmusic/a.mp3\r\n\r\n# a comment\n/abs/b.flac\nhttp://x.org/c.mp3\nfile:///d.ogg\n"
        let playlist = try #require(Playlist.parse(text, base: "/lists", isPLS: false))
        #expect(playlist.entries == [
            .init(location: "/lists/music/a.mp3", title: "First Song"),
            .init(location: "/abs/b.flac"),
            .init(location: "http://x.org/c.mp3"),
            .init(location: "/d.ogg"),
        ])
    }

    @Test func plsEntriesComeInTheirNumberedOrder() throws {
        let text = "[playlist]\nFile2=b.mp3\nTitle2=Bee\nFile1=a.mp3\nNumberOfEntries=2\nVersion=2\n"
        let playlist = try #require(Playlist.parse(text, base: "/p", isPLS: true))
        #expect(playlist.entries == [.init(location: "/p/a.mp3"), .init(location: "/p/b.mp3", title: "Bee")])
    }

    @Test func plsValuesLoseTheirSurroundingSpacesAndAnEmptyTitleIsNoTitle() throws {
        let text = "[playlist]\nFile1= a.mp3 \nTitle1=  Spaced Out \nFile2=b.mp3\nTitle2=\nFile3=c.mp3\nTitle3=   \n"
        let playlist = try #require(Playlist.parse(text, base: "/p", isPLS: true))
        #expect(playlist.entries == [.init(location: "/p/a.mp3", title: "Spaced Out"), .init(location: "/p/b.mp3"),
                                     .init(location: "/p/c.mp3")])
    }

    @Test func anHLSPlaylistIsNotAListOfItems() {
        #expect(Playlist.parse("#EXTM3U\n#EXT-X-TARGETDURATION:4\nseg0.ts\n", base: ".", isPLS: false) == nil)
    }

    @Test func playlistsAreRecognisedByTheirEnding() {
        #expect(Playlist.isPlaylist("a/b.M3U8"))
        #expect(Playlist.isPlaylist("x.pls"))
        #expect(!Playlist.isPlaylist("song.mp3"))
        #expect(!Playlist.isPlaylist("noextension"))
    }
}
