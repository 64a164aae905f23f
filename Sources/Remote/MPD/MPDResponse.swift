/// What a command answers before `OK` (or `list_OK`): `Name: value` lines and binary chunks,
/// as bytes ready for the socket.
public struct MPDResponse: Sendable, Equatable {
    /// The answer so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty answer (a command that only acts answers `OK` alone).
    public init() {}

    /// One `name: value` line. A control character in a value (a tag may hold a line break)
    /// would end the line early or reach a client's terminal, so each becomes a space.
    public mutating func add(_ name: String, _ value: String) {
        bytes.append(contentsOf: name.utf8)
        bytes.append(contentsOf: ": ".utf8)
        var value = value
        // Copied whole when clean (nearly always): a search answers with 200,000 lines.
        value.withUTF8 { utf8 in
            if utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
                bytes.append(contentsOf: utf8.lazy.map { $0 < 0x20 || $0 == 0x7F ? 0x20 : $0 })
            } else {
                bytes.append(contentsOf: utf8)
            }
        }
        bytes.append(0x0A)
    }

    /// One `name: number` line.
    public mutating func add(_ name: String, _ value: Int) {
        add(name, String(value))
    }

    /// A binary chunk, after the fields that describe it (`size`, `type`): `binary: N`, the
    /// bytes, and a line break.
    public mutating func addBinary<Bytes: Collection>(_ chunk: Bytes) where Bytes.Element == UInt8 {
        add("binary", chunk.count)
        bytes.append(contentsOf: chunk)
        bytes.append(0x0A)
    }

    /// Lines already made (a cached answer); they must end with a line break.
    public mutating func append(_ other: MPDResponse) {
        bytes.append(contentsOf: other.bytes)
    }

    /// The answer as text (tests; an answer with binary chunks may not be valid UTF-8).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
