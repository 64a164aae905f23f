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
        var intent: NowPlayingIntent?

        /// Reads the keys the line has, not every key it might have: a pause from a tile is one
        /// key, and asking for the sixteen others was a good part of its way to the player.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            var arguments: [(place: Int, key: String, value: Argument)] = []
            var places: [(place: Int, value: Argument)] = []
            for key in container.allKeys {
                let name = key.stringValue
                switch name {
                case "command": command = try container.decodeIfPresent(String.self, forKey: key)
                case "get": get = try container.decodeIfPresent(String.self, forKey: key)
                case "subscribe": subscribe = try container.decodeIfPresent(String.self, forKey: key)
                case "hello": hello = try container.decodeIfPresent(Int.self, forKey: key)
                case "id": id = try container.decodeIfPresent(RequestID.self, forKey: key)
                case "intent": intent = try container.decodeIfPresent(NowPlayingIntent.self, forKey: key)
                default:
                    if let place = ControlRequest.argumentKeys.firstIndex(of: name),
                       let value = try container.decodeIfPresent(Argument.self, forKey: key) {
                        arguments.append((place, name, value))
                    } else if let place = ControlRequest.placeKeys.firstIndex(of: name),
                              let value = try container.decodeIfPresent(Argument.self, forKey: key) {
                        places.append((place, value))
                    }
                }
            }
            // In the order of the keys' lists, not the object's: "from" before "to".
            self.arguments = arguments.sorted { $0.place < $1.place }.map { ($0.key, $0.value) }
            self.places = places.sorted { $0.place < $1.place }.map(\.value)
        }

        private func failure(_ message: String) -> Result<ControlRequest, ControlRequestError> {
            .failure(ControlRequestError(message, id: id))
        }

        private func success(_ kind: ControlRequest.Kind) -> Result<ControlRequest, ControlRequestError> {
            .success(ControlRequest(kind, id: id))
        }

        func request() -> Result<ControlRequest, ControlRequestError> {
            switch (command, get, subscribe, hello, intent) {
            case let (command?, nil, nil, nil, nil): return parseCommand(command)
            case let (nil, topic?, nil, nil, nil):
                guard topic == "now-playing" else {
                    return failure("nothing to get called '\(topic)'; try \"now-playing\" (a view asks for the rest with \"intent\")")
                }
                return success(.nowPlaying)
            case let (nil, nil, topic?, nil, nil):
                switch topic {
                case "now-playing": return success(.subscribe)
                case "tile": return success(.subscribeTile)
                default: return failure("nothing to subscribe to called '\(topic)'; try \"now-playing\" or \"tile\"")
                }
            case let (nil, nil, nil, version?, nil): return success(.hello(version))
            case let (nil, nil, nil, nil, intent?): return check(intent)
            case (nil, nil, nil, nil, nil): return failure("a request needs \"command\", \"get\", \"subscribe\", \"hello\" or \"intent\"")
            default: return failure("a request has one of \"command\", \"get\", \"subscribe\", \"hello\" or \"intent\", not several")
            }
        }

        /// The limits of one request: a long queue is read a page at a time, artwork at a sane size.
        private func check(_ intent: NowPlayingIntent) -> Result<ControlRequest, ControlRequestError> {
            switch intent {
            case let .queueRows(indices) where indices.count > ControlRequest.maximumRows:
                failure("at most \(ControlRequest.maximumRows) rows per request")
            case let .artwork(_, size) where !(1...ControlRequest.maximumArtworkSide).contains(size.width)
                || !(1...ControlRequest.maximumArtworkSide).contains(size.height):
                failure("artwork is asked for with a width and a height from 1 to \(ControlRequest.maximumArtworkSide)")
            default:
                success(.intent(intent))
            }
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
