import NowPlaying

/// MPD's `status` and `currentsong`, read off the published snapshot and the queue.
enum MPDStatusCommands {
    static var commands: [MPDCommand] {
        [
            MPDCommand("status", .read, arguments: 0...0) { call in status(call) },
            MPDCommand("currentsong", .read, arguments: 0...0) { call in currentSong(call) },
            // PlayDeck's error is the last item's that could not be played, as MPD's is its player's.
            MPDCommand("clearerror", .control, arguments: 0...0) { call throws(MPDError) in
                if call.context.nowPlaying.error != nil { try call.context.perform(.clearError) }
            },
        ]
    }

    /// The fields in the order MPD 0.23 writes them (`handle_status`); what PlayDeck does not
    /// do (consume, crossfade, MixRamp) reads as MPD's off.
    static func status(_ call: MPDCall) {
        let info = call.context.nowPlaying
        let queue = call.context.queue
        var response = MPDResponse()
        response.add("volume", info.isMuted ? 0 : Int(min(100, max(0, info.volume)).rounded()))
        let flags = MPDRepeatFlags(info)
        response.add("repeat", flags.isRepeating ? 1 : 0)
        response.add("random", info.isShuffled ? 1 : 0)
        response.add("single", flags.single.rawValue)
        response.add("consume", 0)
        response.add("partition", "default")
        response.add("playlist", queue.version)
        response.add("playlistlength", queue.count)
        response.add("mixrampdb", 0)
        let state = state(info.state)
        response.add("state", state)
        let rows = queue.rows
        // The song by its id: the snapshot may be of the queue before an edit it has not published
        // yet. Stopped, it is the song stopped at, which `play` starts again.
        if let id = info.queueItemID ?? info.stoppedQueueItemID, let index = queue.position(ofID: id) {
            response.add("song", index)
            response.add("songid", id)
        }
        if state != "stop" {
            let elapsed = info.elapsed(at: SessionClock.system.monotonic()) ?? 0
            response.add("time", "\(Int(elapsed.rounded())):\(Int((info.duration ?? 0).rounded()))")
            response.add("elapsed", MPDNumber.milliseconds(elapsed))
            response.add("bitrate", 0)
            if let duration = info.duration { response.add("duration", MPDNumber.milliseconds(duration)) }
            // The decoder's format, which for PlayDeck's songs is the format the library read.
            if let id = info.queueItemID, let index = queue.position(ofID: id),
               let format = queue.songs(at: [index]).first?.format {
                response.add("audio", format)
            }
        }
        if let job = (call.context.database as? MPDLibraryDatabase)?.updatingJob { response.add("updating_db", job) }
        if let error = info.error { response.add("error", error) }
        if let next = info.nextQueueIndex, info.queueRevision == queue.revision, rows.indices.contains(next) {
            response.add("nextsong", next)
            response.add("nextsongid", rows[next].id)
        }
        call.response.append(response)
    }

    /// The current queue entry's song (the one stopped at, stopped), or nothing when nothing is current.
    static func currentSong(_ call: MPDCall) {
        let info = call.context.nowPlaying
        guard let id = info.queueItemID ?? info.stoppedQueueItemID, let index = call.context.queue.position(ofID: id) else { return }
        call.response.append(call.context.queue.entries(at: [index], tags: call.client.tagTypes))
    }

    /// MPD's word for a state: buffering is playing that waits.
    static func state(_ state: PlaybackState) -> String {
        switch state {
        case .playing, .interrupted: "play"
        case .paused: "pause"
        case .stopped: "stop"
        }
    }
}
