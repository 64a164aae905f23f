import Playback

/// Choosing an item's audio, subtitle and secondary subtitle tracks: which mpv property to
/// set, and the tracks as they are afterwards; or why the choice cannot be made.
struct TrackSelection: Equatable {
    /// mpv's property and value.
    let property: String
    let value: String
    /// The tracks with the choice made.
    let tracks: [Track]

    /// Plays the audio track with mpv's id.
    static func audio(_ id: Int, in tracks: [Track]) -> Result<TrackSelection, SelectionRefusal> {
        guard tracks.contains(where: { $0.kind == .audio && $0.id == id }) else { return .failure(.noSuchTrack) }
        return .success(TrackSelection(property: "aid", value: String(id),
                                       tracks: tracks.map { $0.kind == .audio ? $0.selected($0.id == id) : $0 }))
    }

    /// Shows the subtitle track with mpv's id, or none.
    static func subtitles(_ id: Int?, in tracks: [Track]) -> Result<TrackSelection, SelectionRefusal> {
        if let id {
            guard let track = tracks.first(where: { $0.kind == .sub && $0.id == id }) else { return .failure(.noSuchTrack) }
            // mpv shows a track in one place at a time, and would quietly keep the old one.
            if track.isSecondary { return .failure(.refused("Subtitle track \(id) is already shown as the secondary subtitles")) }
        }
        return .success(TrackSelection(property: "sid", value: id.map(String.init) ?? "no",
                                       tracks: tracks.map { $0.kind == .sub ? $0.selected($0.id == id) : $0 }))
    }

    /// Shows a second subtitle track besides the first, or none.
    static func secondarySubtitles(_ id: Int?, in tracks: [Track]) -> Result<TrackSelection, SelectionRefusal> {
        if let id {
            guard let track = tracks.first(where: { $0.kind == .sub && $0.id == id }) else { return .failure(.noSuchTrack) }
            if track.isSelected { return .failure(.refused("Subtitle track \(id) is already shown as the main subtitles")) }
        }
        return .success(TrackSelection(property: "secondary-sid", value: id.map(String.init) ?? "no",
                                       tracks: tracks.map { $0.kind == .sub ? $0.secondary($0.id == id) : $0 }))
    }
}

/// Why a track cannot be chosen.
enum SelectionRefusal: Error, Equatable {
    case noSuchTrack
    case refused(String)

    var status: RemoteCommandStatus {
        switch self {
        case .noSuchTrack: .noSuchContent
        case let .refused(reason): .commandFailed(reason)
        }
    }
}

private extension Track {
    func selected(_ selected: Bool) -> Track {
        Track(id: id, kind: kind, title: title, language: language, codec: codec, isSelected: selected,
              isSecondary: isSecondary, isAlbumArt: isAlbumArt)
    }

    func secondary(_ secondary: Bool) -> Track {
        Track(id: id, kind: kind, title: title, language: language, codec: codec, isSelected: isSelected,
              isSecondary: secondary, isAlbumArt: isAlbumArt)
    }
}
