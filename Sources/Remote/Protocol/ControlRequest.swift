import Commands
import FoundationEssentials

/// One request of the control protocol: a JSON object on one line.
///
/// `{"command": "skip-forward", "interval": 30}` or `{"command": "skip-forward 30"}` performs a
/// command of the vocabulary; `{"get": "now-playing"}` asks for the snapshot now;
/// `{"subscribe": "now-playing"}` streams every published snapshot. An `"id"` (string or
/// number) is echoed in the reply.
public struct ControlRequest: Equatable, Sendable {
    /// What is asked.
    public enum Kind: Equatable, Sendable {
        /// Perform a command of the vocabulary.
        case command(Instruction)
        /// Answer with the snapshot now.
        case nowPlaying
        /// Answer with the snapshot now, then every published one.
        case subscribe
    }

    /// What is asked.
    public let kind: Kind
    /// The client's tag for the reply, if it gave one.
    public let id: RequestID?

    /// Creates a request.
    public init(_ kind: Kind, id: RequestID? = nil) {
        self.kind = kind
        self.id = id
    }

    /// The keys a command's one number may come under, besides being written in the command.
    public static let argumentKeys = ["argument", "value", "interval", "seconds", "position", "rate", "volume", "percent"]
    /// The keys of a command's two numbers, in order: `{"command": "move", "from": 5, "to": 2}`.
    public static let placeKeys = ["from", "to"]

    /// Parses one line; the error is what to tell the client (with the id, when one was readable).
    public static func parse(_ line: [UInt8]) -> Result<ControlRequest, ControlRequestError> {
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(line))
        } catch let DecodingError.typeMismatch(_, context) where !context.codingPath.isEmpty {
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            return .failure(ControlRequestError("'\(key)' has the wrong type", id: nil))
        } catch DecodingError.typeMismatch {
            return .failure(ControlRequestError("a request is one JSON object per line", id: nil))
        } catch {
            return .failure(ControlRequestError("malformed JSON", id: nil))
        }
        return wire.request()
    }

    private struct Wire: Decodable {
        var command: String?
        var get: String?
        var subscribe: String?
        var id: RequestID?
        var arguments: [(key: String, value: Argument)] = []
        var places: [Argument] = []

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            command = try container.decodeIfPresent(String.self, forKey: Key(stringValue: "command"))
            get = try container.decodeIfPresent(String.self, forKey: Key(stringValue: "get"))
            subscribe = try container.decodeIfPresent(String.self, forKey: Key(stringValue: "subscribe"))
            id = try container.decodeIfPresent(RequestID.self, forKey: Key(stringValue: "id"))
            for name in ControlRequest.argumentKeys {
                if let value = try container.decodeIfPresent(Argument.self, forKey: Key(stringValue: name)) {
                    arguments.append((name, value))
                }
            }
            for name in ControlRequest.placeKeys {
                if let value = try container.decodeIfPresent(Argument.self, forKey: Key(stringValue: name)) {
                    places.append(value)
                }
            }
        }

        private func failure(_ message: String) -> Result<ControlRequest, ControlRequestError> {
            .failure(ControlRequestError(message, id: id))
        }

        func request() -> Result<ControlRequest, ControlRequestError> {
            switch (command, get, subscribe) {
            case let (command?, nil, nil): return parseCommand(command)
            case let (nil, topic?, nil):
                return topic == "now-playing" ? .success(ControlRequest(.nowPlaying, id: id))
                    : failure("nothing to get called '\(topic)'; try \"now-playing\"")
            case let (nil, nil, topic?):
                return topic == "now-playing" ? .success(ControlRequest(.subscribe, id: id))
                    : failure("nothing to subscribe to called '\(topic)'; try \"now-playing\"")
            case (nil, nil, nil): return failure("a request needs \"command\", \"get\" or \"subscribe\"")
            default: return failure("a request has one of \"command\", \"get\" or \"subscribe\", not several")
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
                return .success(ControlRequest(.command(instruction), id: id))
            } catch {
                return failure(error.message)
            }
        }
    }

    /// A number, or a number written as a string.
    private enum Argument: Decodable {
        case number(Double)
        case text(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) { self = .number(number) } else {
                self = .text(try container.decode(String.self))
            }
        }

        var text: String {
            switch self {
            case let .number(n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
            case let .text(t): t
            }
        }
    }
}

/// A client's tag for a request, echoed in the reply: a string or a number.
public enum RequestID: Codable, Equatable, Sendable {
    /// A string id.
    case text(String)
    /// A numeric id.
    case number(Double)

    /// Decodes a string or a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) { self = .number(number) } else {
            self = .text(try container.decode(String.self))
        }
    }

    /// Encodes the value as it came.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .text(t): try container.encode(t)
        case let .number(n): try container.encode(n)
        }
    }
}

/// Why a request line was refused, for the reply's "reason".
public struct ControlRequestError: Error, Equatable, Sendable {
    /// The sentence.
    public let message: String
    /// The request's id, when the line was readable enough to have one.
    public let id: RequestID?

    /// Creates an error.
    public init(_ message: String, id: RequestID?) {
        self.message = message
        self.id = id
    }
}
