import Remote
import Testing
import TestSupport

/// The queue commands answer as Debian's MPD answers the same lines on the same folder: the
/// songs of `playlistinfo`, the ids (PlayDeck's queue item ids are given out in the same order
/// as MPD's), the relative positions, the ranges and MPD's errors.
@Suite(.serialized, .enabled(if: RealMPD.isInstalled)) struct MPDQueueCommandsTests {
    @Test func editsAndListingsAnswerAsMPDDoes() throws {
        let servers = try MPDStageDifferential()
        let differences = try servers.mismatches([
            "add Album/song1.ogg", "add Album/song2.ogg", "addid Album/song3.ogg 0", "addid Album/nothing.ogg",
            "add Album/nothing", "playlistinfo", "playlistinfo 1:2", "playlistinfo 2:9",
            "playlistinfo 3", "playlistinfo 5", "playlistinfo x", "play 0", "#playing", "status",
            "addid Album/song4.ogg +0", "add Album/song5.ogg +1", "playlistinfo", "move 0 9", "move 0: 1", "move 0 +1",
            "move 3 1", "moveid 2 0", "move 1:3 3", "swap 0 4", "swap 0 9", "swapid 1 2", "swapid 1 99", "playlistid 3",
            "playlistid 99", "playlistid", "status", "delete 3:9", "delete 7", "deleteid 1", "deleteid 99", "playlistinfo",
            "playlist", "playlistfind artist \"Artist 1\"", "playlistsearch title song", "playlistfind foo bar",
            "playlistfind artist", "shuffle 9", "shuffle 2:1", "shuffle x", "prio 0 0:2", "prio 0 9", "prio 256 0",
            "prio x 0", "prioid 0 1", "prioid 0 99", "playlistinfo 0", "clear", "status", "playlistinfo", "clear",
        ])
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n\n"))")
    }

    /// The root: `mpc add /` sends `add ""`, some clients `add "/"`; both add the whole library.
    @Test func addingTheRootAddsEverySongAsMPDDoes() throws {
        let servers = try MPDStageDifferential()
        let differences = try servers.mismatches(["add \"\"", "playlist", "clear", "add \"/\"", "playlist", "clear"])
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n\n"))")
    }

    /// `plchanges VERSION` lists what changed at VERSION or later; an unknown version gets all.
    @Test func changesSinceAVersionAnswerAsMPDDoes() throws {
        let servers = try MPDStageDifferential()
        let differences = try servers.mismatches([
            "add Album", "play 0", "#playing", "status", "plchanges $V", "plchangesposid $V", "move 4 2", "plchanges $V",
            "plchangesposid $V", "status", "deleteid 2", "plchangesposid $V", "plchanges 4000000000", "plchanges -1",
            "plchangesposid 0 1:3", "plchanges x",
        ])
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n\n"))")
    }

    @Test func anEditOfTheQueueIsOneThePersonCanUndo() throws {
        let servers = try MPDStageDifferential()
        _ = servers.playdeck("add Album")
        _ = servers.playdeck("move 0 4")
        #expect(servers.stage.source.perform(.undo) == .success)
        #expect(servers.playdeck("playlist").hasPrefix("0:file: Album/song1.ogg\n1:file: Album/song2.ogg\n"))
    }

    /// `shuffle` puts the songs in a new order for good; the one playing moves to the start of
    /// the range and plays on, as MPD's does.
    @Test func shuffleReordersTheSongsAndKeepsTheOnePlayingFirst() throws {
        let servers = try MPDStageDifferential()
        _ = servers.playdeck("add Album")
        _ = servers.playdeck("play 3")
        #expect(servers.run { servers.stage.infoCenter.nowPlayingInfo.map { $0.state == .playing && $0.queueIndex == 3 } ?? false })
        let before = servers.playdeck("playlist")
        #expect(servers.playdeck("shuffle 1:5") == "OK\n")
        let after = servers.playdeck("playlist")
        let songs = { (answer: String) in Set(answer.split(separator: "\n").map { $0.split(separator: " ").last ?? "" }) }
        #expect(songs(after) == songs(before))
        #expect(after.hasPrefix("0:file: Album/song1.ogg\n1:file: Album/song4.ogg\n"))
        #expect(servers.playdeck("status").contains("\nsong: 1\nsongid: 4\n"))
        #expect(servers.stage.infoCenter.nowPlayingInfo?.state == .playing)
    }

    /// Priorities are kept per song, shown as `Prio:`, changed songs listed by `plchanges`, and
    /// spent once the song starts, as in MPD.
    @Test func prioritiesAreKeptShownAndSpentAsMPDDoes() throws {
        let servers = try MPDStageDifferential()
        let differences = try servers.mismatches([
            "add Album", "status", "prio 5 1:3", "plchangesposid $V", "status", "prioid 9 1", "plchanges $V", "playlistinfo",
            "prio 3 0 4", "playlistid 5", "prio 1 9", "prio 2 4 9", "prio 256 0", "prioid 1 99", "prio 0 2", "playlistinfo",
            "play 1", "#playing", "playlistinfo", "status",
        ])
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n\n"))")
    }
}
