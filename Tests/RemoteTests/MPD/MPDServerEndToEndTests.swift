import Foundation
import Testing
import TestSupport

/// The real binary's MPD server as a client meets it: commands sent in one write, read back
/// answer by answer.
@Suite struct MPDServerEndToEndTests {
    /// A client's first command may name a song by its URI (the library is read for it), an
    /// `add` leaves a stopped player stopped (as MPD's does), and a `status` sent right behind
    /// `play` reads the song playing: the answer waits for the player to have started it, as
    /// MPD answers `play` once its decoder runs (the snapshot is held back while an item loads).
    @Test func statusSentWithPlayReadsTheSongPlaying() throws {
        let playdeck = try PlayDeckMPD(library: try Fixtures.mpdLibrary())
        let client = try playdeck.client()
        try client.write("add \"Ana Lúa/Primeiro/01 Mar.flac\"\nadd \"Ana Lúa/Primeiro/02 Vento.flac\"\nstatus\nplay 1\nstatus\n")
        #expect(try client.readAnswer() == "OK\n")
        #expect(try client.readAnswer() == "OK\n")
        let stopped = try client.readAnswer()
        #expect(stopped.contains("\nstate: stop\n") && stopped.contains("playlistlength: 2\n"), "\(stopped)")
        #expect(try client.readAnswer() == "OK\n")
        let playing = try client.readAnswer()
        #expect(playing.contains("\nstate: play\n") && playing.contains("\nsong: 1\n"), "\(playing)")
    }
}
