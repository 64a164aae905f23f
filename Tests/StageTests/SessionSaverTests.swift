import Commands
import Foundation
import Library
import NowPlaying
import Stage
import Testing
import TestSupport

/// The session saved as the stage runs, on real libmpv players in this process: a queue edit is
/// on disk when its command returns (the socket answers right after), and what only the list
/// shows (a title learnt as the item plays) does not write the queue again.
@Suite struct SessionSaverTests {
    static func store() -> SessionStore {
        SessionStore(directory: Fixtures.directory + "/session-saver-\(UUID().uuidString)")
    }

    @Test func anEditIsSavedBeforeItsCommandReturns() throws {
        let rig = try StageRig()
        let store = Self.store()
        var items: [MediaItem] = []
        rig.stage.keep(positions: nil, bookmarks: nil, audioDevice: nil, session: store, starting: &items)
        let tone = try Fixtures.tone(seconds: 20)
        #expect(rig.stage.source.perform(.add(tone, .end)) == .success)
        #expect(try SessionStore(directory: store.directory).load().get()?.queue.items.map(\.location) == [tone])
        #expect(rig.stage.source.perform(.add(tone, .next)) == .success)
        #expect(rig.stage.source.perform(.remove(1)) == .success)
        #expect(try SessionStore(directory: store.directory).load().get()?.queue.items.count == 1)
    }

    @Test func aTitleLearntAsItemsPlayDoesNotWriteTheQueueAgain() throws {
        let rig = try StageRig()
        let store = Self.store()
        var items: [MediaItem] = []
        rig.stage.keep(positions: nil, bookmarks: nil, audioDevice: nil, session: store, starting: &items)
        let first = try Fixtures.tagged(seconds: 20, tags: ["title": "Saved Once"])
        let second = try Fixtures.tagged(seconds: 21, tags: ["title": "Not Again"])
        #expect(rig.stage.source.perform(.add(first, .end)) == .success)
        #expect(rig.stage.source.perform(.add(second, .end)) == .success)
        let saves = store.lastSave
        #expect(rig.run { rig.info?.metadata.title == "Saved Once" })
        #expect(rig.stage.source.perform(.nextTrack) == .success)
        #expect(rig.run { rig.info?.metadata.title == "Not Again" })
        #expect(store.lastSave == saves, "the queue was written again for a title")
    }
}
