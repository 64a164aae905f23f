import Foundation
import Testing
import TestSupport

/// `update` of the real binary against Debian's MPD on the same folder: each job numbered in
/// turn as MPD numbers them, whatever its path names (a folder, a file, nothing), and only an
/// absolute path refused.
@Suite(.enabled(if: RealMPD.isInstalled))
struct MPDLibraryCommandsTests {
    @Test func updateOfAFolderAFileOrNothingIsAJobAsMPDs() throws {
        let music = try Fixtures.mpdLibrary(seconds: 1)
        let mpd = try RealMPD(music: music), playdeck = try PlayDeckMPD(library: music)
        let reference = try mpd.client(), ours = try playdeck.client()
        // Nothing scans first: a path that names nothing, then a file, must each start a job.
        let lines = ["update \"Ana Lúa/Nothing\"", "update \"Ana Lúa/Primeiro/01 Mar.flac\"", "update \"Ana Lúa/Primeiro\"",
                     "rescan \"Various\"", "update \"/tmp\"", "update"]
        let answers = try lines.map { (mpd: try reference.send($0), playdeck: try ours.send($0)) }
        // RealMPD ran updates of its own before: its numbers start further on.
        let jobs = answers.map { (mpd: Self.job($0.mpd), playdeck: Self.job($0.playdeck)) }
        for (line, answer) in zip(lines, answers) {
            #expect(Self.job(answer.mpd) == nil ? answer.playdeck == answer.mpd : Self.job(answer.playdeck) != nil,
                    "\(line): MPD \(answer.mpd) PlayDeck \(answer.playdeck)")
        }
        let first = try #require(jobs.first?.mpd)
        #expect(jobs.compactMap(\.mpd) == Array(first..<first + 5))
        #expect(jobs.compactMap(\.playdeck) == [1, 2, 3, 4, 5])
    }

    /// The root, as `mpc add /` sends it (`add ""`) and as some clients do (`add "/"`): the whole
    /// library, in MPD's order.
    @Test func addingTheRootQueuesTheWholeLibraryAsMPDDoes() throws {
        let music = try Fixtures.mpdLibrary(seconds: 1)
        let mpd = try RealMPD(music: music), playdeck = try PlayDeckMPD(library: music)
        let reference = try mpd.client(), ours = try playdeck.client()
        for line in ["add \"\"", "playlist", "clear", "add \"/\"", "playlist"] {
            #expect(try ours.send(line) == (try reference.send(line)), "\(line)")
        }
    }

    /// N of an answer `updating_db: N`.
    static func job(_ answer: String) -> Int? {
        guard answer.hasPrefix("updating_db: ") else { return nil }
        return Int(answer.dropFirst(13).prefix { $0.isNumber })
    }
}
