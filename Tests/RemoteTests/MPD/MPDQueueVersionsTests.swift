@testable import Remote
import Testing

/// The queue's versions as MPD numbers them: an item changed by an edit carries the version
/// before it, so `plchanges` of the version a client read lists what changed after.
struct MPDQueueVersionsTests {
    @Test func anEditMarksTheItemsInNewPlacesWithTheVersionBeforeIt() {
        var versions = MPDQueueVersions()
        versions.follow(ids: [], current: nil)
        #expect(versions.current == 1)
        versions.follow(ids: [1, 2, 3], current: nil)
        #expect(versions.current == 2)
        #expect([1, 2, 3].allSatisfy { versions.changed(id: $0, since: 1) })
        #expect(![1, 2, 3].contains { versions.changed(id: $0, since: 2) })
        versions.follow(ids: [1, 3, 2], current: 1)
        #expect(versions.current == 3)
        #expect(versions.changed(id: 3, since: 2) && versions.changed(id: 2, since: 2) && !versions.changed(id: 1, since: 2))
        versions.follow(ids: [1, 3, 2], current: 1)
        #expect(versions.changed(id: 1, since: 3), "a title learnt is the current item's change")
        #expect(versions.changed(id: 2, since: 99), "a version the queue never had lists everything")
    }
}
