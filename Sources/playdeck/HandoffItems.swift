import NowPlaying

/// What a handed-over queue's server items (`subsonic://NAME/ID`) knew of themselves besides
/// their location: the server's tags, listed length and star, given to the new player as
/// `--handoff-tag INDEX:KEY=VALUE` (KEY a metadata identifier, `length` or `starred`). Their
/// stream URL, which carries the credential, is not: the new player asks for it again with the
/// password the store keeps, as a restored session does.
enum HandoffItems {
    private static let length = "length", starred = "starred"

    /// The arguments that carry `items`' server facts, by index.
    static func arguments(_ items: [MediaItem]) -> [String] {
        var arguments: [String] = []
        for (index, item) in items.enumerated() where item.playbackURL != nil {
            var pairs = item.externalMetadata.filter { $0.identifier != .artwork && $0.extendedLanguageTag == "und" }
                .map { ($0.identifier.rawValue, $0.value) }
            if let duration = item.listedDuration { pairs.append((length, String(duration))) }
            if let star = item.starred { pairs.append((starred, String(star))) }
            // The index goes first: a value starting with "-" must not read as an option.
            for (key, value) in pairs { arguments += ["--handoff-tag", "\(index):\(key)=\(value)"] }
        }
        return arguments
    }

    /// `items` with what `tags` (the `--handoff-tag` values) say of them; a value that does
    /// not parse is left out.
    static func apply(_ tags: [String], to items: inout [MediaItem]) {
        for argument in tags {
            let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), items.indices.contains(index) else { continue }
            let pair = parts[1].split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, !pair[1].isEmpty else { continue }
            let key = String(pair[0]), value = String(pair[1])
            switch key {
            case length:
                if let seconds = Double(value), seconds.isFinite, seconds > 0 { items[index].listedDuration = seconds }
            case starred:
                if let star = Bool(value) { items[index].starred = star }
            default:
                guard let identifier = MetadataIdentifier(rawValue: key), identifier != .artwork else { continue }
                items[index].externalMetadata.append(MetadataItem(identifier, value))
            }
        }
    }
}
