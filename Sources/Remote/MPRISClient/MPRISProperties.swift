/// What another player published on `org.mpris.MediaPlayer2.Player`, read with the types
/// MPRIS gives them. A property of another type reads as absent and is named in `wrongTypes`,
/// so that a player sending a string for Rate costs one notice, never a crash. Where players
/// commonly stray (a string track id, one artist as a string, a length as another integer
/// type), the stray form is read too.
public struct MPRISProperties: Equatable, Sendable {
    /// The values as received, merged from GetAll and every PropertiesChanged since.
    public private(set) var values: [String: BusValue]

    /// Properties as GetAll answered them.
    public init(_ values: [String: BusValue] = [:]) {
        self.values = values
    }

    /// Takes a PropertiesChanged: new values, and names whose values must be asked for again
    /// (dropped until then).
    public mutating func apply(changed: [String: BusValue], invalidated: [String] = []) {
        for name in invalidated { values[name] = nil }
        values.merge(changed.mapValues(\.unwrapped)) { $1 }
    }

    /// `PlaybackStatus`: Playing, Paused or Stopped.
    public var status: String? { text("PlaybackStatus") }
    /// `LoopStatus`: None, Track or Playlist.
    public var loopStatus: String? { text("LoopStatus") }
    /// `Rate`, `Volume`, `MinimumRate`, `MaximumRate`.
    public func number(_ name: String) -> Double? { values[name]?.number.flatMap { $0.isFinite ? $0 : nil } }
    /// `Shuffle` and the `Can…` flags.
    public func flag(_ name: String) -> Bool? { values[name]?.flag }
    /// `Metadata`.
    public var metadata: MPRISMetadata {
        guard case let .dictionary(entries)? = values["Metadata"] else { return MPRISMetadata([:]) }
        return MPRISMetadata(entries)
    }

    private func text(_ name: String) -> String? {
        guard case let .string(text)? = values[name] else { return nil }
        return text
    }

    /// The properties whose values are not of the type MPRIS gives them, with what was
    /// expected: "Rate (a number expected, s received)". Metadata's own entries included.
    public var wrongTypes: [String] {
        var wrong: [String] = []
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let expected = Self.expected[name], !expected.accepts(value) else { continue }
            wrong.append("\(name) (\(expected.description) expected, \(value.signature) received)")
        }
        return wrong + metadata.wrongTypes
    }

    private static let expected: [String: ExpectedType] = {
        var table: [String: ExpectedType] = [
            "PlaybackStatus": .text, "LoopStatus": .text, "Rate": .number, "Shuffle": .flag, "Metadata": .dictionary,
            "Volume": .number, "Position": .number, "MinimumRate": .number, "MaximumRate": .number,
        ]
        for flag in ["CanGoNext", "CanGoPrevious", "CanPlay", "CanPause", "CanSeek", "CanControl"] { table[flag] = .flag }
        return table
    }()
}

/// The `Metadata` of the track playing, read as MPRIS types it.
public struct MPRISMetadata: Equatable, Sendable {
    /// `xesam:title`.
    public let title: String?
    /// `xesam:artist`, joined.
    public let artist: String?
    /// `xesam:album`.
    public let album: String?
    /// `mpris:length` in seconds; nil when absent or not positive.
    public let length: Double?
    /// `mpris:trackid`.
    public let trackID: String?
    /// `mpris:artUrl`.
    public let artURL: String?
    /// `xesam:url`.
    public let url: String?
    /// Entries of the wrong type, described.
    public let wrongTypes: [String]

    /// Reads the entries of a Metadata dictionary.
    public init(_ entries: [String: BusValue]) {
        var wrong: [String] = []
        func read<T>(_ key: String, _ expected: ExpectedType, _ convert: (BusValue) -> T?) -> T? {
            guard let value = entries[key] else { return nil }
            guard expected.accepts(value), let converted = convert(value) else {
                wrong.append("\(key) (\(expected.description) expected, \(value.signature) received)")
                return nil
            }
            return converted
        }
        title = read("xesam:title", .text) { $0.text }
        artist = read("xesam:artist", .texts) { value in
            if case let .strings(names) = value { return names.joined(separator: ", ") }
            return value.text
        }
        album = read("xesam:album", .text) { $0.text }
        length = read("mpris:length", .integer) { $0.number.map { $0 / 1e6 } }.flatMap { $0 > 0 ? $0 : nil }
        trackID = read("mpris:trackid", .text) { $0.text }
        artURL = read("mpris:artUrl", .text) { $0.text }
        url = read("xesam:url", .text) { $0.text }
        wrongTypes = wrong
    }

    /// Whether the player named anything at all.
    public var isEmpty: Bool { title == nil && artist == nil && album == nil && trackID == nil && url == nil }
}

/// The type MPRIS gives a property, and what a reader takes for it.
enum ExpectedType {
    case text, texts, flag, number, integer, dictionary

    func accepts(_ value: BusValue) -> Bool {
        switch (self, value) {
        case (.text, .string), (.text, .objectPath), (.texts, .strings), (.texts, .string), (.flag, .boolean),
             (.dictionary, .dictionary):
            true
        case (.number, _): value.number != nil
        case (.integer, .double): false
        case (.integer, _): value.number != nil
        default: false
        }
    }

    var description: String {
        switch self {
        case .text: "a string"
        case .texts: "a list of strings"
        case .flag: "a boolean"
        case .number: "a number"
        case .integer: "an integer"
        case .dictionary: "a dictionary"
        }
    }
}
