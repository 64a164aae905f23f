import Remote
import Testing
import TestSupport

/// The stored playlists (PlayDeck's saved queues) answer as Debian's MPD's own.
@Suite(.serialized, .enabled(if: RealMPD.isInstalled)) struct MPDStoredPlaylistCommandsTests {
    @Test func savingListingLoadingAndRemovingAnswerAsMPDDoes() throws {
        let servers = try MPDStageDifferential()
        let differences = try servers.mismatches([
            "listplaylists", "add Album", "save mine", "save mine", "listplaylists", "listplaylist mine", "listplaylist none",
            "listplaylistinfo mine", "listplaylistinfo none", "load none", "rename mine other", "rename none x",
            "clear", "load other 1:3", "playlistinfo", "load other 9:", "load other", "playlist", "rm none", "rm other",
            "listplaylists",
        ])
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n\n"))")
    }

    @Test func editsOfAStoredPlaylistAnswerAsMPDDoes() throws {
        let servers = try MPDStageDifferential()
        let differences = try servers.mismatches([
            "playlistadd new Album/song2.ogg", "playlistadd new Album/song4.ogg", "playlistadd new Album/song1.ogg 0",
            "playlistadd new Album/song3.ogg 9", "playlistadd new Album/nothing.ogg", "listplaylist new",
            "playlistmove new 0 2", "playlistmove new 0 9", "playlistmove none 1 1", "playlistmove none 0 1", "listplaylist new",
            "playlistdelete new 1", "playlistdelete new 5", "playlistdelete none 0", "listplaylist new", "playlistclear new",
            "listplaylist new", "playlistclear fresh", "listplaylists", "rm new", "rm fresh",
        ])
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n\n"))")
    }
}
