import NowPlaying
import Playback

/// Makes every player the stage plays on — the main one, its interstitials', picture in
/// picture's, multiview's views — with one set of outputs and the config's `[mpv]` options.
public struct PlayerFactory {
    /// `--ao`, or mpv's choice.
    public var audioOutput: String?
    /// Where video goes.
    public var video: VideoOutput
    /// The config's `[mpv]` options, after PlayDeck's own.
    public var mpvOptions: [(name: String, value: String)]

    /// A factory for these outputs and options.
    public init(audioOutput: String?, video: VideoOutput, mpvOptions: [(name: String, value: String)]) {
        self.audioOutput = audioOutput
        self.video = video
        self.mpvOptions = mpvOptions
    }

    /// The audio drivers the players' outputs may be chosen from (`--ao` limits them).
    public var audioDrivers: AudioDrivers {
        AudioDrivers(ao: PlayerOptions(audioOutput: audioOutput).audioOutputInEffect)
    }

    /// What a player is for, which decides where its video goes.
    public enum Role: Sendable {
        /// The main player or a multiview view: its video in the tile (with a renderer) or in
        /// mpv's own window.
        case view
        /// Interstitials: their sound, without a picture in the tile.
        case sound
        /// Picture in picture: drawn in the tile's corner when video goes to the tile, else none.
        case corner
    }

    /// A player for `role` that reports what a session follows.
    public func make(_ role: Role) throws(MPVError) -> StagePicture {
        let driver = switch role {
        case .view: video.driver
        case .sound: video.inTile ? "null" : video.driver
        case .corner: video.inTile ? video.driver : "null"
        }
        var options = PlayerOptions(audioOutput: audioOutput, videoOutput: driver)
        options.extraOptions = mpvOptions
        let player = try Player(options: options)
        var renderer: VideoRenderer?
        if video.inTile, role != .sound {
            try player.setOption("video-timing-offset", "0")
            renderer = try player.makeVideoRenderer()
        }
        try player.observe(SessionProperties.observed)
        return StagePicture(player: player, renderer: renderer)
    }
}

/// A player and, when its video is drawn in the tile, its renderer.
public struct StagePicture {
    /// The player.
    public let player: Player
    /// Draws its frames for the tile; nil when video is not drawn there.
    public let renderer: VideoRenderer?
}
