import Testing
import TestSupport

/// The reference server the MPD tests compare with.
@Suite struct RealMPDTests {
    /// MPD updates a folder it has no database of by itself, at its start: an `update` sent
    /// after that one ended finds nothing to change and says nothing on `idle database`, and
    /// waiting for it hung until the read timed out (the MPD suites failed now and then).
    @Test func anUpdateThatChangesNothingIsWaitedForToItsEnd() throws {
        try #require(RealMPD.isInstalled)
        let folder = try Fixtures.musicFolder([.init("A/01.flac", ["title": "T"])])
        let mpd = try RealMPD(music: folder)
        try mpd.updateDatabase()
        #expect(try mpd.client().send("count title T").contains("songs: 1"))
    }
}
