import Testing
@testable import Remote

@Suite struct MPDSongTests {
    @Test func aSongIsWrittenAsMPDWritesItWithTheClientsTagsOnly() {
        let song = MPDSong(uri: "A/01.flac", lastModified: 1_700_000_000, format: "44100:16:2",
                           tags: [(.title, "One"), (.artist, "X"), (.artist, "Y"), (.comment, "hidden")], duration: 2.4996)
        var response = MPDResponse()
        song.write(into: &response, tags: [.title, .artist])
        #expect(response.text == """
            file: A/01.flac
            Last-Modified: 2023-11-14T22:13:20Z
            Format: 44100:16:2
            Title: One
            Artist: X
            Artist: Y
            Time: 2
            duration: 2.499

            """)
    }

    /// MPD keeps whole milliseconds (cut) and rounds them to seconds for `Time`.
    @Test func timeRoundsTheMillisecondsAndDurationKeepsThree() {
        for (seconds, time, duration) in [(0.5, "1", "0.500"), (1.4999, "1", "1.499"), (59.9996, "60", "59.999"), (0.0, "0", "0.000")] {
            var response = MPDResponse()
            MPDSong(uri: "x", duration: seconds).write(into: &response, tags: [])
            #expect(response.text == "file: x\nTime: \(time)\nduration: \(duration)\n")
        }
    }
}
