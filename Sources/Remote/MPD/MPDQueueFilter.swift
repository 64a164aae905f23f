/// What `playlistfind` and `playlistsearch` match queue entries with, in MPD's old form:
/// `TAG VALUE` pairs (a tag name, `any` or `file`), every pair matching, exactly (`find`) or as a
/// part of the value in any case (`search`).
struct MPDQueueFilter {
    private enum Field {
        case tag(MPDTag)
        case any
        case file
    }

    private let pairs: [(field: Field, value: String)]
    private let folding: Bool

    /// Reads `TAG VALUE…`; MPD's words for what is wrong.
    init(_ arguments: [String], folding: Bool) throws(MPDError) {
        if arguments.count == 1, arguments[0].hasPrefix("(") {
            throw MPDError(.argument, "PlayDeck's queue search takes TAG VALUE pairs, not filter expressions")
        }
        guard arguments.count.isMultiple(of: 2) else { throw MPDError(.argument, "Incorrect number of filter arguments") }
        var pairs: [(Field, String)] = []
        for index in stride(from: 0, to: arguments.count, by: 2) {
            let name = arguments[index].lowercased(), value = arguments[index + 1]
            if name == "any" {
                pairs.append((.any, value))
            } else if name == "file" {
                pairs.append((.file, value))
            } else if let tag = MPDTag(name: name) {
                pairs.append((.tag(tag), value))
            } else {
                throw MPDError(.argument, "Unknown filter type")
            }
        }
        self.pairs = pairs.map { (field: $0.0, value: folding ? $0.1.lowercased() : $0.1) }
        self.folding = folding
    }

    /// Whether `song` matches every pair.
    func matches(_ song: MPDSong) -> Bool {
        pairs.allSatisfy { pair in
            switch pair.field {
            case let .tag(tag): song.tags.contains { $0.0 == tag && matches($0.1, pair.value) }
            case .any: matches(song.uri, pair.value) || song.tags.contains { matches($0.1, pair.value) }
            case .file: matches(song.uri, pair.value)
            }
        }
    }

    private func matches(_ text: String, _ value: String) -> Bool {
        folding ? text.lowercased().contains(value) : text == value
    }
}
