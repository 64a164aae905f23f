import Foundation
import Glibc
import Library
import Testing
import TestSupport

/// The Last.fm session key `scrobble login lastfm` keeps: for the owner only, read back, removed.
@Suite struct LastFMSessionFileTests {
    @Test func aKeptKeyIsTheOwnersAloneReadBackAndRemovedOnce() throws {
        let file = LastFMSessionFile(directory: ListeningHistoryTests.folder())
        #expect(file.read() == nil)
        try file.write("sk-1")
        var info = stat()
        #expect(stat(file.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(file.read() == "sk-1")
        try file.write("sk-2")
        #expect(file.read() == "sk-2")
        #expect(try file.remove())
        #expect(file.read() == nil)
        #expect(try !file.remove())
    }
}
