import NowPlaying

/// The TrackList interface: the queue's window, kept in step with the published snapshots, its
/// changes announced with the spec's signals, and its methods as commands of the vocabulary.
extension MPRISService {
    /// Makes the tracklist anew when the queue or the item playing changed, and tells clients
    /// what changed.
    func announceTrackList(_ info: NowPlayingInfo) {
        let old = trackList
        guard updateTrackList(info) else { return }
        let signals = MPRISTrackList.changes(from: old, to: trackList)
        for signal in signals {
            connection.emitSignal(at: Self.objectPath, interface: .mprisTrackList, member: signal.member,
                                  values: signal.values)
        }
        if old.ids != trackList.ids {
            connection.emitPropertiesChanged(at: Self.objectPath, interface: .mprisTrackList, names: ["Tracks"])
        }
    }

    /// Reads the window of the queue the snapshot shows again; false when it is the one read last.
    @discardableResult
    func updateTrackList(_ info: NowPlayingInfo) -> Bool {
        guard listed?.revision != info.queueRevision || listed?.current != info.queueIndex else { return false }
        listed = (info.queueRevision, info.queueIndex)
        let window = MPRISTrackList.window(count: info.queueCount, current: info.queueIndex)
        let rows = if case let .value(.queueRows(answer)) = source.answer(.queueRows(Array(window))) { answer.rows } else { [QueueRow]() }
        trackList = MPRISTrackList(rows: rows, current: info.queueIndex)
        return true
    }

    func trackListValue(_ property: String) -> BusValue? {
        switch property {
        case "Tracks": .objectPaths(trackList.ids)
        case "CanEditTracks": .boolean(true)
        default: nil
        }
    }

    /// GetTracksMetadata answers from the window; AddTrack, RemoveTrack and GoTo become commands.
    /// A track id that is not in the tracklist does nothing, as the spec says.
    func callTrackList(_ member: String, arguments: [BusValue]) -> BusReply {
        switch member {
        case "GetTracksMetadata":
            guard case let .objectPaths(ids)? = arguments.first else { return .invalidArguments("GetTracksMetadata takes track ids") }
            return .values([.dictionaries(trackList.metadata(of: ids))])
        case "AddTrack":
            guard arguments.count == 3, let uri = arguments[0].text, let after = arguments[1].text,
                  case let .boolean(play) = arguments[2] else {
                return .invalidArguments("AddTrack takes a URI, the track to add it after and whether to play it")
            }
            return addTrack(uri, after: after, play: play)
        case "RemoveTrack", "GoTo":
            guard let id = arguments.first?.text else { return .invalidArguments("\(member) takes a track id") }
            guard let index = trackList.index(of: id) else { return .success }
            return carryOut(.perform(member == "GoTo" ? .playIndex(index + 1) : .remove(index + 1)))
        default:
            return .invalidArguments("unknown method \(member)")
        }
    }

    /// Adds what the URI names right after `after` (first for NoTrack) through `add-at`, and
    /// plays the first of it when asked to.
    private func addTrack(_ uri: String, after: String, play: Bool) -> BusReply {
        // `library:QUERY` adds the music library's tracks matching QUERY at the end of the queue,
        // or plays them in place of the queue when asked to play (the Library panel's Enter).
        if uri.hasPrefix("library:") {
            _ = perform(.libraryAdd(String(uri.dropFirst(8)), play ? .replace : .end))
            return .success
        }
        let place: Int
        if after == MPRISTrack.noTrack {
            place = 0
        } else {
            guard let index = trackList.index(of: after) else { return .success }
            place = index + 1
        }
        guard case let .perform(.open(target)) = MPRISAction.opening(uri) else { return MPRISAction.opening(uri).reply }
        guard perform(.add(target, .at(place + 1))) == .success else { return .success }
        if play { _ = perform(.playIndex(place + 1)) }
        return .success
    }
}

extension MPRISAction {
    /// The reply for an action that is refused (or nothing to do).
    var reply: BusReply {
        if case let .reject(message) = self { return .invalidArguments(message) }
        return .success
    }
}
