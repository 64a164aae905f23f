import CMPV

/// The mpv properties PlayDeck observes. A misspelt name is a compile error.
public enum Property: String, CaseIterable, Sendable {
    case timePosition = "time-pos"
    case duration
    case pause
    case speed
    case volume
    case mute
    case metadata
    case chapterList = "chapter-list"
    case chapter
    case trackList = "track-list"
    case playlist
    case playlistPosition = "playlist-pos"
    case seekable
    case eofReached = "eof-reached"
    case idleActive = "idle-active"
    case pausedForCache = "paused-for-cache"
    case cacheBufferingState = "cache-buffering-state"
    case demuxerViaNetwork = "demuxer-via-network"
    case fileFormat = "file-format"
    case path
    case mediaTitle = "media-title"
    case audioDeviceList = "audio-device-list"
    case audioDevice = "audio-device"
    case currentAudioOutput = "current-ao"
    case audioFilters = "af"
    // Read when asked (the info panel), never observed: some change with every packet.
    case hwdecCurrent = "hwdec-current"
    case audioParams = "audio-params"
    case videoParams = "video-params"
    case containerFPS = "container-fps"
    case audioBitrate = "audio-bitrate"
    case videoBitrate = "video-bitrate"

    var format: mpv_format {
        switch self {
        case .timePosition, .duration, .speed, .volume, .containerFPS, .audioBitrate, .videoBitrate: MPV_FORMAT_DOUBLE
        case .pause, .mute, .seekable, .eofReached, .idleActive, .pausedForCache, .demuxerViaNetwork: MPV_FORMAT_FLAG
        case .chapter, .playlistPosition, .cacheBufferingState: MPV_FORMAT_INT64
        case .path, .mediaTitle, .fileFormat, .audioDevice, .currentAudioOutput, .hwdecCurrent: MPV_FORMAT_STRING
        case .metadata, .chapterList, .trackList, .playlist, .audioDeviceList, .audioFilters, .audioParams, .videoParams:
            MPV_FORMAT_NODE
        }
    }

    /// The reply id libmpv hands back with each change of this property.
    var replyID: UInt64 { UInt64(Self.allCases.firstIndex(of: self) ?? 0) + 1 }

    init?(replyID: UInt64) {
        let index = Int(replyID) - 1
        guard Self.allCases.indices.contains(index) else { return nil }
        self = Self.allCases[index]
    }
}

/// A new value of an observed property. `nil` means mpv has no value now (no file loaded).
public enum PropertyChange: Sendable, Equatable {
    case timePosition(Double?)
    case duration(Double?)
    case paused(Bool)
    case speed(Double)
    case volume(Double)
    case muted(Bool)
    case metadata([String: String])
    case chapters([Chapter])
    case chapter(Int?)
    case tracks([Track])
    case playlist([PlaylistEntry])
    case playlistPosition(Int?)
    case seekable(Bool)
    case eofReached(Bool)
    case idleActive(Bool)
    case pausedForCache(Bool)
    case cacheBuffering(Int?)
    case viaNetwork(Bool)
    case fileFormat(String?)
    case path(String?)
    case mediaTitle(String?)
    /// The outputs mpv can play through; devices plugged in or out change it.
    case audioDevices([AudioDevice])
    /// The output mpv is asked to play through ("auto" for the default).
    case audioDevice(String?)
    /// The audio output driver that opened ("pulse", "null"); nil while none is open.
    case currentAudioOutput(String?)
    /// The labels of the audio filters in the chain (unlabelled ones are left out).
    case audioFilters([String])
    /// The hardware decoder in use ("vaapi"); "no" while video is decoded in software.
    case hwdecCurrent(String?)
    /// What the audio decoder puts out.
    case audioParams(AudioParams?)
    /// What the video decoder puts out.
    case videoParams(VideoParams?)
    /// The frame rate the container states.
    case containerFPS(Double?)
    /// The bit rates mpv measures over the last packets, in bits per second.
    case audioBitrate(Double?)
    case videoBitrate(Double?)

    init?(_ property: Property, format: mpv_format, data: UnsafeMutableRawPointer?) {
        let value = Self.decode(format: format, data: data)
        switch property {
        case .timePosition: self = .timePosition(value.double)
        case .duration: self = .duration(value.double)
        case .pause: guard let v = value.bool else { return nil }; self = .paused(v)
        case .speed: guard let v = value.double else { return nil }; self = .speed(v)
        case .volume: guard let v = value.double else { return nil }; self = .volume(v)
        case .mute: guard let v = value.bool else { return nil }; self = .muted(v)
        case .metadata: self = .metadata(Self.strings(value))
        case .chapterList: self = .chapters(value.array.compactMap(Chapter.init(node:)))
        case .chapter: self = .chapter(value.int.flatMap { $0 < 0 ? nil : $0 })
        case .trackList: self = .tracks(value.array.compactMap(Track.init(node:)))
        case .playlist: self = .playlist(value.array.compactMap(PlaylistEntry.init(node:)))
        case .playlistPosition: self = .playlistPosition(value.int.flatMap { $0 < 0 ? nil : $0 })
        case .seekable: self = .seekable(value.bool ?? false)
        case .eofReached: self = .eofReached(value.bool ?? false)
        case .idleActive: self = .idleActive(value.bool ?? false)
        case .pausedForCache: self = .pausedForCache(value.bool ?? false)
        case .cacheBufferingState: self = .cacheBuffering(value.int)
        case .demuxerViaNetwork: self = .viaNetwork(value.bool ?? false)
        case .fileFormat: self = .fileFormat(value.string)
        case .path: self = .path(value.string)
        case .mediaTitle: self = .mediaTitle(value.string)
        case .audioDeviceList: self = .audioDevices(value.array.compactMap(AudioDevice.init(node:)))
        case .audioDevice: self = .audioDevice(value.string)
        case .currentAudioOutput: self = .currentAudioOutput(value.string)
        case .audioFilters: self = .audioFilters(value.array.compactMap { $0["label"]?.string })
        case .hwdecCurrent: self = .hwdecCurrent(value.string)
        case .audioParams: self = .audioParams(AudioParams(node: value))
        case .videoParams: self = .videoParams(VideoParams(node: value))
        case .containerFPS: self = .containerFPS(value.double)
        case .audioBitrate: self = .audioBitrate(value.double)
        case .videoBitrate: self = .videoBitrate(value.double)
        }
    }

    private static func decode(format: mpv_format, data: UnsafeMutableRawPointer?) -> Node {
        guard let data else { return .none }
        switch format {
        case MPV_FORMAT_DOUBLE: return .double(data.load(as: Double.self))
        case MPV_FORMAT_FLAG: return .flag(data.load(as: Int32.self) != 0)
        case MPV_FORMAT_INT64: return .int(data.load(as: Int64.self))
        case MPV_FORMAT_STRING:
            return data.load(as: UnsafePointer<CChar>?.self).map { .string(String(cString: $0)) } ?? .none
        case MPV_FORMAT_NODE: return Node(data.load(as: mpv_node.self))
        default: return .none
        }
    }

    /// mpv's metadata keys vary in case between containers ("TITLE", "title"); fold them.
    private static func strings(_ node: Node) -> [String: String] {
        guard case let .map(pairs) = node else { return [:] }
        var out: [String: String] = [:]
        for (key, value) in pairs {
            guard let text = value.string else { continue }
            out[key.lowercased()] = text
        }
        return out
    }
}
