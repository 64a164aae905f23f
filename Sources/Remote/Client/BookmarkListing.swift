import JSONCoding
import NowPlaying

/// `playdeck remote bookmarks [--json]`: the bookmarks of the item playing, read from its
/// status (the `bookmarks` key of `playdeck status --json`), numbered as `bookmark-go N` takes them.
public enum BookmarkListing {
    /// One bookmark as `--json` prints it.
    struct Row: Encodable {
        let number: Int
        let time: Double
        let name: String
    }

    /// Every bookmark as a line: `2  12:04  Chapter 3 · 12:04`, or one JSON object each.
    public static func lines(_ client: ControlClient, json: Bool) throws -> [String] {
        let line = try client.request(["get": "now-playing"])
        guard let status = StatusJSON.decode(line) else {
            throw ControlClientError.refused(ControlReply.decode(line)?.reason ?? "the player did not say its bookmarks")
        }
        return (status.bookmarks ?? []).enumerated().map { index, bookmark in
            self.line(Row(number: index + 1, time: bookmark.time, name: bookmark.name), json: json)
        }
    }

    static func line(_ row: Row, json: Bool) -> String {
        guard json else { return "\(row.number)  \(ClockText.of(row.time))  \(Sanitized.line(row.name))" }
        return (try? JSONEncoder(outputFormatting: .sortedKeys).encode(row)) ?? "{}"
    }
}
