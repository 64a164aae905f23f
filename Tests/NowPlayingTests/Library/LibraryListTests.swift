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
                                           .tracks(artist: "Seeds", album: "Wind"), .artistTracks(artist: ""), .search("north \"light")]
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
        ]
        for answer in answers { #expect(try roundTrip(answer) == answer) }
    }
}
