import Foundation
import TestSupport

/// A small library of real files: English, accented Latin, Korean, Japanese; two discs; an
/// album artist apart from the track artists; a file without tags.
enum LibraryFixture {
    static let files: [Fixtures.LibraryFile] = [
        .init("Seeds/Wind/01.mp3", ["title": "Magnificent", "artist": "Seeds", "album": "Wind", "date": "2003", "track": "1/3"]),
        .init("Seeds/Wind/02.flac", ["title": "Northern Light", "artist": "Seeds", "album": "Wind", "date": "2003", "track": "2/3"]),
        .init("Seeds/Wind/03.ogg", ["title": "Harbour", "artist": "Seeds", "album": "Wind", "date": "2003", "track": "3/3"]),
        .init("Seeds/Roots/1-02.mp3", ["title": "Second Disc", "artist": "Seeds", "album": "Roots", "date": "1999-04-01",
                                       "track": "2", "disc": "2/2"]),
        .init("Seeds/Roots/2-01.mp3", ["title": "First Disc", "artist": "Seeds", "album": "Roots", "date": "1999", "track": "1",
                                       "disc": "1/2"]),
        .init("Beyonce/Déjà.mp3", ["title": "Déjà Vu", "artist": "Beyoncé", "album": "B'Day", "date": "2006", "track": "1"]),
        .init("Korean/01.mp3", ["title": "바람의 노래", "artist": "조용필", "album": "사랑의 노래", "date": "1997", "track": "1"]),
        .init("Japanese/01.flac", ["title": "風の谷のナウシカ", "artist": "安田成美", "album": "ナウシカ", "date": "1984", "track": "1"]),
        .init("Various/01.mp3", ["title": "Opening", "artist": "Anna", "album": "Mixed", "album_artist": "Various Artists",
                                 "date": "2010", "track": "1"]),
        .init("Various/02.mp3", ["title": "Closing", "artist": "Bob", "album": "Mixed", "album_artist": "Various Artists",
                                 "date": "2010", "track": "2"]),
        .init("Loose/Untitled Tune.mp3", [:]),
    ]

    /// The folder of `files` and a database path beside it (not made yet).
    static func make() throws -> (folder: String, database: String) {
        let folder = try Fixtures.musicFolder(files)
        let data = try TestWorld.makeFolder(prefix: "pddb")
        return (folder, data + "/playdeck/library.db")
    }
}
