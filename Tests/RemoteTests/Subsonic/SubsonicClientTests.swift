import EventLoop
import Foundation
import Testing
import TestSupport
@testable import Remote

/// The client against Debian's supysonic 0.7.2 (API 1.10.2), its views checked against the
/// server's API read directly (curl).
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct SubsonicClientTests {
    private func server() throws -> SupysonicServer { try SupysonicServer.shared.get() }

    private func connection() throws -> SubsonicConnection {
        let server = try server()
        return try SubsonicClient(root: server.root + "/", credentials: .init(user: SupysonicServer.user, password: SupysonicServer.password))
            .connect().get()
    }

    @Test func anOlderServerIsAskedWithTheHexPasswordAtItsOwnVersion() throws {
        let connection = try connection()
        #expect(connection.authentication == .hexPassword)
        #expect(connection.version == "1.10.2")
        #expect(connection.info.apiVersion == "1.10.2")
        #expect(!connection.info.openSubsonic && connection.extensions.isEmpty)
        try connection.perform(.ping()).get()
    }

    @Test func aWrongPasswordIsErrorFortyInOneLineWithoutThePassword() throws {
        let server = try server()
        let wrong = "wrong pässword"
        let result = SubsonicClient(root: server.root, credentials: .init(user: SupysonicServer.user, password: wrong)).connect()
        guard case let .failure(failure) = result else { Issue.record("connected with a wrong password"); return }
        #expect(failure == .server(code: 40, message: "Wrong username or password."))
        for secret in [wrong, SubsonicCredentials.hex(wrong)] { #expect(!failure.description.contains(secret)) }
    }

    @Test func searchFindsWhatTheServerFindsInItsOrder() throws {
        let connection = try connection()
        // supysonic 0.7.2 matches a substring of titles, names and album names.
        let found = try connection.perform(.search3("i")).get()
        let direct = try server().api("search3", ["query": "i", "songCount": "50"])["searchResult3"] as? [String: Any]
        let directSongs = (direct?["song"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(found.songs.map(\.id) == directSongs)
        #expect(Set(found.songs.map(\.title)) == ["Solar Wind", "Green Curtain", "Whisper", "Silence"])
        #expect(try connection.perform(.search3("Aurora")).get().artists.map(\.name) == ["Aurora Fields"])
        let accented = try connection.perform(.search3("Écoute")).get()
        #expect(accented.songs.map(\.title) == ["Écoute"])
        #expect(accented.songs.first?.artist == "The Quiet Ones")
    }

    @Test func artistsThenAnArtistThenAnAlbumWalkDownToItsTracks() throws {
        let connection = try connection()
        let index = try connection.perform(.artists()).get()
        let artists = index.flatMap(\.artists)
        #expect(Set(artists.map(\.name)) == ["Aurora Fields", "The Quiet Ones"])
        let directIndex = (try server().api("getArtists")["artists"] as? [String: Any])?["index"] as? [[String: Any]]
        #expect(index.map(\.name) == directIndex?.compactMap { $0["name"] as? String })
        let aurora = try #require(artists.first { $0.name == "Aurora Fields" })
        let albums = try connection.perform(.artist(aurora.id)).get().albums
        #expect(Set(albums.map(\.name)) == ["Polar", "Tundra"])
        let polar = try connection.perform(.album(try #require(albums.first { $0.name == "Polar" }).id)).get()
        #expect(polar.songs.map(\.title) == ["Solar Wind", "Magnetosphere", "Green Curtain"])
        #expect(polar.songs.map(\.track) == [1, 2, 3])
        let missing = connection.perform(.album("no-such-album"))
        guard case let .failure(failure) = missing else { Issue.record("an album that is not there"); return }
        #expect(failure.description.hasPrefix("not found on the server (error 70)") || failure.description.contains("error 0"), "\(failure)")
    }

    @Test func albumListsMatchTheServersAndStarsShowInStarred() throws {
        let connection = try connection()
        let newest = try connection.perform(.albumList(.alphabeticalByName)).get()
        let direct = (try server().api("getAlbumList2", ["type": "alphabeticalByName", "size": "50", "offset": "0"])["albumList2"]
            as? [String: Any])?["album"] as? [[String: Any]]
        #expect(newest.map(\.id) == direct?.compactMap { $0["id"] as? String })
        #expect(newest.map(\.name) == ["Hush", "Polar", "Tundra"])
        let tundra = try #require(newest.first { $0.name == "Tundra" })
        try connection.perform(.star(.album(tundra.id), true)).get()
        #expect(try connection.perform(.albumList(.starred)).get().map(\.id) == [tundra.id])
        try connection.perform(.star(.album(tundra.id), false)).get()
        #expect(try connection.perform(.albumList(.starred)).get().isEmpty)
    }

    @Test func anEmptyPlaylistListAndNoLyricsAreEmptyNotErrors() throws {
        let connection = try connection()
        #expect(try connection.perform(.playlists()).get().isEmpty)
        #expect(try connection.perform(.lyrics(artist: "Aurora Fields", title: "Solar Wind")).get() == nil)
    }

    @Test func theStreamURLServesTheFileAndNowPlayingListsTheUser() throws {
        let connection = try connection()
        let song = try #require(try connection.perform(.search3("Whisper")).get().songs.first)
        let bytes = try Fixtures.run("/usr/bin/curl", ["-sS", "--max-time", "30", "-o", "/dev/null", "-w", "%{http_code} %{size_download}",
                                                       connection.streamURL(song.id)])
        #expect(bytes.hasPrefix("200 ") && (Int(bytes.dropFirst(4)) ?? 0) > 1000, "\(bytes)")
        try connection.perform(.scrobble(song.id, time: Int(Date().timeIntervalSince1970), submission: false)).get()
        // supysonic's Now Playing is each user's last track streamed: ours, unless another test
        // of this process streamed since (they share the user).
        let playing = try connection.perform(.nowPlaying()).get()
        #expect(!playing.isEmpty && playing.allSatisfy { $0.username == SupysonicServer.user && !$0.song.id.isEmpty })
    }
}

@Suite struct SubsonicClientTokenTests {
    @Test func aNewerServerGetsATokenAndItsExtensionsAreProbed() throws {
        let server = RecordedOpenSubsonic(password: "sesame")
        let connection = try SubsonicClient(root: "https://music.example", credentials: .init(user: "joe", password: "sesame"), transport: server)
            .connect().get()
        #expect(connection.authentication == .token)
        #expect(connection.version == "1.16.1")
        #expect(connection.info == SubsonicServerInfo(apiVersion: "1.16.1", openSubsonic: true, type: "navidrome", serverVersion: "0.53.3"))
        #expect(connection.offers("songLyrics") && connection.offers("transcodeOffset") && !connection.offers("apiKeyAuthentication"))
        #expect(server.asked.withLock { $0 } == ["ping.view token v1.16.1", "getOpenSubsonicExtensions.view token v1.16.1"])
        let stream = connection.streamURL("s1", maxBitRate: 128, format: "opus", timeOffset: 30)
        #expect(stream.hasPrefix("https://music.example/rest/stream.view?u=joe&t="))
        #expect(stream.hasSuffix("&v=1.16.1&c=PlayDeck&f=json&id=s1&maxBitRate=128&format=opus&timeOffset=30"))
        #expect(!stream.contains("sesame") && !stream.contains(SubsonicCredentials.hex("sesame")))
        #expect(connection.coverArtURL("al-1", size: 300).hasSuffix("&f=json&id=al-1&size=300"))
        // Equal requests share a key (a panel's cache), different ones do not.
        #expect(SubsonicRequest<SubsonicSearchResult>.search3("a").key == SubsonicRequest<SubsonicSearchResult>.search3("a").key)
        #expect(SubsonicRequest<SubsonicSearchResult>.search3("a").key != SubsonicRequest<SubsonicSearchResult>.search3("a", songOffset: 50).key)
    }

    @Test func aUserWithoutTokensIsAskedOnceMoreWithTheHexPassword() throws {
        let server = RecordedOpenSubsonic(password: "sesame", refusesTokens: 41)
        let connection = try SubsonicClient(root: "https://music.example", credentials: .init(user: "joe", password: "sesame"), transport: server)
            .connect().get()
        #expect(connection.authentication == .hexPassword)
        #expect(server.asked.withLock { $0 }.prefix(2) == ["ping.view token v1.16.1", "ping.view p v1.16.1"])
    }

    @Test func aWrongPasswordIsNotTriedAgainInAnotherForm() {
        let server = RecordedOpenSubsonic(password: "other")
        let result = SubsonicClient(root: "https://music.example", credentials: .init(user: "joe", password: "sesame"), transport: server).connect()
        #expect(result.map(\.version) == .failure(.server(code: 40, message: "Wrong")))
        #expect(server.asked.withLock { $0 } == ["ping.view token v1.16.1"])
    }
}

/// A server whose error message repeats the request (its URL, credentials and all).
private struct EchoingServer: SubsonicTransport {
    func get(_ url: String, cancellation: SubsonicCancellation?) -> Result<(status: Int, body: [UInt8]), SubsonicFailure> {
        let query = URLComponents(string: url)?.queryItems ?? []
        let echoed = query.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: " ")
        return .success((200, Array(#"{"subsonic-response":{"status":"failed","version":"1.10.2","error":{"code":0,"message":"bad request \#(echoed)"}}}"#.utf8)))
    }
}

@Suite struct SubsonicClientRedactionTests {
    @Test func aServerMessageThatRepeatsTheCredentialsHasThemRedacted() {
        let client = SubsonicClient(root: "http://x", credentials: .init(user: "joe", password: "sesame"), transport: EchoingServer())
        guard case let .failure(failure) = client.connect() else { Issue.record("connected"); return }
        let line = failure.description
        #expect(line.contains("bad request u=joe"), "\(line)")
        #expect(!line.contains("sesame") && !line.contains(SubsonicCredentials.hex("sesame")), "\(line)")
        #expect(!line.contains("t=") || line.contains("t=…"), "\(line)")
    }
}
