import Glibc

/// What the loop watches a descriptor for. Hang-ups and errors are reported whatever it is.
public struct Interest: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8

    /// Creates an interest from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Data (or end of file, or a connection) waits to be read.
    public static let readable = Interest(rawValue: 1)
    /// A write would not block: a full socket or pipe has drained.
    public static let writable = Interest(rawValue: 2)

    /// The `pollfd.events` bits.
    var pollEvents: Int16 {
        var events: Int16 = 0
        if contains(.readable) { events |= Int16(POLLIN) }
        if contains(.writable) { events |= Int16(POLLOUT) }
        return events
    }
}
