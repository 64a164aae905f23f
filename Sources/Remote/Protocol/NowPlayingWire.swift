import JSONCoding
import NowPlaying

/// The values a player sends a tile over its socket, one JSON object per line, named by its
/// one key: `{"nowPlaying": {…}, "age": 0.002}`, `{"queueRows": {…}}`, `{"queueSearch": {…}}`,
/// `{"artwork": {…}}`, `{"notice": "…"}`, `{"liveText": {…}}`, `{"lyrics": {…}}`; and `{"goodbye": "why"}` as the last line before the
/// player hangs up. Replies to commands are `ControlReply` lines and the
/// handshake's answer is a `ProtocolHello` line; `ServerLine` tells the kinds apart.
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
        let wire: ValueLine = switch value {
        case let .nowPlaying(info): ValueLine(nowPlaying: info, age: 0)
        case let .queueRows(rows): ValueLine(queueRows: rows)
        case let .queueSearch(result): ValueLine(queueSearch: result)
        case let .artwork(picture): ValueLine(artwork: ArtworkWire(picture))
        case let .notice(text): ValueLine(notice: text)
        case let .liveText(result): ValueLine(liveText: result)
        case let .lyrics(lyrics): ValueLine(lyrics: lyrics)
        case .library: ValueLine(notice: "the player cannot send the library's lists over this socket yet")
        }
        return text(of: wire) ?? #"{"notice":"the player could not encode a value"}"#
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
        if let rows = wire.queueRows { return .success(.value(.queueRows(rows))) }
        if let result = wire.queueSearch { return .success(.value(.queueSearch(result))) }
        if let notice = wire.notice { return .success(.value(.notice(notice))) }
        if let text = wire.liveText { return .success(.value(.liveText(text))) }
        if let lyrics = wire.lyrics { return .success(.value(.lyrics(lyrics))) }
        if let artwork = wire.artwork {
            guard let picture = artwork.picture else { return .failure(WireError("the player sent artwork with the wrong number of pixels")) }
            return .success(.value(.artwork(picture)))
        }
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
    var queueRows: QueueRows?
    var queueSearch: QueueSearchResult?
    var artwork: ArtworkWire?
    var notice: String?
    var liveText: LiveTextResult?
    var lyrics: Lyrics?
    var goodbye: String?
    var hello: Int?
    var pid: Int32?
    var player: String?
    var status: String?
    var reason: String?
    var id: RequestID?
}

/// Artwork on the wire: its id, the size asked for, and its pixels (RGBA) in base64.
struct ArtworkWire: Codable {
    var artworkID: Int
    var requested: PixelSize
    var width: Int
    var height: Int
    var rgba: Base64Bytes

    init(_ picture: ArtworkPicture) {
        artworkID = picture.artworkID
        requested = picture.requested
        width = picture.image.size.width
        height = picture.image.size.height
        rgba = Base64Bytes(picture.image.rgba)
    }

    /// The picture, when the pixels fill the size given.
    var picture: ArtworkPicture? {
        guard width > 0, height > 0, width <= 1 << 14, height <= 1 << 14, rgba.bytes.count == width * height * 4 else { return nil }
        let image = ArtworkImage(size: PixelSize(width: width, height: height), rgba: rgba.bytes)
        return ArtworkPicture(artworkID: artworkID, requested: requested, image: image)
    }
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
