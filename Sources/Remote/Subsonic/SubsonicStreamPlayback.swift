import NowPlaying
import Settings

extension SubsonicConnection {
    /// Song `id` as mpv opens it under `[subsonic]`: its `stream` URL (it carries a credential)
    /// and, when a bit rate or a format asks the server to transcode, how a seek is made in the
    /// stream: the song's listed length and, where the server announces `transcodeOffset`, the
    /// `timeOffset` it is opened again at. An original keeps its length and byte ranges, and
    /// mpv seeks in it as in any file.
    public func playback(of id: String, duration: Int?, settings: SubsonicSettings) -> (url: String, transcoded: TranscodedStream?) {
        let url = streamURL(id, maxBitRate: settings.maxBitRate, format: settings.format)
        guard settings.maxBitRate != nil || (settings.format != nil && settings.format != "raw") else { return (url, nil) }
        let listed = duration.flatMap { $0 > 0 ? Double($0) : nil }
        return (url, TranscodedStream(duration: listed, offsetParameter: offers("transcodeOffset") ? "timeOffset" : nil))
    }
}
