import JSONCoding
import NowPlaying

/// `playdeck remote queue [--json]`: the whole queue, read a page at a time so that a long one
/// is never sent in one piece. A queue edited while it is read is read again.
public enum QueueListing {
    /// One row as `--json` prints it: positions count from 1, as `play-index` and `remove` do.
    struct Row: Encodable {
        let position: Int
        let id: Int
        let title: String
        let artist: String?
        let path: String
        let current: Bool
    }

    /// Every row as a line: `▶ 3. Title — Artist` (the item playing marked), or one JSON object each.
    public static func lines(_ client: ControlClient, json: Bool) throws -> [String] {
        for _ in 0..<5 {
            if let rows = try read(client) { return rows.map { json ? jsonLine($0) : textLine($0) } }
        }
        throw ControlClientError.refused("the queue kept changing while it was read; try again")
    }

    /// The rows, or nil when the queue changed between two pages.
    private static func read(_ client: ControlClient) throws -> [QueueRow]? {
        var rows: [QueueRow] = [], revision: Int?, total = Int.max
        while rows.count < total {
            let page = try client.request(RequestLine(intent: .queueRows(Array(rows.count..<(rows.count + ControlRequest.maximumRows)))))
            guard case let .success(.value(.queueRows(answer))) = ServerLine.parse(Array(page.utf8), now: 0) else {
                throw ControlClientError.refused(ControlReply.decode(page)?.reason ?? "the player did not send its queue")
            }
            // Titles learnt as pages are read (reading them loads them) leave the rows in place.
            let read = answer.itemsRevision ?? answer.revision
            if let revision, revision != read { return nil }
            revision = read
            total = answer.total
            guard !answer.rows.isEmpty || rows.count >= total else { return nil }
            rows += answer.rows
        }
        return rows
    }

    static func textLine(_ row: QueueRow) -> String {
        let text = [row.title, row.artist].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " — ")
        return "\(row.isCurrent ? "▶" : " ") \(row.index + 1). \(Sanitized.line(text))"
    }

    static func jsonLine(_ row: QueueRow) -> String {
        let value = Row(position: row.index + 1, id: row.id, title: row.title, artist: row.artist, path: row.path, current: row.isCurrent)
        return (try? JSONEncoder(outputFormatting: .sortedKeys).encode(value)) ?? "{}"
    }
}
