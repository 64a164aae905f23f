import Glibc

/// A location that was not played, and why, for one line.
public struct LocationRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The location as it was given (not sanitized: whoever prints it does).
    public let location: String
    /// Why, for a person.
    public let reason: String

    /// "refused LOCATION: REASON".
    public var description: String { "refused \(location): \(reason)" }
}

/// What a location may name, by where it came from: the one rule every entry point applies
/// before a location reaches the queue or libmpv.
///
/// PlayDeck reads playlists itself and hands their entries to libmpv's `loadfile` as if the
/// person had typed them, so mpv's own guard (`load-unsafe-playlists=no`: stream.c's
/// `check_origin` lets a playlist name only streams of the "file" and "network" origins) never
/// sees them. This is that guard, as an allow-list: from anything but the person's own command
/// line and config, a location is a local file or folder, or a URL of a network protocol mpv
/// counts as safe (stream_lavf.c's `safe_protos`, stream_curl.c's schemes). Never `av://`,
/// `lavf://` (filters write files), `fd://` or `fdclose://` (the player's own descriptors),
/// `memory://`, `edl://` (its parts could name any of these), nor a path to a device, a pipe, a
/// socket or into /proc and /dev.
public enum LocationRule {
    /// The network protocols a playlist, a sidecar or another program may name.
    public static let networkSchemes: Set<String> = [
        "http", "https", "ftp", "ftps", "dav", "davs", "webdav", "webdavs", "httpproxy", "gopher", "gophers",
        "ipfs", "ipns", "mms", "mmsh", "mmst", "mmshttp", "rist", "rtmp", "rtmpe", "rtmps", "rtmpt", "rtmpte",
        "rtmpts", "rtp", "rtsp", "rtsps", "srt", "srtp",
    ]

    /// Nil when `location` may be played, coming from `origin`; otherwise why not.
    public static func check(_ location: String, from origin: LocationOrigin) -> LocationRefusal? {
        var paths = ResolvedPaths()
        return check(location, from: origin, paths: &paths)
    }

    /// `check(_:from:)` for one of many locations in a row (a playlist's entries): `paths`
    /// resolves each folder once.
    public static func check(_ location: String, from origin: LocationOrigin, paths: inout ResolvedPaths) -> LocationRefusal? {
        guard !origin.isPersonsOwn else { return nil }
        func refused(_ reason: String) -> LocationRefusal { LocationRefusal(location: location, reason: reason) }
        if location == "-" { return refused("standard input may be named only on the command line") }
        guard let scheme = scheme(of: location)?.lowercased() else { return check(path: location, paths: &paths).map(refused) }
        if networkSchemes.contains(scheme) { return nil }
        // PlayDeck's own name of a server's song: the player turns it into the server's stream URL
        // (only for a song it listed) and never hands it to libmpv as it is.
        if scheme == "subsonic" { return nil }
        if scheme == "file" {
            guard let path = FileURL.path(of: "file" + location.dropFirst(scheme.count)) else {
                return refused("not a local file URL")
            }
            return check(path: path, paths: &paths).map(refused)
        }
        if scheme == "fd" || scheme == "fdclose" { return refused("it names the player's own file descriptors") }
        return refused("\(origin.namer) may name only files, folders and network streams (http, https, …); "
            + "\(scheme):// is for the command line")
    }

    /// The scheme of a URL as mpv tells one from a path (`mp_is_url`): letters, digits, "+",
    /// "-" and "." before "://", a letter first. Nil for a path.
    public static func scheme(of location: String) -> Substring? {
        // Read the scheme's characters only: a long path is not searched to its end.
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        func isSchemeByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
        }
        let bytes = location.utf8
        guard let first = bytes.first, isLetter(first) else { return nil }
        let end = bytes.firstIndex { !isSchemeByte($0) } ?? bytes.endIndex
        guard bytes[end...].starts(with: "://".utf8) else { return nil }
        return location[..<end]
    }

    /// Why a local path may not be played from elsewhere: what is there is not a plain file or
    /// folder, or it lies in /proc or /dev (the player's own process, the system's devices).
    /// A path that is not there passes: the player says it is missing.
    private static func check(path: String, paths: inout ResolvedPaths) -> String? {
        guard let (kind, resolved) = paths.resolve(path) else { return nil }
        guard kind == S_IFREG || kind == S_IFDIR else { return "not a file or a folder (a device, a pipe or a socket)" }
        guard let real = resolved else { return nil }
        for system in ["/proc", "/dev"] where real == system || real.hasPrefix(system + "/") {
            return "it lies in \(system), the player's own process or the system's devices"
        }
        return nil
    }
}
