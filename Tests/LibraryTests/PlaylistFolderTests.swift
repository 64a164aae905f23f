import Library
import Testing

/// Where saved playlists live, which names may be used, and what a saved one reads back as.
@Suite struct PlaylistFolderTests {
    @Test func theFolderIsUnderXDGDataHomeElseHome() {
        #expect(PlaylistFolder.path(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/playdeck/playlists")
        #expect(PlaylistFolder.path(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]) == "/h/.local/share/playdeck/playlists")
        #expect(PlaylistFolder.path(environment: [:]) == nil)
    }

    @Test func aNameIsAFileNameOfItsOwnInTheFolder() {
        #expect(PlaylistFolder.problem(with: "road trip") == nil)
        #expect(PlaylistFolder.problem(with: "") == "a playlist needs a name")
        #expect(PlaylistFolder.problem(with: "a/b") == "a playlist's name may not contain '/'")
        #expect(PlaylistFolder.problem(with: "..") == "a playlist's name may not start with '.'")
        #expect(PlaylistFolder.problem(with: "a\nb") == "a playlist's name may not contain control characters")
    }

    /// The titles and lengths written read back as the playlist's own titles.
    @Test func aSavedPlaylistReadsBackWithItsTitles() throws {
        let text = PlaylistFolder.text([("/m/a.mp3", "Band - Song", 181.6), ("/m/b.mp3", nil, nil), ("https://x.org/s", "Stream", nil)])
        #expect(text == "#EXTM3U\n#EXTINF:182,Band - Song\n/m/a.mp3\n/m/b.mp3\n#EXTINF:-1,Stream\nhttps://x.org/s\n")
        let playlist = try #require(Playlist.parse(text, base: "/elsewhere", isPLS: false))
        #expect(playlist.entries == [Playlist.Entry(location: "/m/a.mp3", title: "Band - Song"), Playlist.Entry(location: "/m/b.mp3"),
                                     Playlist.Entry(location: "https://x.org/s", title: "Stream")])
    }
}
