import Commands
import Locations
import NowPlaying

/// `org.mpris.MediaPlayer2.TrackList` over the queue. The spec's tracklist is "a short list of
/// tracks which were recently played or will be played shortly": a window of the queue around
/// the item playing (all of it when it is short). Track ids are the queue's item ids, which stay
/// with an item when the queue is edited around it. What changed between two windows is told
/// with the spec's signals: one item added or removed, or the list replaced.
public struct MPRISTrackList: Equatable, Sendable {
    /// The most tracks shown, and how many of them come before the item playing.
    public static let size = 500
    static let before = 100

    /// The rows shown, in queue order.
    public private(set) var rows: [QueueRow] = []
    /// The id of the track playing, or the spec's NoTrack.
    public private(set) var current = MPRISTrack.noTrack

    /// An empty tracklist.
    public init() {}

    /// The queue indices shown for a queue of `count` items with `current` playing.
    public static func window(count: Int, current: Int?) -> Range<Int> {
        guard count > size else { return 0..<count }
        let start = min(max(0, (current ?? 0) - before), count - size)
        return start..<(start + size)
    }

    /// The tracklist for the rows of a window, `current` the index playing.
    public init(rows: [QueueRow], current: Int?) {
        self.rows = rows
        self.current = rows.first { $0.index == current }.map { MPRISTrack.id(ofItem: $0.id) } ?? MPRISTrack.noTrack
    }

    /// The track ids, in order.
    public var ids: [String] { rows.map { MPRISTrack.id(ofItem: $0.id) } }

    /// The queue index of a track id shown, if it is one.
    public func index(of id: String) -> Int? {
        rows.first { MPRISTrack.id(ofItem: $0.id) == id }?.index
    }

    /// A track's metadata as the spec asks for it: its id, and what is known of it.
    public static func metadata(_ row: QueueRow) -> [String: BusValue] {
        var entries: [String: BusValue] = ["mpris:trackid": .objectPath(MPRISTrack.id(ofItem: row.id)),
                                           "xesam:title": .string(row.title)]
        if let artist = row.artist { entries["xesam:artist"] = .strings([artist]) }
        if !row.path.isEmpty { entries["xesam:url"] = .string(FileURL.url(for: row.path)) }
        return entries
    }

    /// The metadata of the tracks asked for, in the order asked; ids not shown are left out.
    public func metadata(of ids: [String]) -> [[String: BusValue]] {
        ids.compactMap { id in rows.first { MPRISTrack.id(ofItem: $0.id) == id }.map(Self.metadata) }
    }

    /// A signal of the interface, with its arguments.
    public struct Signal: Equatable, Sendable {
        public let member: String
        public let values: [BusValue]
    }

    /// The signals that take a client from `old` to `new`: TrackAdded or TrackRemoved for one
    /// item, TrackMetadataChanged for each track whose title or artist changed, else
    /// TrackListReplaced. Nothing when nothing changed.
    public static func changes(from old: MPRISTrackList, to new: MPRISTrackList) -> [Signal] {
        let before = old.ids, after = new.ids
        if before == after {
            return zip(old.rows, new.rows).filter { $0.title != $1.title || $0.artist != $1.artist }.map { _, row in
                Signal(member: "TrackMetadataChanged", values: [.objectPath(MPRISTrack.id(ofItem: row.id)),
                                                                .dictionary(metadata(row))])
            }
        }
        if after.count == before.count + 1, let added = singleDifference(longer: after, shorter: before) {
            let afterTrack = added == 0 ? MPRISTrack.noTrack : after[added - 1]
            return [Signal(member: "TrackAdded", values: [.dictionary(metadata(new.rows[added])), .objectPath(afterTrack)])]
        }
        if before.count == after.count + 1, let removed = singleDifference(longer: before, shorter: after) {
            return [Signal(member: "TrackRemoved", values: [.objectPath(before[removed])])]
        }
        return [Signal(member: "TrackListReplaced", values: [.objectPaths(after), .objectPath(new.current)])]
    }

    /// Where `longer` has one element more than `shorter` and is otherwise the same, that
    /// element's index; nil when they differ in more than that.
    static func singleDifference(longer: [String], shorter: [String]) -> Int? {
        let split = shorter.indices.first { longer[$0] != shorter[$0] } ?? shorter.count
        return Array(longer[(split + 1)...]) == Array(shorter[split...]) ? split : nil
    }
}
