import EventLoop
import Foundation
import MediaFiles
import Testing
import TestSupport
@testable import Remote

/// A server's covers and lyrics against Debian's supysonic 0.7.2: the song's cover through
/// getCoverArt at the size the artwork keeps, cached on disk (played again: no request), the
/// cache held to its size by removing the covers used longest ago; lyrics from a .txt beside
/// the file through getLyrics, synced when the text is LRC.
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct SubsonicItemResourcesTests {
    static let lrc = "[00:01.00]the sky went green above the ice\n[00:03.50]and every light was singing\n"

    /// Polar has a 1000×1000 cover.jpg and lyrics beside Solar Wind; Hush has neither.
    static let server: Result<SupysonicServer, FixtureError> = {
        do {
            let cover = try Array(Data(contentsOf: URL(fileURLWithPath: try Fixtures.bigCover(side: 1000))))
            let library = Array(Fixtures.subsonicLibrary.prefix(3)) + [Fixtures.subsonicLibrary[5]]
            return .success(try SupysonicServer(library: library, extras: ["Aurora Fields/Polar/cover.jpg": cover,
                                                                            "Aurora Fields/Polar/01.txt": Array(lrc.utf8)]))
        } catch let error as FixtureError {
            return .failure(error)
        } catch {
            return .failure(FixtureError("\(error)"))
        }
    }()

    private func resources() throws -> (SubsonicItemResources, SupysonicServer, String) {
        let (resources, server, _, directory) = try resourcesAndStore()
        return (resources, server, directory)
    }

    private func resourcesAndStore() throws -> (SubsonicItemResources, SupysonicServer, SubsonicServerStore, String) {
        let server = try Self.server.get()
        let folder = try TestWorld.makeFolder(prefix: "pdart")
        let store = SubsonicServerStore(directory: folder + "/subsonic", secrets: SecretService(address: nil))
        _ = try store.add(name: "home", url: server.root, user: SupysonicServer.user, password: SupysonicServer.password)
        _ = try store.add(name: "dead", url: "http://127.0.0.1:\(try LoopbackPort.free())", user: "u", password: "p")
        let covers = SubsonicCoverCache(directory: folder + "/cache/playdeck/covers")
        return (SubsonicItemResources(store: store, covers: covers), server, store, covers.directory)
    }

    private func location(_ title: String, on server: SupysonicServer) throws -> String {
        let songs = (try server.api("search3", ["query": title])["searchResult3"] as? [String: Any])?["song"] as? [[String: Any]]
        let id = try #require(songs?.first { $0["title"] as? String == title }?["id"] as? String, "no \(title) on the server")
        return "subsonic://home/" + id
    }

    private func coverRequests(_ server: SupysonicServer) throws -> Int {
        try server.settledRequests().filter { $0.contains("GET /rest/getCoverArt.view?") }.count
    }

    @Test func theCoverComesAtTheArtworksSizeAndIsReadFromDiskTheSecondTime() throws {
        let (resources, server, store, directory) = try resourcesAndStore()
        let solar = try location("Solar Wind", on: server)
        #expect(resources.serves(solar) && !resources.serves("/music/a.mp3") && !resources.serves("https://example.org/a.mp3"))
        let before = try coverRequests(server)
        let path = try #require(resources.coverFile(for: solar), "no cover for Solar Wind")
        #expect(path.hasPrefix(directory + "/") && !path.contains("enc:") && !path.contains("?"))
        let picture = try PictureDecoder.decode(path: path)
        // supysonic scales the 1000-pixel cover down to the size asked.
        #expect(picture.originalWidth == SubsonicItemResources.coverSide && picture.originalHeight == SubsonicItemResources.coverSide)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(try coverRequests(server) == before + 1)
        // Magnetosphere shares the album's cover: the same file, and no request.
        let again = SubsonicItemResources(store: store, covers: SubsonicCoverCache(directory: directory))
        #expect(again.coverFile(for: try location("Magnetosphere", on: server)) == path)
        #expect(try coverRequests(server) == before + 1, "\(server.requests.suffix(3))")
        // No cover on the server: none, and nothing said.
        #expect(resources.coverFile(for: try location("Whisper", on: server)) == nil)
        #expect(resources.coverFile(for: "subsonic://home/no-such-song") == nil)
    }

    @Test func aServerThatCannotBeReachedGivesNoCoverAndNoLyrics() throws {
        let (resources, _, directory) = try resources()
        #expect(resources.coverFile(for: "subsonic://dead/1") == nil)
        #expect(resources.lyrics(for: "subsonic://dead/1") == nil)
        #expect(resources.coverFile(for: "subsonic://nobody/1") == nil)
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test func theLyricsBesideTheFileComeThroughGetLyricsSyncedAndAreKept() throws {
        let (resources, server, _) = try resources()
        let solar = try location("Solar Wind", on: server)
        let lyrics = try #require(resources.lyrics(for: solar), "no lyrics for Solar Wind")
        #expect(lyrics.origin == .server && lyrics.text.text.contains("[00:03.50]and every light was singing"))
        let asked = try server.settledRequests().filter { $0.contains("GET /rest/getLyrics.view?") }.count
        #expect(asked >= 1)
        #expect(resources.lyrics(for: solar) == lyrics)
        #expect(try server.settledRequests().filter { $0.contains("GET /rest/getLyrics.view?") }.count == asked, "asked again")
    }
}

/// A recorded OpenSubsonic server (as Navidrome answers, API 1.16.1) offering `songLyrics`:
/// song "s1" has unsynced English lyrics and synced ones with an offset, "s2" none; every
/// other method answers "ok" with nothing.
private struct RecordedLyricsServer: SubsonicTransport {
    let asked = Locked<[String]>([])

    func get(_ url: String, cancellation: SubsonicCancellation?) -> Result<(status: Int, body: [UInt8]), SubsonicFailure> {
        let components = URLComponents(string: url)
        let method = components?.path.split(separator: "/").last.map(String.init) ?? ""
        let id = components?.queryItems?.first { $0.name == "id" }?.value ?? ""
        asked.withLock { $0.append("\(method) \(id)") }
        let head = #""status":"ok","version":"1.16.1","type":"navidrome","serverVersion":"0.53.3","openSubsonic":true"#
        let payload = switch method {
        case "getOpenSubsonicExtensions.view": #","openSubsonicExtensions":[{"name":"songLyrics","versions":[1]}]"#
        case "getLyricsBySongId.view" where id == "s1":
            #","lyricsList":{"structuredLyrics":[{"lang":"eng","synced":false,"line":[{"value":"plain one"},{"value":"plain two"}]},"#
                + #"{"displayArtist":"Aurora Fields","lang":"eng","synced":true,"offset":500,"line":[{"start":1500,"value":"the sky went green"},"#
                + #"{"start":62000,"value":"and every\nlight \u001b[31msang"}]}]}"#
        case "getLyricsBySongId.view": #","lyricsList":{}"#
        default: ""
        }
        return .success((200, Array(("{\"subsonic-response\":{" + head + payload + "}}").utf8)))
    }
}

@Suite struct SubsonicSongLyricsTests {
    private func resources(_ server: RecordedLyricsServer) throws -> SubsonicItemResources {
        let store = SubsonicServerStore(directory: try TestWorld.makeFolder(prefix: "pdlyr") + "/subsonic", secrets: SecretService(address: nil))
        _ = try store.add(name: "nav", url: "https://music.example", user: "joe", password: "sesame")
        return SubsonicItemResources(store: store, covers: nil, transport: server)
    }

    @Test func aServerWithSongLyricsGivesItsSyncedLinesByTheSongsIdAsLRC() throws {
        let server = RecordedLyricsServer()
        let resources = try resources(server)
        let lyrics = try #require(resources.lyrics(for: "subsonic://nav/s1"))
        // The synced set before the plain one, its offset applied (shown 0.5 s sooner), a line's
        // own newline a space; the escape stays for the lyrics reader, which makes every line safe.
        #expect(lyrics.origin == .server)
        #expect(lyrics.text.text == "[00:01.00]the sky went green\n[01:01.50]and every light \u{1B}[31msang\n")
        #expect(server.asked.withLock { $0 }.filter { $0.hasPrefix("getLyricsBySongId") } == ["getLyricsBySongId.view s1"])
        #expect(!server.asked.withLock { $0 }.contains { $0.hasPrefix("getLyrics.view") || $0.hasPrefix("getSong") })
        #expect(resources.lyrics(for: "subsonic://nav/s2") == nil)
        // Kept, also when there are none: no second request.
        _ = resources.lyrics(for: "subsonic://nav/s1")
        _ = resources.lyrics(for: "subsonic://nav/s2")
        #expect(server.asked.withLock { $0 }.filter { $0.hasPrefix("getLyricsBySongId") }.count == 2)
    }
}

/// A recorded server whose song "s1" names cover "c1", answered with `cover`'s bytes.
private struct RecordedCoverServer: SubsonicTransport {
    let cover: [UInt8]

    func get(_ url: String, cancellation: SubsonicCancellation?) -> Result<(status: Int, body: [UInt8]), SubsonicFailure> {
        let method = URLComponents(string: url)?.path.split(separator: "/").last.map(String.init) ?? ""
        if method == "getCoverArt.view" { return .success((200, cover)) }
        let payload = method == "getSong.view" ? #","song":{"id":"s1","title":"T","coverArt":"c1"}"# : ""
        return .success((200, Array((#"{"subsonic-response":{"status":"ok","version":"1.16.1","openSubsonic":true"# + payload + "}}").utf8)))
    }
}

@Suite struct SubsonicBrokenCoverTests {
    @Test func aCoverThatDoesNotDecodeIsNeitherShownNorKept() throws {
        let folder = try TestWorld.makeFolder(prefix: "pdbroken")
        let store = SubsonicServerStore(directory: folder + "/subsonic", secrets: SecretService(address: nil))
        _ = try store.add(name: "nav", url: "https://music.example", user: "joe", password: "sesame")
        let covers = SubsonicCoverCache(directory: folder + "/covers")
        // A JPEG's first bytes, then junk.
        let broken = [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0x5A, count: 2000)
        let resources = SubsonicItemResources(store: store, covers: covers, transport: RecordedCoverServer(cover: broken))
        #expect(resources.coverFile(for: "subsonic://nav/s1") == nil)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: covers.directory))?.isEmpty ?? true)
        let good = try Array(Data(contentsOf: URL(fileURLWithPath: try Fixtures.picture(width: 64, height: 48))))
        let fine = SubsonicItemResources(store: store, covers: covers, transport: RecordedCoverServer(cover: good))
        let path = try #require(fine.coverFile(for: "subsonic://nav/s1"))
        #expect(FileManager.default.contents(atPath: path) == Data(good))
    }
}
