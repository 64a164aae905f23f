import Testing
import Settings

@Test func nothingIsPublishedWithoutAnAccountAndPodcastsAreExcludedByDefault() throws {
    let settings = try Config.parse(text: "", path: "c.toml").get().scrobble
    #expect(settings.listenBrainz == nil)
    #expect(settings.excludeGenres == ["Podcast", "Audiobook"])
    #expect(settings.excludePaths.isEmpty)
}

@Test func aListenBrainzAccountTakesATokenAndAnAPIRootInlineOrAsATable() throws {
    let inline = """
        [scrobble]
        listenbrainz = { token = "abc-123", api_root = "http://127.0.0.1:42010/apis/listenbrainz" }
        exclude = { genres = ["Speech"], paths = ["~/Podcasts", "/radio/*.ogg"] }

        """
    let settings = try Config.parse(text: inline, path: "c.toml").get().scrobble
    #expect(settings.listenBrainz == .init(token: "abc-123", apiRoot: "http://127.0.0.1:42010/apis/listenbrainz"))
    #expect(settings.excludeGenres == ["Speech"])
    #expect(settings.excludePaths == ["~/Podcasts", "/radio/*.ogg"])
    let lastfm = "[scrobble.lastfm]\napi_key = \"k\"\nsecret = \"s\"\nsession = \"x\"\n"
    #expect(try Config.parse(text: lastfm, path: "c.toml").get().scrobble.lastFM == .init(apiKey: "k", secret: "s", session: "x"))
    // Without a session key here, the one `scrobble login lastfm` kept is used.
    let loggedIn = "[scrobble]\nlastfm = { api_key = \"k\", secret = \"s\" }\n"
    #expect(try Config.parse(text: loggedIn, path: "c.toml").get().scrobble.lastFM == .init(apiKey: "k", secret: "s"))
    let table = "[scrobble.listenbrainz]\ntoken = \"abc\"\n"
    #expect(try Config.parse(text: table, path: "c.toml").get().scrobble.listenBrainz == .init(token: "abc"))
}

@Test func scrobbleMistakesAreReportedAtTheirPlaceWithoutTheToken() {
    #expect(configErrors("[scrobble]\nlistenbrainz = { api_root = \"ftp://x\" }\n") == [
        "c.toml:2:1: missing 'token' in [scrobble.listenbrainz]",
        "c.toml:2:29: api_root 'ftp://x' in [scrobble.listenbrainz] is not an http:// or https:// URL",
    ])
    #expect(configErrors("[scrobble]\nlistenbrainz = { token = \"secret-token\", user = 1 }\nexclude = { genre = [] }\nlibrefm = 1\n") == [
        "c.toml:2:42: unknown key 'user' in [scrobble.listenbrainz]",
        "c.toml:3:13: unknown key 'genre' in [scrobble.exclude]; did you mean 'genres'?",
        "c.toml:4:1: unknown key 'librefm' in [scrobble]",
    ])
    #expect(configErrors("[scrobble]\nlastfm = { api_key = \"k\", secret = \"\" }\n") == [
        "c.toml:2:36: 'secret' in [scrobble.lastfm] must be a non-empty string (that API account's shared secret), found an empty string",
    ])
    #expect(configErrors("[scrobble]\nlastfm = { secret = \"s\", session = \"\" }\n") == [
        "c.toml:2:1: missing 'api_key' in [scrobble.lastfm]",
        "c.toml:2:36: 'session' in [scrobble.lastfm] must be a non-empty string (the session key Last.fm's auth.getSession gave), "
            + "found an empty string",
    ])
    #expect(configErrors("[scrobble]\nexclude = { paths = [\"\"] }\n") == [
        "c.toml:2:22: 'paths' in [scrobble.exclude] must be an array of paths or globs, found an empty string",
    ])
}
