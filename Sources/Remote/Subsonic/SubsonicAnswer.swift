import JSONCoding

/// Reads a server's answer: `{"subsonic-response": {"status": "ok"|"failed", "version", "error",
/// …payload}}`. Anything else (an HTML page, XML, junk, another JSON) is named in a few words.
/// Pure: the fuzz-friendly boundary between bytes from the network and typed values.
enum SubsonicAnswer {
    /// The payload and what the answer says of the server, or why there is none.
    static func read<Payload: Decodable>(_ type: Payload.Type, status: Int, body: [UInt8])
        -> Result<(Payload, SubsonicServerInfo), SubsonicFailure> {
        guard let envelope = try? JSONDecoder().decode(Envelope<Payload>.self, from: body) else {
            // A failed call's error object may lack what a payload needs: read it alone.
            if let failed = try? JSONDecoder().decode(Envelope<Nothing>.self, from: body), let error = failed.response.error {
                return .failure(.server(code: error.code, message: error.message ?? ""))
            }
            if status != 200 { return .failure(.httpStatus(status)) }
            return .failure(.notSubsonic(describe(body)))
        }
        let response = envelope.response
        if let error = response.error { return .failure(.server(code: error.code, message: error.message ?? "")) }
        guard response.status == "ok", let payload = response.payload else {
            return .failure(status != 200 ? .httpStatus(status) : .notSubsonic("a Subsonic answer without what was asked"))
        }
        let info = SubsonicServerInfo(apiVersion: response.version, openSubsonic: response.openSubsonic ?? false,
                                      type: response.type, serverVersion: response.serverVersion)
        return .success((payload, info))
    }

    /// The API version an answer says, failed or not; nil when it is no Subsonic answer.
    static func version(of body: [UInt8]) -> String? {
        try? JSONDecoder().decode(Envelope<Nothing>.self, from: body).response.version
    }

    /// What a body that is not a Subsonic JSON answer looks like.
    static func describe(_ body: [UInt8]) -> String {
        let start = body.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.prefix(256)
        let text = String(decoding: start, as: UTF8.self).lowercased()
        if body.isEmpty { return "nothing" }
        if text.hasPrefix("<!doctype html") || text.hasPrefix("<html") || text.contains("<body") { return "an HTML page" }
        if text.hasPrefix("<?xml") || text.hasPrefix("<subsonic-response") { return "XML" }
        if text.hasPrefix("{") || text.hasPrefix("[") { return "JSON that is not valid or not Subsonic's" }
        return "\(body.count) bytes of something else"
    }

    /// A payload for calls that answer only "ok".
    struct Nothing: Decodable, Sendable {}

    private struct Envelope<P: Decodable>: Decodable {
        let response: Response<P>

        private enum CodingKeys: String, CodingKey {
            case response = "subsonic-response"
        }
    }

    private struct Response<P: Decodable>: Decodable {
        struct Failure: Decodable {
            let code: Int
            let message: String?
        }

        let status: String
        let version: String
        let error: Failure?
        let openSubsonic: Bool?
        let type: String?, serverVersion: String?
        let payload: P?

        private enum CodingKeys: String, CodingKey {
            case status, version, error, openSubsonic, type, serverVersion
        }

        init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            status = try values.decode(String.self, forKey: .status)
            version = try values.decode(String.self, forKey: .version)
            error = try values.decodeIfPresent(Failure.self, forKey: .error)
            openSubsonic = try? values.decodeIfPresent(Bool.self, forKey: .openSubsonic)
            type = try? values.decodeIfPresent(String.self, forKey: .type)
            serverVersion = try? values.decodeIfPresent(String.self, forKey: .serverVersion)
            // The payload's keys sit beside status and version, in the same object.
            payload = error == nil ? try P(from: decoder) : nil
        }
    }
}
