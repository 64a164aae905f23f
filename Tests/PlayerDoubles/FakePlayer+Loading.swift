import Playback

extension FakePlayer {
    /// libmpv's sequence for `loadfile … replace`: the file playing ends as stopped; the new
    /// one starts (its name as the title, the player no longer idle); then either it fails to
    /// open, logging why, and the player goes idle, or it loads (a seek first if `start` is set)
    /// and playback restarts.
    func open(_ target: String) {
        if let old = file { post(.fileEnded(entryID: old.entryID, reason: .stopped)) }
        entries += 1
        file = OpenFile(entryID: entries, path: target, media: files[target] ?? FakeMedia())
        post(.fileStarted(entryID: entries))
        flush()
        guard let media = files[target] else { return fail(missing: target) }
        if let failure = media.failure { return fail(failure) }
        let start = startPosition(media)
        file?.tracks = selectedTracks(media.tracks, only: nil)
        file?.loaded = true
        file?.anchor(at: start, time: clock.now)
        post(.fileLoaded)
        if start > 0 { post(.seeking) }
        flush()
        post(.playbackRestarted)
        flush()
        catchUp()
    }

    /// mpv logs that the file could not be opened and why, then ends it with "loading failed".
    private func fail(missing path: String) {
        let reason = "Cannot open file '\(path)': No such file or directory"
        post(.log(level: "error", prefix: "file", text: reason))
        post(.log(level: "error", prefix: "stream", text: "Failed to open \(path)."))
        end(.error(Self.error(.loadingFailed, detail: reason)))
    }

    private func fail(_ failure: OpenFailure) {
        post(.log(level: "error", prefix: failure.prefix, text: failure.message))
        end(.error(Self.error(code: failure.code, detail: failure.message)))
    }

    /// Where the `start` option puts a new file: counted from the end when negative, as mpv does.
    private func startPosition(_ media: FakeMedia) -> Double {
        guard let text = options["start"], let start = Double(text) else { return 0 }
        let position = start < 0 ? (media.duration ?? 0) + start : start
        return min(max(0, position), media.duration ?? .infinity)
    }

    /// The tracks with mpv's selection: what the aid/sid/vid options ask for, else what mpv picks
    /// itself; a cover picture is not shown under audio-display=no. `only` limits the change to
    /// one option's kind (a selection made while the file plays).
    func selectedTracks(_ tracks: [Track], only option: String?) -> [Track] {
        let kinds: [(option: String, kind: Track.Kind)] = [("aid", .audio), ("sid", .sub), ("vid", .video)]
        var result = tracks
        for (name, kind) in kinds where option == nil || option == name {
            let chosen = options[name].flatMap(Int.init)
            let off = options[name] == "no"
            result = result.map { track in
                guard track.kind == kind else { return track }
                var selected = off ? false : chosen.map { $0 == track.id } ?? track.isSelected
                if track.isAlbumArt, options["audio-display"] == "no" { selected = false }
                return track.with(selected: selected, secondary: track.isSecondary && !selected)
            }
        }
        if option == nil || option == "secondary-sid" {
            let secondary = options["secondary-sid"].flatMap(Int.init)
            result = result.map { $0.kind == .sub ? $0.with(selected: $0.isSelected, secondary: $0.id == secondary) : $0 }
        }
        return result
    }
}

extension Track {
    func with(selected: Bool, secondary: Bool) -> Track {
        Track(id: id, kind: kind, title: title, language: language, codec: codec, isSelected: selected && !secondary,
              isSecondary: secondary, isAlbumArt: isAlbumArt)
    }
}
