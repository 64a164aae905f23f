import Foundation
import NowPlaying
import Testing

/// The Library panel's queries and answers are plain Codable values: each kind reads back as
/// it was written, so they cross a socket without wire code of their own.
@Suite struct LibraryListTests {
    func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test func everyQueryReadsBackAsItWasWritten() throws {
        let queries: [LibraryListQuery] = [.artists, .albums(artist: "조용필"), .tracks(artist: "Seeds", album: nil),
                                           .tracks(artist: "Seeds", album: "Wind"), .artistTracks(artist: ""), .search("north \"light"),
                                           .server("home", .top), .server("home", .albums(artistID: "7", artist: "Seeds")),
                                           .server("home", .tracks(albumID: "8", artist: "Seeds", album: "Wind")),
                                           .server("home", .artistTracks(artistID: "7", artist: "Seeds")), .server("home", .search("w")),
                                           .server("home", .albumList(type: "newest", title: "Recently added")),
                                           .server("home", .playlists), .server("home", .playlist(id: "9", name: "Road Trip"))]
        for query in queries { #expect(try roundTrip(query) == query) }
    }

    @Test func everyAnswerReadsBackAsItWasWritten() throws {
        let answers = [
            LibraryList(query: .artists, rows: .artists([LibraryList.Artist(name: "Seeds", albums: 2)])),
            LibraryList(query: .albums(artist: "Seeds"), rows: .albums([LibraryList.Album(title: nil, year: nil, tracks: 1)])),
            LibraryList(query: .search("n"), rows: .tracks([LibraryList.Track(path: "/m/a.mp3", title: "A", artist: "", album: "W",
                                                                              disc: 1, number: 2, duration: 61.5)])),
            LibraryList(query: .artists, rows: .tracks([]), problem: .unreadable("disk I/O error")),
            LibraryList.unavailable(.artists),
            LibraryList(query: .server("home", .top), rows: .shelves([
                LibraryList.Shelf(title: "Seeds", detail: "2 albums", opens: .server("home", .albums(artistID: "7", artist: "Seeds")),
                                  queues: .server("home", .artistTracks(artistID: "7", artist: "Seeds"))),
                LibraryList.Shelf(title: "Playlists", opens: .server("home", .playlists)),
            ]), servers: ["home", "work"]),
            LibraryList(query: .server("home", .albumList(type: "newest", title: "New")),
                        rows: .albums([LibraryList.Album(title: "Wind", year: 2003, tracks: 2, id: "8", artist: "Seeds")])),
        ]
        for answer in answers { #expect(try roundTrip(answer) == answer) }
    }

    /// A player from before servers (no `servers`, no ids) is still read by a newer tile.
    @Test func anAnswerWithoutServersOrIdsIsReadAsTheLibrarysOwn() throws {
        let line = #"{"query":{"artists":{}},"rows":{"albums":{"_0":[{"title":"Wind","year":2003,"tracks":2}]}}}"#
        let list = try JSONDecoder().decode(LibraryList.self, from: Data(line.utf8))
        #expect(list == LibraryList(query: .artists, rows: .albums([LibraryList.Album(title: "Wind", year: 2003, tracks: 2)])))
        #expect(list.servers == nil)
    }
}
