import Commands
import Testing
import TestSupport
@testable import Remote

/// The database commands answer as Debian's MPD 0.23 answers on the same files.
@Suite(.serialized) struct MPDDatabaseCommandsTests {
    static let lines = [
        "lsinfo", "lsinfo \"Artist A\"", "lsinfo \"Artist A/Album One\"", "lsinfo \"Björk/Début\"", "lsinfo nope",
        "lsinfo \"Artist A/Album One/01.flac\"",
        "listall", "listallinfo", "listall Björk", "listallinfo \"Various/Mixed\"", "listall nope",
        "find \"(artist == 'Artist A')\"", "find artist \"Artist A\"", "find Artist \"artist a\"", "search artist \"artist a\"",
        "search any ar", "search any thre", "search \"(title contains 'o')\"", "find \"(title contains 'o')\"",
        "find \"(album == '')\"", "find \"(!(artist == 'Artist A'))\"", "find \"((artist == 'Artist A') AND (track == '1'))\"",
        "find \"(file == 'Loose/Untitled Tune.mp3')\"", "find \"(base 'Björk')\"", "find \"(base 'Artist A/Album One')\"",
        "find \"(modified-since '2000-01-01')\"", "find \"(modified-since '2099-01-01T10:00Z')\"", "find \"(title =~ '^T')\"",
        "search \"(title =~ '^t')\"", "find \"(title !~ '^T')\"", "find \"(title != 'One')\"", "search \"(title !contains 'o')\"",
        "find \"(AlbumArtist == 'Artist A')\"", "find \"(AlbumArtist == 'Various Artists')\"", "find \"(Track == '3')\"",
        "find \"(Disc == '2')\"", "find \"(MUSICBRAINZ_TRACKID == 'abc-123')\"", "find \"(Performer == 'Perf')\"",
        "find \"(Date == '2001-05-02')\"", "find \"(genre == '')\"",
        "find \"(artist == 'Artist A')\" sort title", "find \"(artist == 'Artist A')\" sort -track",
        "find \"(artist == 'Artist A')\" sort Track window 0:2", "find \"(artist == 'Artist A')\" window 1:",
        "find \"(artist == 'Artist A')\" sort foo", "search any \"\"",
        "find \"(artist\"", "find \"(artist == 'x'\"", "find \"(foo == 'x')\"", "find \"(artist = 'x')\"", "find artist",
        "find \"(artist == 'x') x\"", "find foo bar", "find \"(artist == x)\"", "find \"((artist == 'x') OR (album == 'y'))\"",
        "find \"(!artist == 'x')\"", "find \"(modified-since 'yesterday')\"", "find \"(base '../x')\"", "find base ../x",
        "find \"(AudioFormat == 'x')\"", "find \"()\"",
        "list album", "list artist", "list albumartist", "list album group albumartist", "list album group artist group date",
        "list genre", "list date", "list disc", "list track", "list file", "list album \"Artist A\"", "list artist \"Artist A\"",
        "list title \"(artist == 'Björk')\"", "list foo", "list album group album", "list album group foo",
        "count artist \"Artist A\"", "count group artist", "count \"(album == 'Album One')\" group disc", "count group foo",
        "count \"(title contains 'T')\"", "stats",
        "albumart \"Artist A/Album One/01.flac\" 0", "albumart \"Artist A/Album One/01.flac\" 8192",
        "albumart \"Artist A/Album One/01.flac\" 99999999", "albumart \"Björk/Début/01.mp3\" 0",
        "readpicture \"Björk/Début/01.mp3\" 0", "readpicture \"Björk/Début/01.mp3\" 4096", "readpicture \"Artist A/Album One/01.flac\" 0",
        "readpicture nope 0", "albumart nope 0", "readcomments \"Artist A/Album One/01.flac\"",
        "readcomments \"Artist A/Album One/02.mp3\"", "readcomments nope", "lsinfo \"Artist A/Album One/cover.jpg\"",
    ]

    @Test func databaseCommandsAnswerAsTheRealMPDOnTheSameLibrary() throws {
        try #require(RealMPD.isInstalled)
        let testbed = try MPDDatabaseTestbed()
        var differences: [String] = []
        for limit in [8192, 1_048_576] {
            _ = try testbed.real("binarylimit \(limit)")
            testbed.client.binaryLimit = limit
            for line in Self.lines {
                let real: String
                do { real = try testbed.real(line) } catch { throw FixtureError("MPD did not answer \(line): \(error)") }
                let ours = testbed.ours(line)
                if real != ours { differences.append("\(line) [binarylimit \(limit)]\n--- MPD\n\(real)--- PlayDeck\n\(ours)") }
            }
        }
        #expect(differences.isEmpty, "\(differences.count) answers differ:\n\(differences.joined(separator: "\n"))")
    }

    /// findadd/searchadd add through the command center, in the order find lists the songs;
    /// update scans the library's folder through it; both answer as MPD does.
    @Test func addingAndUpdatingGoThroughTheCommandCenter() throws {
        try #require(RealMPD.isInstalled)
        let testbed = try MPDDatabaseTestbed()
        for line in ["findadd \"(artist == 'Artist A')\" sort -track", "searchadd title \"ÊS\"", "findadd \"(foo == 'x')\""] {
            #expect(testbed.ours(line) == (try testbed.real(line)), "\(line)")
        }
        let album = testbed.folder + "/Artist A/Album One/"
        // Added as MPD adds: a stopped player stays stopped.
        #expect(testbed.commands == [.add(album + "03.ogg", .end, startsIdle: false), .add(album + "02.mp3", .end, startsIdle: false),
                                     .add(album + "01.flac", .end, startsIdle: false),
                                     .add(testbed.folder + "/Björk/Début/03.ogg", .end, startsIdle: false)])
        // The queue's answers describe its files through the database, as find does.
        let database = try #require(testbed.context.database)
        #expect(database.song(atPath: album + "01.flac")?.value(of: .title) == "One")
        #expect(database.song(atPath: album + "01.flac")?.uri == "Artist A/Album One/01.flac")
        #expect(database.song(atPath: album + "cover.jpg") == nil)
        #expect(testbed.ours("update") == "updating_db: 1\nOK\n")
        #expect(testbed.commands.last == .libraryScan(testbed.folder))
    }
}
