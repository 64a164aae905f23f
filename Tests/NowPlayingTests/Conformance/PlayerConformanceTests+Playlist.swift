import NowPlaying
import Playback
import PlayerDoubles
import Testing
import TestSupport

/// What a session relies on for gapless playback: a target queued after the file playing is
/// opened when that file plays out, with no idle in between, and one taken back is not.
extension PlayerConformanceTests {
    @Test(arguments: PlayerKind.allCases)
    func aQueuedTargetFollowsTheEndOfTheFileWithoutAnIdleInBetween(kind: PlayerKind) throws {
        let first = try Fixtures.tone(seconds: 2, frequency: 370)
        let second = try Fixtures.tone(seconds: 2, frequency: 380)
        let rig = try ConformanceRig(kind, files: [first, second], untimed: true)
        let start = try rig.play(first)
        let id = try #require(rig.events[start].entryID)
        try rig.player.append(second)
        let end = try rig.waitFor("the end", from: start, within: 15, Self.isEnd)
        #expect(rig.events[end] == .fileEnded(entryID: id, reason: .endOfFile))
        let next = try rig.waitFor("the next start", from: end) { if case .fileStarted = $0 { true } else { false } }
        #expect((rig.events[next].entryID ?? 0) > id)
        #expect(!rig.events[end...next].contains(.propertyChanged(.idleActive(true))))
        try rig.waitFor("its restart", from: next) { $0 == .playbackRestarted }
    }

    @Test(arguments: PlayerKind.allCases)
    func aClearedPlaylistLeavesThePlayerIdleAtTheEnd(kind: PlayerKind) throws {
        let first = try Fixtures.tone(seconds: 2, frequency: 370)
        let second = try Fixtures.tone(seconds: 2, frequency: 380)
        let rig = try ConformanceRig(kind, files: [first, second], untimed: true)
        let start = try rig.play(first)
        try rig.player.append(second)
        try rig.player.clearPlaylist()
        let end = try rig.waitFor("the end", from: start, within: 15, Self.isEnd)
        try rig.waitFor("the idle", from: end) { $0 == .propertyChanged(.idleActive(true)) }
        #expect(!rig.events[end...].contains { if case .fileStarted = $0 { true } else { false } })
    }
}
