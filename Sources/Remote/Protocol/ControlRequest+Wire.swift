import Commands
import JSONCoding
import NowPlaying

extension ControlRequest {
    /// A request line's keys, read leniently (unknown keys are ignored) and then checked
    /// together: one of "command", "get", "subscribe" or "hello", with the keys it takes.
    struct Wire: Decodable {
        var command: String?
        var get: String?
        var subscribe: String?
        var hello: Int?
        var id: RequestID?
        var arguments: [(key: String, value: Argument)] = []
        var places: [Argument] = []
        var offset: Int?
        var limit: Int?
        var indices: [Int]?
        var query: String?
        var artworkID: Int?
        var width: Int?
        var height: Int?
        var liveTextID: Int?
        var lyricsID: Int?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            func read<T: Decodable>(_ name: String, as type: T.Type = T.self) throws -> T? {
                try container.decodeIfPresent(T.self, forKey: JSONKey(stringValue: name))
            }
            command = try read("command")
            get = try read("get")
            subscribe = try read("subscribe")
            hello = try read("hello")
            id = try read("id")
            for name in ControlRequest.argumentKeys {
                if let value = try read(name, as: Argument.self) { arguments.append((name, value)) }
            }
            for name in ControlRequest.placeKeys {
                if let value = try read(name, as: Argument.self) { places.append(value) }
            }
            offset = try read("offset")
            limit = try read("limit")
            indices = try read("indices")
            query = try read("query")
            artworkID = try read("artworkID")
            width = try read("width")
            height = try read("height")
            liveTextID = try read("liveTextID")
            lyricsID = try read("lyricsID")
        }

        private func failure(_ message: String) -> Result<ControlRequest, ControlRequestError> {
            .failure(ControlRequestError(message, id: id))
        }

        private func success(_ kind: ControlRequest.Kind) -> Result<ControlRequest, ControlRequestError> {
            .success(ControlRequest(kind, id: id))
        }

        func request() -> Result<ControlRequest, ControlRequestError> {
            switch (command, get, subscribe, hello) {
            case let (command?, nil, nil, nil): return parseCommand(command)
            case let (nil, topic?, nil, nil): return parseGet(topic)
            case let (nil, nil, topic?, nil):
                switch topic {
                case "now-playing": return success(.subscribe)
                case "tile": return success(.subscribeTile)
                default: return failure("nothing to subscribe to called '\(topic)'; try \"now-playing\" or \"tile\"")
                }
            case let (nil, nil, nil, version?): return success(.hello(version))
            case (nil, nil, nil, nil): return failure("a request needs \"command\", \"get\", \"subscribe\" or \"hello\"")
            default: return failure("a request has one of \"command\", \"get\", \"subscribe\" or \"hello\", not several")
            }
        }

        private func parseGet(_ topic: String) -> Result<ControlRequest, ControlRequestError> {
            switch topic {
            case "now-playing": return success(.nowPlaying)
            case "queue": return parseQueuePage()
            case "queue-search":
                guard let query else { return failure("\"get\": \"queue-search\" needs a \"query\"") }
                return success(.searchQueue(query))
            case "artwork":
                guard let width, let height, (1...ControlRequest.maximumArtworkSide).contains(width),
                      (1...ControlRequest.maximumArtworkSide).contains(height) else {
                    return failure("\"get\": \"artwork\" needs a \"width\" and a \"height\" from 1 to \(ControlRequest.maximumArtworkSide)")
                }
                return success(.artwork(id: artworkID, size: PixelSize(width: width, height: height)))
            case "live-text":
                return success(.liveText(id: liveTextID))
            case "lyrics":
                return success(.lyrics(id: lyricsID))
            default:
                return failure("nothing to get called '\(topic)'; try \"now-playing\", \"queue\", \"queue-search\", \"artwork\", "
                               + "\"live-text\" or \"lyrics\"")
            }
        }

        private func parseQueuePage() -> Result<ControlRequest, ControlRequestError> {
            let most = ControlRequest.maximumRows
            if let indices {
                guard offset == nil, limit == nil else { return failure("give \"indices\", or \"offset\" and \"limit\", not both") }
                guard indices.count <= most else { return failure("at most \(most) rows per request") }
                return success(.queue(indices))
            }
            let start = offset ?? 0, count = limit ?? 100
            guard start >= 0 else { return failure("\"offset\" counts from 0") }
            guard (0...most).contains(count) else { return failure("\"limit\" is from 0 to \(most) rows per request") }
            guard start <= Int.max - count else { return failure("\"offset\" is too large") }
            return success(.queue(Array(start..<(start + count))))
        }

        private func parseCommand(_ text: String) -> Result<ControlRequest, ControlRequestError> {
            var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard !words.isEmpty else { return failure("empty command") }
            if arguments.count > 1 {
                return failure("give one argument, not \(arguments.map { "\"\($0.key)\"" }.joined(separator: " and "))")
            }
            if !places.isEmpty, !arguments.isEmpty {
                return failure("give \"from\" and \"to\", or \"\(arguments[0].key)\", not both")
            }
            if let argument = arguments.first { words.append(argument.value.text) }
            words += places.map(\.text)
            do {
                let instruction = try Instruction(name: words[0], arguments: Array(words.dropFirst()))
                return success(.command(instruction))
            } catch {
                return failure(error.message)
            }
        }
    }
}
