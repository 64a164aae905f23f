/// The states of the supported commands, one place per kind in the order of the kinds' cases.
/// Every snapshot makes, applies and compares a state for each kind; in a dictionary each of
/// those hashed the kind, and the dictionary grew as it was filled. An absent kind is unsupported.
public struct CommandStates: Sendable, Equatable {
    private static let kinds = RemoteCommandKind.allCases
    private var places = [CommandAvailability.State?](repeating: nil, count: kinds.count)

    /// No kind supported.
    public init() {}

    /// The state of `kind`; nil when it is not supported.
    public subscript(kind: RemoteCommandKind) -> CommandAvailability.State? {
        get { places[Int(kind.ordinal)] }
        set { places[Int(kind.ordinal)] = newValue }
    }

    /// Whether no kind is supported.
    public var isEmpty: Bool { places.allSatisfy { $0 == nil } }

    /// How many kinds are supported.
    public var count: Int { places.count { $0 != nil } }
}

extension CommandStates: Sequence {
    /// The supported kinds and their states, in the order of the kinds' cases.
    public func makeIterator() -> some IteratorProtocol<(key: RemoteCommandKind, value: CommandAvailability.State)> {
        zip(Self.kinds, places).lazy.compactMap { kind, state in state.map { (key: kind, value: $0) } }.makeIterator()
    }
}

extension CommandStates: ExpressibleByDictionaryLiteral {
    /// States written as a dictionary's: `[.play: .enabled]`.
    public init(dictionaryLiteral elements: (RemoteCommandKind, CommandAvailability.State)...) {
        for (kind, state) in elements { self[kind] = state }
    }
}

/// Written as the dictionary it was, so that snapshots read and write as before.
extension CommandStates: Codable {
    public init(from decoder: any Decoder) throws {
        for (kind, state) in try [RemoteCommandKind: CommandAvailability.State](from: decoder) { self[kind] = state }
    }

    public func encode(to encoder: any Encoder) throws {
        try Dictionary(uniqueKeysWithValues: Array(self)).encode(to: encoder)
    }
}
