import Remote
import Testing
import TestSupport

/// The stored playlists (PlayDeck's saved queues) answer as Debian's MPD's own.
@Suite(.serialized, .enabled(if: RealMPD.isInstalled)) struct MPDStoredPlaylistCommandsTests {
    @Test func savingListingLoadingAndRemovingAnswerAsMPDDoes() throws {
        let servers = try MPDDifferential()
        let differences = try servers.mismatches([
            "listplaylists", "add Album", "save mine", "save mine", "listplaylists", "listplaylist mine", "listplaylist none",
            "listplaylistinfo mine", "listplaylistinfo none", "load none", "rename mine other", "rename none x",
            "clear", "load other 1:3", "playlistinfo", "load other 9:", "load other", "playlist", "rm none", "rm other",
            "listplaylists",
        ])
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n\n"))")
    }
}
