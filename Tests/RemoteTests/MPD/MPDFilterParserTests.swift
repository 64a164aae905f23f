import Testing
@testable import Remote

@Suite struct MPDFilterParserTests {
    private func song(_ tags: [(MPDTag, String)], uri: String = "A/01.flac", modified: Int64 = 1_700_000_000) -> MPDSong {
        MPDSong(uri: uri, lastModified: modified, format: "44100:16:2", tags: tags)
    }

    /// MPD's words for each malformed filter (`src/song/Filter.cxx`).
    @Test func malformedFiltersAreRefusedInMPDsWords() {
        let parser = MPDFilterParser(foldCase: false)
        let cases: [([String], String)] = [
            ([], "Incorrect number of filter arguments"), (["artist"], "Incorrect number of filter arguments"),
            (["(artist"], "'==' or '!=' expected"), (["(artist == 'x'"], "')' expected"), (["(foo == 'x')"], "Unknown filter type: foo"),
            (["(artist == x)"], "Quoted string expected"), (["(artist == 'x"], "Closing quote not found"),
            (["(artist == 'x') y"], "Unparsed garbage after expression"), (["((artist == 'x') OR (a == 'y'))"], "'AND' expected"),
            (["(!artist == 'x')"], "'(' expected"), (["()"], "Word expected"), (["foo", "bar"], "Unknown filter type"),
            (["base", "../x"], "Bad URI"), (["(AudioFormat == 'x')"], "Failed to parse the sample rate"),
            (["(modified-since 'yesterday')"], "Failed to parse date"),
            (["(artist == '\(String(repeating: "a", count: 5000))')"], "Quoted value is too long"),
        ]
        for (arguments, message) in cases { #expect(parser.check(arguments) == message, "\(arguments)") }
    }

    @Test func expressionsMatchAsMPDs() throws {
        let find = MPDFilterParser(foldCase: false), search = MPDFilterParser(foldCase: true)
        let one = song([(.artist, "Artist A"), (.title, "One")])
        #expect(try find.parse(["((artist == 'Artist A') AND (!(title contains 'x')))"]).matches(one))
        #expect(try !find.parse(["(artist == 'artist a')"]).matches(one))
        #expect(try search.parse(["(artist == 'artist a')"]).matches(one))
        #expect(try search.parse(["any", "TIST"]).matches(one), "the old form of search looks inside values")
        #expect(try find.parse(["(album == '')"]).matches(one), "a tag the song lacks matches the empty value")
        #expect(try find.parse(["(AlbumArtist == 'Artist A')"]).matches(one), "AlbumArtist falls back to Artist")
        #expect(try find.parse(["(title =~ '^O.e$')"]).matches(one))
        #expect(try find.parse(["(base 'A')"]).matches(one) && !find.parse(["(base 'AB')"]).matches(one))
        #expect(try find.parse(["(modified-since '2023-11-14T22:13:20Z')"]).matches(one))
        #expect(try !find.parse(["(modified-since '1700000001')"]).matches(one))
        #expect(try find.parse(["(AudioFormat =~ '44100:*:2')"]).matches(one))
        #expect(try find.parse(["(file == 'A/01.flac')"]).matches(one))
    }
}
