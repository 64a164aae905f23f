import EventLoop
import JSONCoding
import NowPlaying

/// `playdeck remote live-text [--json]`: the text of the paused video frame, a line of text
/// per line found (`--json`: one object with every word, its box in the frame's pixels and its
/// confidence). A frame still being read is waited for, on the player's pushed snapshots.
public enum LiveTextListing {
    /// The JSON printed: the frame's size, where it is, and its lines with their words.
    struct Listing: Encodable {
        struct Line: Encodable {
            let text: String
            let box: TextBox
            let words: [LiveTextWord]
        }

        let frame: PixelSize
        let mediaTime: Double?
        let lines: [Line]
    }

    /// Why no text was printed, in a line for a person; thrown for exit status 1.
    public struct Absent: Error {
        /// Why, e.g. "not paused on a video frame".
        public let reason: String
    }

    /// How long the player may take to read a frame.
    static let patience = 30.0

    /// The paused frame's text as lines to print (none: the frame has no text; `--json`: always
    /// one); throws `Absent` when there is none to read (not paused video, Live Text off) and a
    /// `ControlClientError` when the player cannot be reached.
    public static func lines(_ client: ControlClient, json: Bool) throws -> [String] {
        let text = try read(client)
        return json ? [jsonLine(text)] : text.lines.map { Sanitized.line($0.text) }
    }

    /// Subscribes as a tile does, and asks for the reading the snapshots name once one does.
    private static func read(_ client: ControlClient) throws -> LiveTextResult {
        _ = try client.hello()
        try client.sendRaw(#"{"subscribe":"tile"}"# + "\n")
        let deadline = EventLoop.now() + patience
        var asked: Int?
        while true {
            let left = deadline - EventLoop.now()
            guard left > 0, let line = try client.readLine(timeout: left) else {
                throw ControlClientError.refused("live-text: the paused frame was not read within \(Int(patience)) s")
            }
            switch ServerLine.parse(Array(line.utf8), now: 0) {
            case let .success(.value(.nowPlaying(info))):
                switch info.liveText?.phase {
                case .ready?:
                    guard let id = info.liveText?.resultID, id != asked else { continue }
                    asked = id
                    try client.send(RequestLine(intent: .liveText(id: id)))
                case .reading?:
                    continue
                case .off?, nil:
                    throw Absent(reason: NowPlayingInfo.liveTextAbsence(info))
                }
            case let .success(.value(.liveText(text))) where text.id == asked:
                return text
            case let .success(.goodbye(reason)):
                throw ControlClientError.refused("the player ended (\(Sanitized.line(reason)))")
            case .success, .failure:
                // Other values, replies (a reading superseded since it was named), the handshake.
                continue
            }
        }
    }

    private static func jsonLine(_ text: LiveTextResult) -> String {
        let lines = text.lines.map { Listing.Line(text: $0.text, box: $0.box, words: $0.words) }
        let listing = Listing(frame: text.frame, mediaTime: text.mediaTime, lines: lines)
        return (try? JSONEncoder(outputFormatting: .sortedKeys).encode(listing)) ?? "{}"
    }
}
