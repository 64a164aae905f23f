import Playback

extension ItemState {
    /// The item's audio and subtitle tracks as published, selection included.
    func publishedTracks() -> (audio: [MediaTrackInfo], subtitles: [MediaTrackInfo]) {
        func info(_ track: Track) -> MediaTrackInfo {
            MediaTrackInfo(id: track.id, title: track.title.map(Sanitized.line), language: track.language.map(Sanitized.line),
                           codec: track.codec.map(Sanitized.line), isSelected: track.isSelected,
                           isSecondary: track.isSecondary)
        }
        let tracks = tracks.filter { !$0.isAlbumArt }
        return (tracks.filter { $0.kind == .audio }.map(info), tracks.filter { $0.kind == .sub }.map(info))
    }
}
