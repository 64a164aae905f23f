import EventLoop
import Foundation
import NowPlaying
import Settings
import Testing
import TestSupport
@testable import Remote

/// The Library panel's server lists against Debian's supysonic 0.7.2, on a real loop: each list
/// is the server's API read directly (ids, counts, order), comes later through the loop, is
/// kept (a list seen again makes no request), a search typed on is superseded (one search at a
/// time on the server), and a server that cannot be reached is one line, not kept.
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct SubsonicLibraryAnswersTests {
    let loop = EventLoop()

    /// Answers over a store holding the shared server as "home" and a port nothing listens on as "dead".
    private func answers() throws -> (SubsonicLibraryAnswers, SupysonicServer) {
        let server = try SupysonicServer.shared.get()
        // No session bus: the passwords go to the file.
        let store = SubsonicServerStore(directory: try TestWorld.makeFolder(prefix: "pdsub") + "/subsonic",
                                        secrets: SecretService(address: nil))
        _ = try store.add(name: "home", url: server.root, user: SupysonicServer.user, password: SupysonicServer.password)
        _ = try store.add(name: "dead", url: "http://127.0.0.1:\(try LoopbackPort.free())", user: "u", password: "p")
        return (SubsonicLibraryAnswers(loop: loop, store: store, settings: SubsonicSettings()), server)
    }

    /// The list `query` of `server`: at once when kept, else once the loop has brought it.
    private func list(_ answers: SubsonicLibraryAnswers, _ server: String, _ query: ServerLibraryQuery) throws -> LibraryList {
        var answered: LibraryList??
        if let now = answers.list(server, query, later: { answered = .some($0) }) { return now }
        let deadline = EventLoop.now() + 30
        while answered == nil, EventLoop.now() < deadline { loop.runOnce(timeout: 0.2) }
        let came = try #require(answered, "no answer within 30 s")
        return try #require(came, "superseded")
    }

    private func directIDs(_ object: [String: Any], _ key: String) -> [String]? {
        (object[key] as? [[String: Any]])?.compactMap { $0["id"] as? String }
    }

    @Test func theTopListsArtistsAlbumsAndTracksAreTheServersInItsOrder() throws {
        let (answers, server) = try answers()
        #expect(answers.servers == ["home", "dead"])
        guard case let .shelves(shelves) = try list(answers, "home", .top).rows else { Issue.record("not shelves"); return }
        #expect(shelves.prefix(5).map(\.title) == ["Recently added", "Recently played", "Random albums", "Starred albums", "Playlists"])
        #expect(shelves[0].opens == .server("home", .albumList(type: "newest", title: "Recently added")) && shelves[4].opens == .server("home", .playlists))
        let index = (try server.api("getArtists")["artists"] as? [String: Any])?["index"] as? [[String: Any]] ?? []
        let direct = index.flatMap { ($0["artist"] as? [[String: Any]]) ?? [] }
        let artists = shelves.dropFirst(5)
        #expect(artists.map(\.opens) == direct.map { artist in
            .server("home", .albums(artistID: artist["id"] as? String ?? "?", artist: artist["name"] as? String ?? "?"))
        })
        #expect(artists.map(\.title) == direct.compactMap { $0["name"] as? String })
        #expect(artists.map(\.detail) == direct.compactMap { ($0["albumCount"] as? Int).map { "\($0) album\($0 == 1 ? "" : "s")" } })

        let aurora = try #require(artists.first { $0.title == "Aurora Fields" })
        #expect(aurora.queues.map { if case .server("home", .artistTracks) = $0 { true } else { false } } == true)
        guard case let .server(_, .albums(auroraID, _)) = aurora.opens else { Issue.record("\(aurora)"); return }
        guard case let .albums(albums) = try list(answers, "home", .albums(artistID: auroraID, artist: "Aurora Fields")).rows else {
            Issue.record("not albums")
            return
        }
        let directArtist = try #require(try server.api("getArtist", ["id": auroraID])["artist"] as? [String: Any])
        #expect(albums.map { $0.id ?? "" } == directIDs(directArtist, "album"))
        #expect(albums.map(\.tracks) == (directArtist["album"] as? [[String: Any]])?.compactMap { $0["songCount"] as? Int })

        let polarID = try #require(albums.first { $0.title == "Polar" }?.id)
        guard case let .tracks(tracks) = try list(answers, "home", .tracks(albumID: polarID, artist: "Aurora Fields", album: "Polar")).rows else {
            Issue.record("not tracks")
            return
        }
        let directAlbum = try #require(try server.api("getAlbum", ["id": polarID])["album"] as? [String: Any])
        #expect(tracks.map(\.path) == directIDs(directAlbum, "song")?.map { "subsonic://home/" + $0 })
        #expect(tracks.map(\.title) == ["Solar Wind", "Magnetosphere", "Green Curtain"])
        #expect(tracks.map(\.number) == [1, 2, 3] && tracks.allSatisfy { $0.artist == "Aurora Fields" && $0.album == "Polar" })

        // Listed, a song is a queue item streaming from the server, named by its path.
        let item = try #require(answers.item(for: tracks[0].path))
        #expect(item.url == tracks[0].path && item.playbackURL?.hasPrefix(server.root + "/rest/stream.view?") == true)
        #expect(answers.item(for: "subsonic://home/never-listed") == nil)
    }

    @Test func anAlbumListIsTheServersWithEachAlbumsArtist() throws {
        let (answers, server) = try answers()
        guard case let .albums(albums) = try list(answers, "home", .albumList(type: "alphabeticalByName", title: "A–Z")).rows else {
            Issue.record("not albums")
            return
        }
        let direct = (try server.api("getAlbumList2", ["type": "alphabeticalByName", "size": "100", "offset": "0"])["albumList2"]
            as? [String: Any]) ?? [:]
        #expect(albums.map { $0.id ?? "" } == directIDs(direct, "album"))
        #expect(albums.map(\.title) == ["Hush", "Polar", "Tundra"])
        #expect(albums.map(\.artist) == ["The Quiet Ones", "Aurora Fields", "Aurora Fields"])
    }

    @Test func aListSeenBeforeIsAnsweredAtOnceWithoutARequestButRandomAlbumsAreNew() throws {
        let (answers, server) = try answers()
        let first = try list(answers, "home", .top)
        let asked = server.requests.count
        var later = false
        let again = answers.list("home", .top) { _ in later = true }
        #expect(again == first && !later)
        #expect(server.requests.count == asked)
        let random = ServerLibraryQuery.albumList(type: "random", title: "Random albums")
        _ = try list(answers, "home", random)
        #expect(answers.list("home", random) { _ in } == nil, "asked again")
    }

    @Test func aSearchGoesAtOnceAndOnlyTheLastTypedWhileItIsUnderWayGoesNext() throws {
        let (answers, server) = try answers()
        var superseded: [String] = []
        for text in ["w", "wh"] {
            #expect(answers.list("home", .search(text)) { if $0 == nil { superseded.append(text) } } == nil)
        }
        #expect(superseded == ["w"], "told at once, its answer not awaited")
        guard case let .tracks(found) = try list(answers, "home", .search("whi")).rows else { Issue.record("not tracks"); return }
        #expect(superseded == ["w", "wh"])
        let direct = try server.api("search3", ["query": "whi", "artistCount": "0", "albumCount": "0", "songCount": "100"])
        #expect(found.map(\.path) == directIDs(try #require(direct["searchResult3"] as? [String: Any]), "song")?.map { "subsonic://home/" + $0 })
        #expect(found.map(\.title) == ["Whisper"])
        let searches = server.requests.filter { $0.contains("search3.view?") }
        #expect(searches.contains { $0.contains("query=w&") }, "the first search went at once: \(searches)")
        #expect(!searches.contains { $0.contains("query=wh&") }, "a search typed past while one was under way was never sent")
        // The first search's answer came while it was under way, and is kept.
        var later = false
        #expect(answers.list("home", .search("w")) { _ in later = true } != nil && !later, "the answer to the first search was not kept")
    }

    @Test func aServerThatCannotBeReachedIsOneLineAndNotKept() throws {
        let (answers, _) = try answers()
        let list = try list(answers, "dead", .top)
        guard case let .unreadable(line)? = list.problem else { Issue.record("no problem: \(list)"); return }
        #expect(line.hasPrefix("cannot reach the server: ") && !line.contains("\n"), "\(line)")
        #expect(list.query == .server("dead", .top))
        #expect(try self.list(answers, "nobody", .top).problem == .unreadable("no server is called so (playdeck server list)"))
        // Not kept: the next look asks again (the server may be back).
        #expect(answers.list("dead", .top) { _ in } == nil)
    }
}
