import JSONCoding
import NowPlaying

/// The values a player sends a tile over its socket, one JSON object per line: a snapshot as
/// `{"nowPlaying": {…}, "age": 0.002}` (encoded once however many tiles it goes to), every other
/// value as itself, `{"value": {"queueRows": {"_0": {…}}}}` (`NowPlayingValue` is `Codable`: a
/// new value needs nothing here); and `{"goodbye": "why"}` as the last line before the player
/// hangs up. Replies to commands are `ControlReply` lines and the handshake's answer is a
/// `ProtocolHello` line; `ServerLine` tells the kinds apart.
public enum NowPlayingWire {
    /// A snapshot's JSON, encoded once however many tiles it is sent to.
    public static func encode(_ info: NowPlayingInfo) -> String {
        text(of: info) ?? "{}"
    }

    /// The line for a snapshot encoded by `encode(_:)`. `age` is how long ago (in seconds) it was
    /// taken: a tile on another machine has another monotonic clock, so it places the snapshot
    /// on its own clock by its age rather than by the player's `uptime`.
    public static func nowPlayingLine(encoded: String, age: Double) -> String {
        "{\"age\":\(max(0, age)),\"nowPlaying\":\(encoded)}"
    }

    /// The line for any value but a snapshot.
    public static func line(_ value: NowPlayingValue) -> String {
        text(of: ValueLine(value: value)) ?? #"{"value":{"notice":{"_0":"the player could not encode a value"}}}"#
    }

    /// The last line to a tile before the player hangs up: why it ends ("quit", "the queue ended").
    public static func goodbyeLine(_ reason: String) -> String {
        text(of: ValueLine(goodbye: reason)) ?? #"{"goodbye":"ended"}"#
    }

    static func text(of value: some Encodable) -> String? {
        try? JSONEncoder().encode(value)
    }
}

/// One line from the player, as a tile's source reads it.
public enum ServerLine: Equatable, Sendable {
    /// A value; a snapshot's `uptime` is already on the reader's clock.
    case value(NowPlayingValue)
    /// The answer to a command, or a refusal.
    case reply(ControlReply)
    /// The answer to the handshake.
    case hello(ProtocolHello)
    /// The player's last line: why it ends.
    case goodbye(String)

    /// Reads one line; `now` is the reader's monotonic clock, which a snapshot's age is taken
    /// from. The error is a sentence for a person.
    public static func parse(_ line: [UInt8], now: Double) -> Result<ServerLine, WireError> {
        let wire: ValueLine
        do {
            wire = try JSONDecoder().decode(ValueLine.self, from: line)
        } catch {
            return .failure(WireError("the player sent a line that is not a value this tile knows: \(error.shortDescription)"))
        }
        if var info = wire.nowPlaying {
            info.uptime = now - (wire.age ?? 0)
            return .success(.value(.nowPlaying(info)))
        }
        if let value = wire.value { return .success(.value(value)) }
        if let reason = wire.goodbye { return .success(.goodbye(reason)) }
        if let version = wire.hello {
            return .success(.hello(ProtocolHello(version: version, pid: wire.pid, player: wire.player)))
        }
        if let status = wire.status { return .success(.reply(ControlReply(status: status, reason: wire.reason, id: wire.id))) }
        return .failure(WireError("the player sent a line with nothing this tile knows in it"))
    }
}

/// A line from the player that could not be read.
public struct WireError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Every key a line from the player may have; each line uses those of one kind.
struct ValueLine: Codable {
    var nowPlaying: NowPlayingInfo?
    var age: Double?
    var value: NowPlayingValue?
    var goodbye: String?
    var hello: Int?
    var pid: Int32?
    var player: String?
    var status: String?
    var reason: String?
    var id: RequestID?
}

extension Error {
    /// A decoding error's gist, without the whole coding path dump.
    var shortDescription: String {
        switch self as? DecodingError {
        case let .dataCorrupted(context)? where context.codingPath.isEmpty: context.debugDescription
        case let .dataCorrupted(context)?:
            "'\(context.codingPath.map(\.stringValue).joined(separator: "."))': \(context.debugDescription)"
        case let .keyNotFound(key, _)?: "'\(key.stringValue)' is missing"
        case let .typeMismatch(_, context)?, let .valueNotFound(_, context)?:
            "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
        default: "malformed JSON"
        }
    }
}
