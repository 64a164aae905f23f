import Commands
import JSONCoding
import NowPlaying

/// One request of the control protocol: a JSON object on one line.
///
/// `{"command": "skip-forward", "interval": 30}` or `{"command": "skip-forward 30"}` performs a
/// command of the vocabulary; `{"get": "now-playing"}` asks for the snapshot now;
/// `{"subscribe": "now-playing"}` streams every published snapshot. An `"id"` (string or
/// number) is echoed in the reply.
///
/// A tile speaks more of it: `{"hello": 3}` first (the protocol version), then
/// `{"subscribe": "tile"}` (snapshots with their age, and notices), and it asks for what it
/// shows with intents, each a `NowPlayingIntent` as itself: `{"intent": {"queueRows": {"_0":
/// [0, 1, 2]}}}`, `{"intent": {"artwork": {"id": 3, "size": {"width": 320, "height": 320}}}}`;
/// the answer is a `NowPlayingValue` line (`NowPlayingWire`), or a "noSuchContent" reply.
public struct ControlRequest: Equatable, Sendable {
    /// What is asked.
    public enum Kind: Equatable, Sendable {
        /// Perform a command of the vocabulary.
        case command(Instruction)
        /// Answer with the snapshot now.
        case nowPlaying
        /// Answer with the snapshot now, then every published one.
        case subscribe
        /// The handshake: the client speaks this version of the protocol.
        case hello(Int)
        /// Stream what a tile shows: every snapshot with its age, and the player's notices.
        case subscribeTile
        /// Something a view shows, answered by a value.
        case intent(NowPlayingIntent)
    }

    /// The most rows one request may ask for: a long queue is read a page at a time.
    public static let maximumRows = 1000
    /// The largest artwork one request may ask for, per side.
    public static let maximumArtworkSide = 4096

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
            wire = try JSONDecoder().decode(Wire.self, from: line)
        } catch let DecodingError.typeMismatch(_, context) where context.codingPath.map(\.stringValue) == ["intent"] {
            // An intent of a newer PlayDeck: answered, not hung up on.
            return .failure(ControlRequestError("this player knows no such intent (is the client newer?)", id: nil))
        } catch let DecodingError.typeMismatch(_, context) where !context.codingPath.isEmpty {
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            return .failure(ControlRequestError("'\(key)' has the wrong type", id: nil, isMalformed: true))
        } catch DecodingError.typeMismatch {
            return .failure(ControlRequestError("a request is one JSON object per line", id: nil, isMalformed: true))
        } catch let DecodingError.dataCorrupted(context) where context.underlyingError is JSONNumberError {
            // A request of the right shape asking for a number that cannot be: answered, not hung up on.
            let key = "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
            let why = switch context.underlyingError as? JSONNumberError {
            case .notWhole?: "is not a whole number"
            case let .outOfRange(number)? where number < 0: "is too small"
            default: "is too large"
            }
            return .failure(ControlRequestError("\(key) \(why)", id: nil))
        } catch {
            return .failure(ControlRequestError("malformed JSON", id: nil, isMalformed: true))
        }
        return wire.request()
    }

    /// A number, or a number written as a string.
    enum Argument: Decodable {
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
    /// Whether the line was not a request at all (not JSON, or of the wrong shape), rather than
    /// one asking for something unknown: the server hangs up on a client that sends such lines.
    public let isMalformed: Bool

    /// Creates an error.
    public init(_ message: String, id: RequestID?, isMalformed: Bool = false) {
        self.message = message
        self.id = id
        self.isMalformed = isMalformed
    }
}
