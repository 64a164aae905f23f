import EventLoop

/// A D-Bus value, so nothing outside the adaptor sees sd-bus types. The kinds MPRIS uses have
/// cases of their own; whatever else a reply holds reads into the generic cases at the end.
public indirect enum BusValue: Equatable, Sendable {
    /// `b`
    case boolean(Bool)
    /// `i`
    case int32(Int32)
    /// `x`
    case int64(Int64)
    /// `d`
    case double(Double)
    /// `s`
    case string(String)
    /// `o`
    case objectPath(String)
    /// `as`
    case strings([String])
    /// `ao`: track ids.
    case objectPaths([String])
    /// `aa{sv}`: the metadata of several tracks.
    case dictionaries([[String: BusValue]])
    /// `a{sv}`: MPRIS metadata. Each value is the one inside its variant.
    case dictionary([String: BusValue])
    /// `y`
    case byte(UInt8)
    /// `n`
    case int16(Int16)
    /// `q`
    case uint16(UInt16)
    /// `u`
    case uint32(UInt32)
    /// `t`
    case uint64(UInt64)
    /// `g`
    case signature(String)
    /// `v` anywhere but as the value of an `a{sv}` entry.
    case variant(BusValue)
    /// `ay`, sent in one piece (a notification's picture): a quarter of a million `.byte`s would
    /// each be appended on their own.
    case bytes([UInt8])
    /// An array of any other element type, with the element's signature (kept for an empty one).
    case array(element: String, [BusValue])
    /// `(…)`
    case structure([BusValue])
    /// `{kv}`: one entry of a dictionary whose keys are not strings or values not variants.
    case entry(BusValue, BusValue)

    /// The D-Bus type signature.
    public var signature: String {
        switch self {
        case .boolean: "b"
        case .int32: "i"
        case .int64: "x"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .strings: "as"
        case .objectPaths: "ao"
        case .dictionaries: "aa{sv}"
        case .dictionary: "a{sv}"
        case .byte: "y"
        case .bytes: "ay"
        case .int16: "n"
        case .uint16: "q"
        case .uint32: "u"
        case .uint64: "t"
        case .signature: "g"
        case .variant: "v"
        case let .array(element, _): "a" + element
        case let .structure(fields): "(" + fields.map(\.signature).joined() + ")"
        case let .entry(key, value): "{" + key.signature + value.signature + "}"
        }
    }

    /// The number inside any numeric type (or a variant holding one), for setters, method
    /// arguments and what other players send.
    public var number: Double? {
        switch self {
        case let .double(d): d
        case let .int64(x): Double(x)
        case let .int32(i): Double(i)
        case let .byte(y): Double(y)
        case let .int16(n): Double(n)
        case let .uint16(q): Double(q)
        case let .uint32(u): Double(u)
        case let .uint64(t): Double(t)
        case let .variant(inner): inner.number
        default: nil
        }
    }

    /// The value itself, out of any variants around it.
    public var unwrapped: BusValue {
        if case let .variant(inner) = self { return inner.unwrapped }
        return self
    }

    /// The text inside an `s` or `o`.
    public var text: String? {
        switch self {
        case let .string(s), let .objectPath(s): s
        case let .variant(inner): inner.text
        default: nil
        }
    }

    /// The flag inside a `b`.
    public var flag: Bool? {
        switch self {
        case let .boolean(b): b
        case let .variant(inner): inner.flag
        default: nil
        }
    }
}

/// The answer to a method call or a property write.
public enum BusReply: Equatable, Sendable {
    /// Done (or, as MPRIS asks, quietly not done).
    case success
    /// Done, with the method's results.
    case values([BusValue])
    /// A D-Bus error: its name (`org.freedesktop.DBus.Error.InvalidArgs`) and a message.
    case failure(name: String, message: String)

    /// `org.freedesktop.DBus.Error.InvalidArgs` with a message.
    public static func invalidArguments(_ message: String) -> BusReply {
        .failure(name: "org.freedesktop.DBus.Error.InvalidArgs", message: message)
    }
}

/// An object exported on the bus: its properties are read and written and its methods called
/// through this, on the event loop's thread.
protocol BusObject: AnyObject {
    /// The value of a property, nil if there is no such property.
    func value(of property: String, in interface: String) -> BusValue?
    /// Writes a property.
    func set(_ property: String, in interface: String, to value: BusValue) -> BusReply
    /// Calls a method with its arguments.
    func call(_ member: String, in interface: String, arguments: [BusValue]) -> BusReply
}

/// The interfaces the shim has vtables for.
enum BusInterface: String {
    case mprisRoot = "org.mpris.MediaPlayer2"
    case mprisPlayer = "org.mpris.MediaPlayer2.Player"
    case mprisTrackList = "org.mpris.MediaPlayer2.TrackList"
}

/// An sd-bus failure: sd-bus returns errno values, negated, so its failures are system errors.
public typealias BusError = SystemError
