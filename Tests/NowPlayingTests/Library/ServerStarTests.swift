import Foundation
import NowPlaying
import Testing

/// A server's star, named by a location (`subsonic://NAME/ID`, `…/album/ID`, `…/artist/ID`),
/// and the lists that mark it: only the rows of that server that can be starred change.
@Suite struct ServerStarTests {
    @Test func aLocationNamesASongAnAlbumOrAnArtistAndReadsBackAsItself() throws {
        let song = try #require(ServerStar(location: "subsonic://home/tr-1", starred: true))
        #expect(song == ServerStar(server: "home", kind: .song, id: "tr-1", starred: true))
        let album = try #require(ServerStar(location: "subsonic://home/album/al-1", starred: false))
        #expect(album == ServerStar(server: "home", kind: .album, id: "al-1", starred: false))
        #expect(ServerStar(location: "subsonic://home/artist/7", starred: true)?.kind == .artist)
        for star in [song, album, ServerStar(server: "my server", kind: .artist, id: "a b", starred: true)] {
            #expect(ServerStar(location: star.location, starred: star.starred) == star)
            #expect(try JSONDecoder().decode(ServerStar.self, from: JSONEncoder().encode(star)) == star)
        }
        for location in ["subsonic://home", "subsonic://home/", "subsonic:///1", "subsonic://home/album/", "/music/a.mp3", "http://x/y"] {
            #expect(ServerStar(location: location, starred: true) == nil, "\(location)")
        }
    }

    static let tracks = LibraryList(query: .server("home", .tracks(albumID: "al-1", artist: "A", album: "Polar")), rows: .tracks([
        .init(path: "subsonic://home/s-1", title: "Solar Wind", artist: "A", starred: false),
        .init(path: "subsonic://home/s-2", title: "Magnetosphere", artist: "A", starred: true),
    ]))

    @Test func aListMarksTheRowOfItsServerOnly() {
        let star = ServerStar(server: "home", kind: .song, id: "s-1", starred: true)
        guard case let .tracks(marked) = Self.tracks.marking(star).rows else { Issue.record("not tracks"); return }
        #expect(marked.map(\.starred) == [true, true])
        #expect(Self.tracks.marking(ServerStar(server: "away", kind: .song, id: "s-1", starred: true)) == Self.tracks)
        #expect(Self.tracks.marking(ServerStar(server: "home", kind: .album, id: "s-1", starred: true)) == Self.tracks)
        // The local library's rows are never marked, whatever their path.
        let local = LibraryList(query: .search("s"), rows: .tracks([.init(path: "subsonic://home/s-1", title: "S", artist: "")]))
        #expect(local.marking(star) == local)
    }

    @Test func albumsAndArtistsAreMarkedByTheirIds() {
        let albums = LibraryList(query: .server("home", .albumList(type: "newest", title: "New")), rows: .albums([
            .init(title: "Polar", year: nil, tracks: 2, id: "al-1", starred: false), .init(title: "Hush", year: nil, tracks: 3, id: "al-2", starred: false),
        ]))
        guard case let .albums(marked) = albums.marking(ServerStar(server: "home", kind: .album, id: "al-2", starred: true)).rows else {
            Issue.record("not albums")
            return
        }
        #expect(marked.map(\.starred) == [false, true])
        let top = LibraryList(query: .server("home", .top), rows: .shelves([
            .init(title: "Recently added", opens: .server("home", .albumList(type: "newest", title: "Recently added"))),
            .init(title: "Aurora Fields", opens: .server("home", .albums(artistID: "ar-1", artist: "Aurora Fields")), starred: false),
        ]))
        guard case let .shelves(shelves) = top.marking(ServerStar(server: "home", kind: .artist, id: "ar-1", starred: true)).rows else {
            Issue.record("not shelves")
            return
        }
        #expect(shelves.map(\.starred) == [nil, true])
        #expect(top.title(of: ServerStar(server: "home", kind: .artist, id: "ar-1", starred: true)) == "Aurora Fields")
        #expect(albums.title(of: ServerStar(server: "home", kind: .album, id: "al-1", starred: true)) == "Polar")
    }

    @Test func aRowsToggledStarIsTheOppositeOfItsMarkAndNoneForWhatCannotBeStarred() {
        #expect(Self.tracks.toggledStar(at: 0) == ServerStar(server: "home", kind: .song, id: "s-1", starred: true))
        #expect(Self.tracks.toggledStar(at: 1) == ServerStar(server: "home", kind: .song, id: "s-2", starred: false))
        #expect(Self.tracks.toggledStar(at: 2) == nil)
        let top = LibraryList(query: .server("home", .top), rows: .shelves([
            .init(title: "Recently added", opens: .server("home", .albumList(type: "newest", title: "Recently added"))),
        ]))
        #expect(top.toggledStar(at: 0) == nil)
        let local = LibraryList(query: .albums(artist: "Seeds"), rows: .albums([.init(title: "Wind", year: nil, tracks: 1)]))
        #expect(local.toggledStar(at: 0) == nil)
    }
}
