import Playback

extension FakePlayer {
    /// A property's value now as mpv would give it, or nil when mpv has none (no file open).
    func value(_ property: Property) -> PropertyChange? {
        let open = file
        let loaded = open?.loaded == true ? open : nil
        switch property {
        case .timePosition: return position(at: clock.now).map { .timePosition($0) }
        case .duration: return loaded?.media.duration.map { .duration($0) }
        case .pause: return .paused(paused)
        case .speed: return .speed(speed)
        case .volume: return .volume(volume)
        case .mute: return .muted(muted)
        case .metadata: return loaded.map { .metadata($0.media.tags) }
        case .mediaTitle: return open.map { .mediaTitle(loaded?.media.tags["title"] ?? Self.fileName($0.path)) }
        case .chapterList: return .chapters(loaded?.media.chapters ?? [])
        case .chapter: return loaded.flatMap { $0.media.chapters.isEmpty ? nil : .chapter(chapterIndex) }
        case .trackList: return .tracks(loaded?.tracks ?? [])
        case .seekable: return loaded.map { .seekable($0.media.seekable) }
        case .eofReached: return loaded.map { _ in .eofReached(false) }
        case .idleActive: return .idleActive(open == nil)
        case .pausedForCache: return loaded.map { .pausedForCache($0.pausedForCache) }
        case .cacheBufferingState: return loaded.map { .cacheBuffering($0.cacheBuffering) }
        case .demuxerViaNetwork: return loaded.map { .viaNetwork($0.media.viaNetwork) }
        case .fileFormat: return loaded?.media.fileFormat.map { .fileFormat($0) }
        case .path: return open.map { .path($0.path) }
        case .playlist, .playlistPosition: return nil
        case .audioDeviceList: return .audioDevices(audioDevices)
        case .audioDevice: return .audioDevice(audioDevice)
        case .currentAudioOutput: return .currentAudioOutput(nil)
        case .audioFilters: return .audioFilters(heard ? [] : [Player.unheardLabel])
        // Read when asked, never observed: a fake decodes nothing in hardware and measures nothing.
        case .hwdecCurrent: return loaded.map { _ in .hwdecCurrent("no") }
        case .audioParams, .videoParams, .containerFPS, .audioBitrate, .videoBitrate: return nil
        }
    }

    /// Reports every observed property whose value changed since it was last reported, in the
    /// order they were observed, as libmpv does once its queued events are out. For a loop that
    /// drains late, that happens only as it drains; until then the descriptor says there is news.
    func flush() {
        guard drainsLate else { return report() }
        if observed.contains(where: { property in reported[property].map { $0 != value(property) } ?? true }) {
            wakeup.wake()
        }
    }

    /// Queues the changes `flush()` describes.
    func report() {
        let holdsTags = tagsComeLate
        tagsComeLate = false
        for property in observed {
            if holdsTags, property == .metadata || property == .mediaTitle {
                wakeup.wake()
                continue
            }
            let now = value(property)
            if let last = reported[property], last == now { continue }
            reported[property] = .some(now)
            if let change = now ?? Self.unavailable(property) { post(.propertyChanged(change)) }
        }
    }

    /// How `Player` decodes a change to "no value" (MPV_FORMAT_NONE); nil where it drops it.
    static func unavailable(_ property: Property) -> PropertyChange? {
        switch property {
        case .timePosition: .timePosition(nil)
        case .duration: .duration(nil)
        case .pause, .speed, .volume, .mute: nil
        case .metadata: .metadata([:])
        case .chapterList: .chapters([])
        case .chapter: .chapter(nil)
        case .trackList: .tracks([])
        case .playlist: .playlist([])
        case .playlistPosition: .playlistPosition(nil)
        case .seekable: .seekable(false)
        case .eofReached: .eofReached(false)
        case .idleActive: .idleActive(false)
        case .pausedForCache: .pausedForCache(false)
        case .cacheBufferingState: .cacheBuffering(nil)
        case .demuxerViaNetwork: .viaNetwork(false)
        case .fileFormat: .fileFormat(nil)
        case .path: .path(nil)
        case .mediaTitle: .mediaTitle(nil)
        case .audioDeviceList: .audioDevices([])
        case .audioDevice: .audioDevice(nil)
        case .currentAudioOutput: .currentAudioOutput(nil)
        case .audioFilters: .audioFilters([])
        case .hwdecCurrent: .hwdecCurrent(nil)
        case .audioParams: .audioParams(nil)
        case .videoParams: .videoParams(nil)
        case .containerFPS: .containerFPS(nil)
        case .audioBitrate: .audioBitrate(nil)
        case .videoBitrate: .videoBitrate(nil)
        }
    }

    /// mpv's media-title for a file without a title tag: the last part of its path or URL.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
