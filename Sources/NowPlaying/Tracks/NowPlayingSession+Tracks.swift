import Playback

extension NowPlayingSession {
    /// The current item's audio and subtitle tracks as published, selection included.
    func publishedTracks() -> (audio: [MediaTrackInfo], subtitles: [MediaTrackInfo]) {
        func info(_ track: Track) -> MediaTrackInfo {
            MediaTrackInfo(id: track.id, title: track.title.map(Sanitized.line), language: track.language.map(Sanitized.line),
                           codec: track.codec.map(Sanitized.line), isSelected: track.isSelected,
                           isSecondary: track.isSecondary)
        }
        let tracks = item.tracks.filter { !$0.isAlbumArt }
        return (tracks.filter { $0.kind == .audio }.map(info), tracks.filter { $0.kind == .sub }.map(info))
    }

    /// Selects an audio track by mpv's id.
    func selectAudioTrack(_ id: Int) throws(MPVError) -> RemoteCommandStatus {
        guard item.tracks.contains(where: { $0.kind == .audio && $0.id == id }) else { return .noSuchContent }
        try primary.selectTrack(.audio, id: id)
        item.tracks = item.tracks.map { $0.kind == .audio ? $0.selected($0.id == id) : $0 }
        return .success
    }

    /// Shows a subtitle track by mpv's id, or none (nil: "Off").
    func selectSubtitleTrack(_ id: Int?) throws(MPVError) -> RemoteCommandStatus {
        if let id {
            guard let track = item.tracks.first(where: { $0.kind == .sub && $0.id == id }) else { return .noSuchContent }
            // mpv shows a track in one place at a time, and would quietly keep the old one.
            if track.isSecondary { return .commandFailed("Subtitle track \(id) is already shown as the secondary subtitles") }
        }
        try primary.selectTrack(.sub, id: id)
        item.tracks = item.tracks.map { $0.kind == .sub ? $0.selected($0.id == id) : $0 }
        return .success
    }

    /// Shows a second subtitle track besides the first by mpv's id, or none (nil).
    func selectSecondarySubtitleTrack(_ id: Int?) throws(MPVError) -> RemoteCommandStatus {
        if let id {
            guard let track = item.tracks.first(where: { $0.kind == .sub && $0.id == id }) else { return .noSuchContent }
            if track.isSelected { return .commandFailed("Subtitle track \(id) is already shown as the main subtitles") }
        }
        try primary.setOption("secondary-sid", id.map(String.init) ?? "no")
        item.tracks = item.tracks.map { $0.kind == .sub ? $0.secondary($0.id == id) : $0 }
        return .success
    }
}

extension PlayerDriving {
    /// Selects a track of a kind by id, or turns the kind off (nil): mpv's aid, sid and vid.
    func selectTrack(_ kind: Track.Kind, id: Int?) throws(MPVError) {
        let property = switch kind {
        case .audio: "aid"
        case .sub: "sid"
        case .video: "vid"
        }
        try setOption(property, id.map(String.init) ?? "no")
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
