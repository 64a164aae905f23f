import Foundation

extension Fixtures {
    /// The music folder the MPD differential tests serve from both the real MPD and PlayDeck:
    /// albums in FLAC, MP3 (with an embedded cover), Ogg Vorbis and M4A, a cover.jpg, a "1/3"
    /// track number, two discs, a full date, an empty album tag, Unicode names, and a loose file
    /// at the root. The tones last `seconds`, long enough that a paused test never reaches an end.
    public static func mpdLibrary(seconds: Double = 120) throws -> String {
        let folder = try TestWorld.makeFolder(prefix: "mpdlib")
        let primeiro = ["artist": "Ana Lúa", "album_artist": "Ana Lúa", "album": "Primeiro", "date": "2019", "genre": "Folk"]
        try addMusic([
            LibraryFile("Ana Lúa/Primeiro/01 Mar.flac", primeiro.merging(["title": "Mar", "track": "1/3"]) { $1 }),
            LibraryFile("Ana Lúa/Primeiro/02 Vento.flac", primeiro.merging(["title": "Vento", "track": "2/3"]) { $1 }),
            LibraryFile("Ana Lúa/Primeiro/03 Lúa.flac", primeiro.merging(["title": "Lúa", "track": "3/3"]) { $1 }),
            LibraryFile("Various/Mixtape/01 First.ogg", ["title": "First", "artist": "Cora", "album": "Mixtape",
                                                          "album_artist": "Various Artists", "track": "1", "genre": "Pop",
                                                          "composer": "Dario", "comment": "side A"]),
            LibraryFile("Various/Mixtape/02 Second.m4a", ["title": "Second", "artist": "Dario", "album": "Mixtape",
                                                           "album_artist": "Various Artists", "track": "2", "genre": "Pop"]),
            LibraryFile("Various/Untitled.ogg", ["title": "No Album", "artist": "Cora", "album": ""]),
            LibraryFile("loose.flac", ["title": "Loose"]),
        ], to: folder, seconds: seconds)
        try FileManager.default.copyItem(atPath: try coverJPEG(), toPath: folder + "/Ana Lúa/Primeiro/cover.jpg")
        let shift = ["artist": "Brass Unit", "album_artist": "Brass Unit", "album": "Night Shift", "date": "2021-03-04",
                     "genre": "Jazz"]
        try FileManager.default.createDirectory(atPath: folder + "/Brass Unit/Night Shift", withIntermediateDirectories: true)
        for (name, tags) in [("1-01 Dusk.mp3", shift.merging(["title": "Dusk", "track": "1", "disc": "1/2"]) { $1 }),
                             ("2-01 Dawn.mp3", shift.merging(["title": "Dawn", "track": "1", "disc": "2/2"]) { $1 })] {
            try FileManager.default.copyItem(atPath: try coveredMP3(seconds: seconds, tags: tags),
                                             toPath: folder + "/Brass Unit/Night Shift/" + name)
        }
        return folder
    }

    /// A 200×200 JPEG cover (made once).
    public static func coverJPEG() throws -> String {
        try make("cover-200.jpg") { path in
            try ffmpeg(["-f", "lavfi", "-i", "testsrc=size=200x200:rate=1", "-frames:v", "1", path])
        }
    }

    /// An MP3 tone with `tags` and a PNG cover embedded (ID3v2.3 APIC), made once per tag set.
    static func coveredMP3(seconds: Double, tags: [String: String]) throws -> String {
        let pairs = tags.sorted { $0.key < $1.key }
        let key = (pairs.map { "\($0.key)=\($0.value)" }.joined(separator: ";") + "|\(seconds)").utf8
            .reduce(UInt64(1469598103934665603)) { ($0 ^ UInt64($1)) &* 1099511628211 }
        return try make("covered-\(String(key, radix: 16)).mp3") { path in
            var args = ["-f", "lavfi", "-i", "sine=frequency=520:duration=\(seconds)", "-i", try coverImage(),
                        "-map", "0:a", "-map", "1:v", "-c:v", "copy", "-disposition:v", "attached_pic",
                        "-metadata:s:v", "comment=Cover (front)", "-id3v2_version", "3", "-c:a", "libmp3lame"]
            for (name, value) in pairs { args += ["-metadata", "\(name)=\(value)"] }
            try ffmpeg(args + [path])
        }
    }
}
