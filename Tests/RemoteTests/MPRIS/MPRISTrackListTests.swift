import NowPlaying
import Testing
@testable import Remote

/// The TrackList's window over the queue and the signals that take a client from one list to
/// the next.
@Suite struct MPRISTrackListTests {
    static func rows(_ ids: [Int], titles: [Int: String] = [:]) -> [QueueRow] {
        ids.enumerated().map { index, id in
            QueueRow(index: index, id: id, title: titles[id] ?? "Track \(id)", path: "/music/\(id).mp3", isCurrent: false)
        }
    }

    @Test func aShortQueueIsShownWholeAndALongOneAroundTheItemPlaying() {
        #expect(MPRISTrackList.window(count: 12, current: 5) == 0..<12)
        #expect(MPRISTrackList.window(count: 100_000, current: 50_000) == 49_900..<50_400)
        #expect(MPRISTrackList.window(count: 100_000, current: 20) == 0..<500)
        #expect(MPRISTrackList.window(count: 100_000, current: 99_999) == 99_500..<100_000)
        #expect(MPRISTrackList.window(count: 0, current: nil) == 0..<0)
    }

    @Test func idsAreTheQueuesItemIdsAndTheCurrentOneIsNamed() {
        let list = MPRISTrackList(rows: Self.rows([7, 8, 9]), current: 1)
        #expect(list.ids == ["/org/playdeck/track/7", "/org/playdeck/track/8", "/org/playdeck/track/9"])
        #expect(list.current == "/org/playdeck/track/8")
        #expect(list.index(of: "/org/playdeck/track/9") == 2)
        #expect(list.index(of: "/org/playdeck/track/1") == nil)
        let metadata = list.metadata(of: ["/org/playdeck/track/9", "/nope", "/org/playdeck/track/7"])
        #expect(metadata.map { $0["xesam:title"] } == [.string("Track 9"), .string("Track 7")])
        #expect(metadata.first?["xesam:url"] == .string("file:///music/9.mp3"))
    }

    @Test func oneItemAddedOrRemovedIsTrackAddedOrTrackRemoved() {
        let before = MPRISTrackList(rows: Self.rows([1, 2, 3]), current: 0)
        let added = MPRISTrackList(rows: Self.rows([1, 4, 2, 3]), current: 0)
        #expect(MPRISTrackList.changes(from: before, to: added).map(\.member) == ["TrackAdded"])
        #expect(MPRISTrackList.changes(from: before, to: added).first?.values.last == .objectPath("/org/playdeck/track/1"))
        let first = MPRISTrackList(rows: Self.rows([4, 1, 2, 3]), current: 1)
        #expect(MPRISTrackList.changes(from: before, to: first).first?.values.last == .objectPath(MPRISTrack.noTrack),
                "added first: after NoTrack")
        let removed = MPRISTrackList(rows: Self.rows([1, 3]), current: 0)
        #expect(MPRISTrackList.changes(from: before, to: removed) ==
                [MPRISTrackList.Signal(member: "TrackRemoved", values: [.objectPath("/org/playdeck/track/2")])])
    }

    @Test func aMoveIsAReplacementAndANewTitleIsAMetadataChange() {
        let before = MPRISTrackList(rows: Self.rows([1, 2, 3]), current: 0)
        let moved = MPRISTrackList(rows: Self.rows([2, 1, 3]), current: 1)
        let replaced = MPRISTrackList.changes(from: before, to: moved)
        #expect(replaced.map(\.member) == ["TrackListReplaced"])
        #expect(replaced.first?.values.last == .objectPath("/org/playdeck/track/1"))
        let retitled = MPRISTrackList(rows: Self.rows([1, 2, 3], titles: [2: "Learnt Title"]), current: 0)
        let changed = MPRISTrackList.changes(from: before, to: retitled)
        #expect(changed.map(\.member) == ["TrackMetadataChanged"])
        #expect(changed.first?.values.first == .objectPath("/org/playdeck/track/2"))
        #expect(MPRISTrackList.changes(from: before, to: before).isEmpty)
    }
}
