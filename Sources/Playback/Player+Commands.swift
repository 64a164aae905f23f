import CMPV
import Glibc

extension Player {
    /// Loads a path or URL in place of what plays.
    public func load(_ target: String) throws(MPVError) {
        try command(["loadfile", target, "replace"])
    }

    /// Puts a path or URL after what plays in mpv's own playlist, so that mpv opens it ahead
    /// and moves on to it without a gap (gapless audio, prefetching).
    public func append(_ target: String) throws(MPVError) {
        try command(["loadfile", target, "append"])
    }

    /// Takes every entry but the one playing out of mpv's playlist.
    public func clearPlaylist() throws(MPVError) {
        try command(["playlist-clear"])
    }

    /// Pauses or resumes, without waiting for mpv's core to have done it (a pause there stops
    /// the audio output first: a tenth of a millisecond or more before anyone could be told).
    /// mpv takes requests in order: what is read or asked next comes after it.
    public func setPaused(_ paused: Bool) throws(MPVError) {
        var flag: Int32 = paused ? 1 : 0
        try check(pd_mpv_set_property_async(handle, 0, "pause", MPV_FORMAT_FLAG, &flag))
    }

    /// Stops playback and clears the playlist; the player stays alive and idle.
    public func stop() throws(MPVError) {
        try command(["stop"])
    }

    /// Seeks to a media time in seconds, exactly.
    public func seek(to seconds: Double) throws(MPVError) {
        try command(["seek", String(seconds), "absolute+exact"])
    }

    /// Sets the playback rate (1 is normal speed).
    public func setSpeed(_ rate: Double) throws(MPVError) {
        try setDouble("speed", rate)
    }

    /// Sets the volume in percent (0 to 100, more amplifies).
    public func setVolume(_ percent: Double) throws(MPVError) {
        try setDouble("volume", percent)
    }

    /// Mutes or unmutes.
    public func setMuted(_ muted: Bool) throws(MPVError) {
        var flag: Int32 = muted ? 1 : 0
        try check(pd_mpv_set_property(handle, "mute", MPV_FORMAT_FLAG, &flag))
    }

    /// Whether the player is heard, apart from its volume and mute (which stay the person's): an
    /// unheard player's audio goes through a labelled filter at volume 0, added or removed
    /// without touching the filters the config asks for.
    public func setHeard(_ heard: Bool) throws(MPVError) {
        let label = "@" + Self.unheardLabel
        try command(heard ? ["af", "remove", label] : ["af", "add", label + ":lavfi=[volume=0]"])
    }

    /// The label of the filter that silences a player not heard.
    public static let unheardLabel = "playdeck-unheard"

    /// Plays through the output mpv's `audio-device-list` names so; "auto" is the default. mpv
    /// takes any name and reopens its audio output at once.
    public func setAudioDevice(_ name: String) throws(MPVError) {
        try check(pd_mpv_set_property_string(handle, "audio-device", name))
    }

    /// Sets an option or property by its mpv name, as the user wrote it.
    public func setOption(_ name: String, _ value: String) throws(MPVError) {
        try check(pd_mpv_set_property_string(handle, name, value))
    }

    /// Reads a property's current value, or nil when mpv has none now.
    public func current(_ property: Property) -> PropertyChange? {
        var storage = mpv_node()
        let status = pd_mpv_get_property(handle, property.rawValue, property.format, &storage)
        guard status >= 0 else { return nil }
        defer { release(&storage, format: property.format) }
        return withUnsafeMutableBytes(of: &storage) { raw in
            PropertyChange(property, format: property.format, data: raw.baseAddress)
        }
    }

    /// The current picture (embedded cover art, or the video frame) as raw pixels. It waits
    /// for mpv to copy a picture that may be large: away from the loop, use `requestScreenshot`.
    public func screenshotRaw() throws(MPVError) -> RawImage {
        var result = mpv_node()
        try withCStrings(Self.screenshotCommand) { args throws(MPVError) in
            try check(pd_mpv_command_ret(handle, args, &result))
        }
        defer { pd_mpv_free_node_contents(&result) }
        return try Self.screenshot(Node(result))
    }

    /// Asks for the current picture without waiting for it: it comes as a `.screenshotTaken`
    /// event carrying `ticket`.
    public func requestScreenshot(ticket: UInt64) throws(MPVError) {
        try withCStrings(Self.screenshotCommand) { args throws(MPVError) in
            try check(pd_mpv_command_async(handle, ticket, args))
        }
    }

    private static let screenshotCommand = ["screenshot-raw", "video"]

    /// The picture in a `screenshot-raw` result.
    static func screenshot(_ node: Node) throws(MPVError) -> RawImage {
        guard let width = node["w"]?.int, let height = node["h"]?.int, let stride = node["stride"]?.int,
              case let .bytes(bytes)? = node["data"], width > 0, height > 0, bytes.count >= stride * height
        else { throw MPVError(code: MPV_ERROR_PROPERTY_UNAVAILABLE.rawValue, detail: "no picture") }
        return RawImage(width: width, height: height, stride: stride,
                        format: node["format"]?.string ?? "bgr0", bytes: bytes)
    }

    func command(_ args: [String]) throws(MPVError) {
        try withCStrings(args) { argv throws(MPVError) in try check(pd_mpv_command(handle, argv)) }
    }

    private func setDouble(_ name: String, _ value: Double) throws(MPVError) {
        var number = value
        try check(pd_mpv_set_property(handle, name, MPV_FORMAT_DOUBLE, &number))
    }

    private func release(_ storage: inout mpv_node, format: mpv_format) {
        switch format {
        case MPV_FORMAT_NODE: pd_mpv_free_node_contents(&storage)
        case MPV_FORMAT_STRING:
            withUnsafeMutableBytes(of: &storage) { raw in
                pd_mpv_free(raw.load(as: UnsafeMutableRawPointer?.self))
            }
        default: break
        }
    }
}

/// Calls `body` with a NULL-terminated C array of the strings.
private func withCStrings<R>(_ strings: [String],
                             _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) throws(MPVError) -> R)
    throws(MPVError) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var argv: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } }
    argv.append(nil)
    return try argv.withUnsafeMutableBufferPointer { buffer throws(MPVError) in
        guard let base = buffer.baseAddress else { throw MPVError(code: MPV_ERROR_NOMEM.rawValue) }
        return try body(base)
    }
}
