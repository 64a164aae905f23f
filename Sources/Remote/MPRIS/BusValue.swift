import EventLoop

/// A D-Bus value of the kinds MPRIS uses, so nothing outside the adaptor sees sd-bus types.
public enum BusValue: Equatable, Sendable {
    /// `b`
    case boolean(Bool)
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
    /// `a{sv}`: MPRIS metadata.
    case dictionary([String: BusValue])

    /// The D-Bus type signature.
    public var signature: String {
        switch self {
        case .boolean: "b"
        case .int64: "x"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .strings: "as"
        case .dictionary: "a{sv}"
        }
    }

    /// The number inside a `d` or `x`, for setters and method arguments.
    public var number: Double? {
        switch self {
        case let .double(d): d
        case let .int64(x): Double(x)
        default: nil
        }
    }

    /// The text inside an `s` or `o`.
    public var text: String? {
        switch self {
        case let .string(s), let .objectPath(s): s
        default: nil
        }
    }
}

/// The answer to a method call or a property write.
public enum BusReply: Equatable, Sendable {
    /// Done (or, as MPRIS asks, quietly not done).
    case success
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
}

/// An sd-bus failure: sd-bus returns errno values, negated, so its failures are system errors.
public typealias BusError = SystemError
