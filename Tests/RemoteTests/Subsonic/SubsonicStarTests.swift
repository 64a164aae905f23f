import EventLoop
import Foundation
import NowPlaying
import Settings
import Testing
import TestSupport
@testable import Remote

/// Stars through the Library panel's answerer against Debian's supysonic 0.7.2 of its own (the
/// shared one's stars are other tests'), on a real loop: the server's `getStarred2`, read
/// directly, holds what was starred and loses what was unstarred; the lists kept mark it without
/// a request; the starred albums are asked anew; a refusal is the server's line. One at a time:
/// each reads the server's stars.
@Suite(.enabled(if: SupysonicServer.isInstalled), .serialized) struct SubsonicStarTests {
    static let server = Result { try SupysonicServer(library: Fixtures.subsonicLibrary) }
    let loop = EventLoop()

    private func answers(transport: any SubsonicTransport = CurlSubsonicTransport()) throws -> (SubsonicLibraryAnswers, SupysonicServer) {
        let server = try Self.server.get()
        let store = SubsonicServerStore(directory: try TestWorld.makeFolder(prefix: "pdstar") + "/subsonic",
                                        secrets: SecretService(address: nil))
        _ = try store.add(name: "home", url: server.root, user: SupysonicServer.user, password: SupysonicServer.password)
        return (SubsonicLibraryAnswers(loop: loop, store: store, settings: SubsonicSettings(), transport: transport), server)
    }

    /// Runs the loop until `done` or 30 s.
    private func run(until done: () -> Bool) {
        let deadline = EventLoop.now() + 30
        while !done(), EventLoop.now() < deadline { loop.runOnce(timeout: 0.2) }
    }

    private func list(_ answers: SubsonicLibraryAnswers, _ query: ServerLibraryQuery) throws -> LibraryList {
        var answered: LibraryList??
        if let now = answers.list("home", query, later: { answered = .some($0) }) { return now }
        run { answered != nil }
        let came = try #require(answered, "no answer within 30 s")
        return try #require(came, "superseded")
    }

    private func star(_ answers: SubsonicLibraryAnswers, _ star: ServerStar) throws -> Result<Void, ServerItemFailure> {
        var taken: Result<Void, ServerItemFailure>?
        answers.star(star) { taken = $0 }
        run { taken != nil }
        return try #require(taken, "no answer within 30 s")
    }

    /// The ids `getStarred2` lists under `key` ("song", "album", "artist"), read directly.
    private func starred(_ server: SupysonicServer, _ key: String) throws -> [String] {
        let lists = try server.api("getStarred2")["starred2"] as? [String: Any] ?? [:]
        return (lists[key] as? [[String: Any]] ?? []).compactMap { $0["id"].map { "\($0)" } }
    }

    private func tracks(_ list: LibraryList) -> [LibraryList.Track] {
        if case let .tracks(tracks) = list.rows { tracks } else { [] }
    }

    private func albums(_ list: LibraryList) -> [LibraryList.Album] {
        if case let .albums(albums) = list.rows { albums } else { [] }
    }

    @Test func aSongAndAnAlbumStarredAreTheServersAndTheKeptListsMarkThemWithoutARequest() throws {
        let (answers, server) = try answers()
        let newest = ServerLibraryQuery.albumList(type: "newest", title: "Recently added")
        let polar = try #require(albums(try list(answers, newest)).first { $0.title == "Polar" })
        #expect(polar.starred == false)
        let polarTracks = ServerLibraryQuery.tracks(albumID: try #require(polar.id), artist: "Aurora Fields", album: "Polar")
        let solarWind = try #require(tracks(try list(answers, polarTracks)).first)
        #expect(solarWind.title == "Solar Wind" && solarWind.starred == false)
        let starredAlbums = ServerLibraryQuery.albumList(type: "starred", title: "Starred albums")
        #expect(albums(try list(answers, starredAlbums)).isEmpty)

        let song = try #require(ServerStar(location: solarWind.path, starred: true))
        try star(answers, song).get()
        #expect(try starred(server, "song") == [song.id], "the server's own list")
        #expect(answers.title(of: song) == "Solar Wind")
        let album = ServerStar(server: "home", kind: .album, id: try #require(polar.id), starred: true)
        try star(answers, album).get()
        #expect(try starred(server, "album") == [album.id])

        // Going back: the kept lists, marked, answered at once.
        let asked = try server.settledRequests().count
        var later = false
        let keptTracks = try #require(answers.list("home", polarTracks) { _ in later = true })
        #expect(tracks(keptTracks).map(\.starred) == [true, false, false])
        let keptNewest = try #require(answers.list("home", newest) { _ in later = true })
        #expect(albums(keptNewest).first { $0.id == album.id }?.starred == true && !later)
        #expect(try server.settledRequests().count == asked + 1, "only the marker's ping: no list was asked again")
        // The starred albums are asked anew, and hold Polar now.
        #expect(answers.list("home", starredAlbums) { _ in } == nil, "kept from before the star")
        #expect(albums(try list(answers, starredAlbums)).map(\.id) == [album.id])

        var unstar = song
        unstar.starred = false
        try star(answers, unstar).get()
        unstar = album
        unstar.starred = false
        try star(answers, unstar).get()
        #expect(try starred(server, "song").isEmpty && starred(server, "album").isEmpty)
        #expect(tracks(try #require(answers.list("home", polarTracks) { _ in })).map(\.starred) == [false, false, false])
    }

    @Test func anArtistStarredIsMarkedInTheTopList() throws {
        let (answers, server) = try self.answers()
        guard case let .shelves(shelves) = try list(answers, .top).rows else { Issue.record("not shelves"); return }
        let quiet = try #require(shelves.first { $0.title == "The Quiet Ones" })
        let index = try #require(shelves.firstIndex(of: quiet))
        let toggled = try #require(try list(answers, .top).toggledStar(at: index))
        #expect(toggled.kind == .artist && toggled.starred)
        try star(answers, toggled).get()
        #expect(try starred(server, "artist") == [toggled.id])
        guard case let .shelves(marked) = try #require(answers.list("home", .top) { _ in }).rows else { Issue.record("not shelves"); return }
        #expect(marked.filter { $0.starred == true }.map(\.title) == ["The Quiet Ones"])
        // A list read afresh has it from the server too.
        let fresh = try self.answers().0
        guard case let .shelves(read) = try list(fresh, .top).rows else { Issue.record("not shelves"); return }
        #expect(read.filter { $0.starred == true }.map(\.title) == ["The Quiet Ones"], "the server's getArtists says it is starred")
        var unstar = toggled
        unstar.starred = false
        try star(answers, unstar).get()
        #expect(try starred(server, "artist").isEmpty)
    }

    @Test func anIDTheServerDoesNotKnowIsTheServersLineAndMarksNothing() throws {
        let (answers, server) = try answers()
        let top = try list(answers, .top)
        let taken = try star(answers, ServerStar(server: "home", kind: .album, id: "00000000-0000-4000-8000-000000000000", starred: true))
        guard case let .failure(failure) = taken else { Issue.record("taken"); return }
        #expect(failure.line == "not found on the server (error 70): Album 00000000-0000-4000-8000-000000000000 not found", "the server's code and words")
        let hex = SupysonicServer.password.utf8.map { String(format: "%02x", $0) }.joined()
        #expect(!failure.line.contains(hex) && !failure.line.contains(SupysonicServer.password))
        #expect(try starred(server, "album").isEmpty)
        #expect(answers.list("home", .top) { _ in } == top, "the kept list as it was")
        // An id not even of the server's form: its own words again, in one line.
        let malformed = try star(answers, ServerStar(server: "home", kind: .song, id: "no\nsuch", starred: true))
        guard case let .failure(refused) = malformed else { Issue.record("taken"); return }
        #expect(refused.line == "the server failed (error 0): Invalid ID")
    }

    /// An album's tracks read from the server before a star of one of them is taken, and
    /// handed over after: shown and kept marked all the same.
    @Test func aListReadBeforeAStarWasTakenComesMarked() throws {
        let gate = AlbumGate()
        let (answers, server) = try answers(transport: gate)
        let albums = (try server.api("search3", ["query": "Polar"])["searchResult3"] as? [String: Any])?["album"] as? [[String: Any]]
        let polar = try #require(albums?.first?["id"].map { "\($0)" }, "no Polar on the server")
        let query = ServerLibraryQuery.tracks(albumID: polar, artist: "Aurora Fields", album: "Polar")
        var answered: LibraryList??
        #expect(answers.list("home", query) { answered = .some($0) } == nil)
        try #require(gate.held.wait(timeout: .now() + 30) == .success, "the album was not read")
        let songs = (try server.api("getAlbum", ["id": polar])["album"] as? [String: Any])?["song"] as? [[String: Any]]
        let song = try #require(songs?.first?["id"].map { "\($0)" }, "no songs in Polar")
        let star = ServerStar(server: "home", kind: .song, id: song, starred: true)
        try self.star(answers, star).get()
        gate.release.signal()
        run { answered != nil }
        let outcome = try #require(answered, "no answer within 30 s")
        let came = try #require(outcome, "superseded")
        #expect(tracks(came).map(\.starred) == [true, false, false], "the answer shown")
        #expect(tracks(try #require(answers.list("home", query) { _ in })).map(\.starred) == [true, false, false], "the list kept")
        var unstar = star
        unstar.starred = false
        try self.star(answers, unstar).get()
        #expect(try starred(server, "song").isEmpty)
    }
}

/// Holds each `getAlbum` answer, read from the server, until the test lets it go.
private final class AlbumGate: SubsonicTransport, @unchecked Sendable {
    let inner = CurlSubsonicTransport()
    /// Signalled once an answer is held; signalled by the test to let it go.
    let held = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)

    func get(_ url: String, cancellation: SubsonicCancellation?) -> Result<(status: Int, body: [UInt8]), SubsonicFailure> {
        let answer = inner.get(url, cancellation: cancellation)
        if url.contains("/getAlbum.view?") {
            held.signal()
            release.wait()
        }
        return answer
    }
}
