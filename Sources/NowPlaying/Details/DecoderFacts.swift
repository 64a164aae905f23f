import Playback

/// What only the player knows of the item playing: the decoders' output, the hardware decoder in
/// use, the bit rates it measures. Read from mpv once when the info panel asks, never observed
/// (the bit rates change with every packet: observing them would wake a paused player).
struct DecoderFacts: Equatable {
    var fileFormat: String?
    var audioCodec: String?
    var audio: AudioParams?
    var audioBitrate: Double?
    var videoCodec: String?
    var video: VideoParams?
    var frameRate: Double?
    var videoBitrate: Double?
    var hardwareDecoding: String?

    /// Reads them from `player` now; the codecs are those of the selected tracks in `tracks`.
    init(player: PlayerDriving, tracks: [Track]) {
        audioCodec = tracks.first { $0.kind == .audio && $0.isSelected }?.codec
        videoCodec = tracks.first { $0.kind == .video && $0.isSelected && !$0.isAlbumArt }?.codec
        for property in [Property.fileFormat, .audioParams, .audioBitrate, .videoParams, .containerFPS, .videoBitrate,
                         .hwdecCurrent] {
            switch player.current(property) {
            case let .fileFormat(value): fileFormat = value
            case let .audioParams(value): audio = value
            case let .audioBitrate(value): audioBitrate = value
            case let .videoParams(value): video = value
            case let .containerFPS(value): frameRate = value
            case let .videoBitrate(value): videoBitrate = value
            case let .hwdecCurrent(value): hardwareDecoding = value
            default: break
            }
        }
    }

    /// Facts with nothing known (tests build on it).
    init() {}
}
