import Testing
@testable import Remote

@Suite struct MPDResponseTests {
    /// A tag may hold a line break or an escape: each control character is a space, so the line
    /// ends where MPD's does and nothing reaches a client's terminal; the rest is copied whole.
    @Test func controlCharactersInAValueBecomeSpacesAndTheRestIsCopiedWhole() {
        var response = MPDResponse()
        response.add("Title", "Zwei\nZeilen\u{1B}[2J\u{7F}")
        response.add("Artist", "Sigur Rós — 曲")
        response.add("Track", 3)
        #expect(response.text == "Title: Zwei Zeilen [2J \nArtist: Sigur Rós — 曲\nTrack: 3\n")
    }
}
