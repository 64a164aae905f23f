import JSONCoding
import NowPlaying
import Remote

/// `playdeck remote bookmarks [--json]`: the bookmarks of the item playing, read from its
/// status (the `bookmarks` key of `playdeck status --json`), numbered as `bookmark-go N` takes them.
enum BookmarkListing {
    /// One bookmark as `--json` prints it.
    struct Row: Encodable {
        let number: Int
        let time: Double
        let name: String
    }

    /// Prints every bookmark: `2  12:04  Chapter 3 · 12:04`, or one JSON object each.
    static func print(_ client: ControlClient, json: Bool) throws {
        let line = try client.request(["get": "now-playing"])
        guard let status = StatusJSON.decode(line) else {
            throw ControlClientError.refused(ControlReply.decode(line)?.reason ?? "the player did not say its bookmarks")
        }
        for (index, bookmark) in (status.bookmarks ?? []).enumerated() {
            let row = Row(number: index + 1, time: bookmark.time, name: bookmark.name)
            Output.line(json ? jsonLine(row) : "\(row.number)  \(StatusTemplate.clock(row.time))  \(Sanitized.line(row.name))")
        }
    }

    private static func jsonLine(_ row: Row) -> String {
        (try? JSONEncoder(outputFormatting: .sortedKeys).encode(row)) ?? "{}"
    }
}
