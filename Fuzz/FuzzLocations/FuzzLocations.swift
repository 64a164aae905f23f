import Library
import Locations
import Settings

/// What no playlist, sidecar or other program may ever have played, whatever the rule's code
/// says: the protocols of issue #29 (filters that write files, the player's own descriptors,
/// memory, EDL), checked by prefix, apart from `LocationRule.scheme`.
let forbidden = ["av://", "avdevice://", "lavf://", "ffmpeg://", "fd://", "fdclose://", "memory://", "hex://", "edl://",
                 "null://", "mf://", "slice://", "archive://", "cdda://", "dvd://", "dvdnav://", "bd://", "bluray://", "dvb://"]

/// Stops the fuzzer when a location the rule admitted from `origin` is one it must refuse.
func requireSafe(_ location: String, from origin: LocationOrigin) {
    guard LocationRule.check(location, from: origin) == nil else { return }
    let lowered = location.lowercased()
    precondition(location != "-", "standard input admitted from \(origin)")
    precondition(!forbidden.contains { lowered.hasPrefix($0) }, "\(location) admitted from \(origin)")
    if let scheme = LocationRule.scheme(of: location)?.lowercased() {
        precondition(scheme == "file" || LocationRule.networkSchemes.contains(scheme), "\(location) admitted from \(origin)")
    }
}

/// libFuzzer entry: the locations a playlist (m3u or pls) or a sidecar (interstitials, artwork)
/// names pass the rule only when they are files, folders or network streams; nothing crashes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocations(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    guard let mode = bytes.first else { return 0 }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    switch mode % 3 {
    case 0, 1:
        let entries = Playlist.parse(text, base: "/fuzz", isPLS: mode % 3 == 1)?.entries ?? []
        for entry in entries { requireSafe(entry.location, from: .playlist) }
        requireSafe(text, from: .remote("the control socket"))
    default:
        guard case let .success(sidecar) = Sidecar.parse(text: text, path: "/fuzz/a.mp3.playdeck.toml") else { return 0 }
        for interstitial in sidecar.interstitials { requireSafe(interstitial.url, from: .sidecar) }
        for entry in sidecar.metadata.entries { entry.fields[.artwork].map { requireSafe($0, from: .sidecar) } }
    }
    return 0
}
