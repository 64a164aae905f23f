import NowPlaying

/// The Info tab's lines, as mpv's stats page and ncmpcpp's song info would fill it: the title
/// block and the description, then labelled rows ("Codec   FLAC · 44.1 kHz · 16-bit · stereo"),
/// then every tag as read. A pure function of the snapshot and the details that came.
struct InfoRows {
    /// One line: a label and its value, or (no label) a line of its own.
    struct Row: Equatable {
        enum Kind: Equatable { case title, text, secondary, heading }
        var label: String?
        var value: String
        var kind: Kind
    }

    let glyphs: Glyphs
    let palette: Palette

    /// Every line for `info`, the description wrapped to `width`; `details` are shown when they
    /// are the current item's, else a line says they are being read, or, from a player that
    /// names no queue item (another MPRIS player), that there are none to read.
    func rows(_ info: NowPlayingInfo, details: MediaDetails?, width: Int) -> [Row] {
        let metadata = info.metadata
        var rows = [Row(value: metadata.title ?? "Untitled", kind: .title)]
        if let second = TitleView(glyphs: glyphs, palette: palette).secondLine(metadata) { rows.append(Row(value: second, kind: .text)) }
        let about = [metadata.genre, metadata.contentRating, metadata.year].compactMap { $0 }.filter { !$0.isEmpty }
        if !about.isEmpty { rows.append(Row(value: about.joined(separator: glyphs.separator), kind: .secondary)) }
        if let description = metadata.description, !description.isEmpty {
            rows.append(Row(value: "", kind: .text))
            rows += DisplayWidth.wrapped(description, to: width).map { Row(value: $0, kind: .text) }
        }
        rows.append(Row(value: "", kind: .text))
        guard let details, details.itemID == info.queueItemID else {
            if let path = info.path { rows.append(Row(label: "Path", value: path, kind: .text)) }
            let waiting = info.queueItemID == nil ? "Codec, tags and the rest: not available from this player"
                : "Reading the file\(glyphs.ellipsis)"
            rows.append(Row(value: waiting, kind: .secondary))
            return rows
        }
        if let unavailable = details.unavailable { rows.append(Row(value: unavailable, kind: .secondary)) }
        rows += facts(details, info: info).map { Row(label: $0.0, value: $0.1, kind: .text) }
        if !details.tags.isEmpty {
            rows += [Row(value: "", kind: .text), Row(value: "Tags", kind: .heading)]
            rows += details.tags.map { Row(label: $0.name, value: $0.value, kind: .secondary) }
        }
        return rows
    }

    /// The labelled rows, each present only when its value is known.
    private func facts(_ details: MediaDetails, info: NowPlayingInfo) -> [(String, String)] {
        let sep = glyphs.separator
        var rows: [(String, String?)] = [("Path", details.location), ("Container", details.container),
                                         ("Length", (details.duration ?? info.duration).map(TimeText.format))]
        // Video first, as mpv's stats page has it; audio alone is the file's "Codec".
        if let video = details.video {
            let size = video.width.flatMap { w in video.height.map { "\(w)\(glyphs.times)\($0)" } }
            let summary = [video.codec, size, video.frameRate.map(Self.framesPerSecond), video.pixelFormat].compactMap { $0 }
            rows.append(("Video", summary.isEmpty ? nil : summary.joined(separator: sep)))
            rows.append(("HW decoding", video.hardwareDecoding.map { $0 == "no" ? "no (software)" : $0 }))
        }
        if let audio = details.audio {
            let summary = [audio.codec, audio.sampleRate.map(Self.kilohertz), audio.bitDepth.map { "\($0)-bit" },
                           audio.channelLayout ?? audio.channels.map { "\($0) ch" }].compactMap { $0 }
            rows.append((details.video == nil ? "Codec" : "Audio", summary.isEmpty ? nil : summary.joined(separator: sep)))
            rows.append(("Channels", audio.channels.map { n in audio.channelLayout.map { "\(n) (\($0))" } ?? "\(n)" }))
            rows.append(("Decoded as", audio.sampleFormat))
        }
        rows.append(("Bitrate", (details.bitrate ?? details.audio?.bitrate).map(Self.kilobits)))
        rows.append(("Track", details.track))
        rows.append(("Disc", details.disc))
        let gain = details.replayGain
        rows.append(("Track gain", Self.gain(gain.trackGain, peak: gain.trackPeak, sep)))
        rows.append(("Album gain", Self.gain(gain.albumGain, peak: gain.albumPeak, sep)))
        return rows.compactMap { row in row.1.map { (row.0, $0) } }
    }

    /// "44.1 kHz", "48 kHz".
    static func kilohertz(_ rate: Int) -> String {
        let value = Double(rate) / 1000
        return (value == value.rounded() ? String(Int(value)) : String(format1(value))) + " kHz"
    }

    /// "25 fps", "23.976 fps".
    static func framesPerSecond(_ rate: Double) -> String {
        let thousandths = (rate * 1000).rounded() / 1000
        return (thousandths == thousandths.rounded() ? String(Int(thousandths)) : String(thousandths)) + " fps"
    }

    /// "1411 kb/s".
    static func kilobits(_ bitrate: Int) -> String {
        "\((bitrate + 500) / 1000) kb/s"
    }

    private static func gain(_ gain: String?, peak: String?, _ separator: String) -> String? {
        guard gain != nil || peak != nil else { return nil }
        return [gain, peak.map { "peak \($0)" }].compactMap { $0 }.joined(separator: separator)
    }

    private static func format1(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }
}
