import JSONCoding

/// Reads a server's line into its commands, in the order the reference client handles them.
/// A line that is not a JSON object of known commands is an error with one sentence.
public enum SyncplayLineDecoder {
    /// Why a line was refused.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// Why a server's line is refused; nil when it is read (the fuzz target's entry).
    public static func refusal(_ line: [UInt8]) -> String? {
        do {
            _ = try decode(line)
            return nil
        } catch {
            return error.description
        }
    }

    static func decode(_ line: [UInt8]) throws(Failure) -> [SyncplayMessage] {
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: line)
        } catch {
            throw Failure(description: "not a Syncplay message (\(Self.reason(error)))")
        }
        var messages: [SyncplayMessage] = []
        if let hello = wire.Hello {
            guard let username = hello.username, let room = hello.room?.name, let version = hello.realversion ?? hello.version else {
                throw Failure(description: "the server's Hello lacks a user name, a room or a version")
            }
            messages.append(.hello(username: username, room: room, version: version, motd: hello.motd,
                                   features: hello.features ?? SyncplayServerFeatures()))
        }
        if let set = wire.Set { messages += set.messages }
        if let list = wire.List { messages.append(.list(list)) }
        if let state = wire.State { messages.append(.state(state)) }
        if let chat = wire.Chat { messages.append(.chat(username: chat.username, message: chat.message)) }
        if let error = wire.Error { messages.append(.error(error.message)) }
        if let tls = wire.TLS { messages.append(.tls(tls.startTLS == "true")) }
        guard !messages.isEmpty else { throw Failure(description: "no Syncplay command in the line") }
        return messages
    }

    private static func reason(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case let .dataCorrupted(context): return context.debugDescription
        case let .keyNotFound(key, context): return "\((context.codingPath + [key]).map(\.stringValue).joined(separator: ".")) is missing"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    // The wire's own spelling: each command is a capitalised key.
    // swiftlint:disable identifier_name
    private struct Wire: Decodable {
        var Hello: HelloBody?
        var Set: SetBody?
        var List: [String: [String: SyncplayListedUser]]?
        var State: SyncplayServerState?
        var Chat: ChatBody?
        var Error: ErrorBody?
        var TLS: TLSBody?
    }
    // swiftlint:enable identifier_name

    private struct RoomName: Decodable { var name: String? }

    private struct HelloBody: Decodable {
        var username: String?
        var room: RoomName?
        var version: String?
        var realversion: String?
        var motd: String?
        var features: SyncplayServerFeatures?
    }

    private struct ChatBody: Decodable {
        var username: String
        var message: String
    }

    private struct ErrorBody: Decodable { var message: String }

    private struct TLSBody: Decodable { var startTLS: String? }

    private struct UserBody: Decodable {
        struct Event: Decodable {
            var joined: Bool?
            var left: Bool?
        }

        var room: RoomName?
        var file: SyncplayFile?
        var event: Event?

        private enum CodingKeys: String, CodingKey { case room, file, event }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            room = try container.decodeIfPresent(RoomName.self, forKey: .room)
            file = try? container.decodeIfPresent(SyncplayFile.self, forKey: .file)
            event = try container.decodeIfPresent(Event.self, forKey: .event)
        }
    }

    private struct ReadyBody: Decodable {
        var username: String
        var isReady: Bool?
        var manuallyInitiated: Bool?
    }

    private struct SetBody: Decodable {
        var room: RoomName?
        var user: [String: UserBody]?
        var ready: ReadyBody?
        var playlistIndex: Ignored?
        var playlistChange: Ignored?
        var features: Ignored?
        var controllerAuth: Ignored?
        var newControlledRoom: Ignored?

        var messages: [SyncplayMessage] {
            var messages: [SyncplayMessage] = []
            if let name = room?.name { messages.append(.room(name)) }
            for (name, body) in (user ?? [:]).sorted(by: { $0.key < $1.key }) {
                let event: SyncplayUserChange.Event? = body.event?.joined != nil ? .joined : body.event?.left != nil ? .left : nil
                messages.append(.user(SyncplayUserChange(username: name, room: body.room?.name, file: body.file, event: event)))
            }
            if let ready {
                messages.append(.ready(username: ready.username, isReady: ready.isReady, manuallyInitiated: ready.manuallyInitiated ?? true))
            }
            let ignored = [("playlistIndex", playlistIndex), ("playlistChange", playlistChange), ("features", features),
                           ("controllerAuth", controllerAuth), ("newControlledRoom", newControlledRoom)]
            for (name, value) in ignored where value != nil { messages.append(.ignored(name)) }
            return messages
        }
    }

    /// Any value, not read.
    private struct Ignored: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
