@testable import MusicLibrary
import Testing
import TestSupport

@Suite struct TrackReadingTests {
    @Test func aFileGoneBeforeItsReadingIsSaidToHaveVanished() {
        guard case let .vanished(path) = TrackReading.read("/nonexistent/gone.mp3", stamp: FileStamp(size: 1, modified: 1)) else {
            Issue.record("not vanished")
            return
        }
        #expect(path == "/nonexistent/gone.mp3")
    }

    @Test func theYearIsTheFirstFourDigitsOfTheDate() {
        #expect(TrackReading.year("2003-05-01") == 2003)
        #expect(TrackReading.year("1999") == 1999)
        #expect(TrackReading.year("99") == nil)
        #expect(TrackReading.year("May 2003") == nil)
    }

    @Test func aFileWithoutATitleIsTitledByItsName() {
        #expect(TrackReading.fileTitle("/m/Track 03.flac") == "Track 03")
        #expect(TrackReading.fileTitle("/m/.hidden") == ".hidden")
    }

    @Test func tagsOfARealFileBecomeATrack() throws {
        let path = try Fixtures.tagged("flac", tags: ["title": "T", "artist": "A", "album_artist": "AA", "album": "B",
                                                      "disc": "2/2", "track": "7/9", "date": "2001-01-01"])
        guard case let .read(track, _) = TrackReading.read(path, stamp: FileStamp(size: 1, modified: 1)) else {
            Issue.record("not read")
            return
        }
        #expect(track == LibraryTrack(path: path, title: "T", artist: "A", album: "B", albumArtist: "AA", year: 2001, disc: 2,
                                      track: 7, duration: track.duration, tags: track.tags, audio: track.audio))
        #expect(track.shelf == "AA")
        // Every tag is kept in the file's order, the date as written (MPD shows it so).
        #expect(track.tags.first { $0.name.lowercased() == "date" }?.value == "2001-01-01")
        #expect(track.tags.first { $0.name.lowercased() == "track" }?.value == "7/9")
    }
}
