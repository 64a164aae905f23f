/// Where `save NAME` keeps playlists and `load NAME` finds them: `$XDG_DATA_HOME/playdeck/playlists`,
/// else `~/.local/share/playdeck/playlists`, each as `NAME.m3u8`.
public enum PlaylistFolder {
    /// The folder for this environment; nil without XDG_DATA_HOME or HOME.
    public static func path(environment: [String: String]) -> String? {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].map { $0 + "/.local/share" }
        return data.map { $0 + "/playdeck/playlists" }
    }

    /// Why `name` cannot name a saved playlist, for one line; nil when it can: a file name of
    /// its own in the folder, nothing hidden, no line breaks.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "a playlist needs a name" }
        if name.contains("/") { return "a playlist's name may not contain '/'" }
        if name.hasPrefix(".") { return "a playlist's name may not start with '.'" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "a playlist's name may not contain control characters"
        }
        return nil
    }

    /// The m3u8 text of a saved playlist: an `#EXTINF` line (length, -1 when not known, and
    /// title) before each entry that has a title (nil: nothing is known beyond its file name).
    public static func text(_ entries: [(location: String, title: String?, duration: Double?)]) -> String {
        var lines = ["#EXTM3U"]
        for entry in entries {
            if let title = entry.title {
                let seconds = entry.duration.map { String(Int($0.rounded())) } ?? "-1"
                lines.append("#EXTINF:\(seconds),\(title)")
            }
            lines.append(entry.location)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
