import Glibc

/// What a watched descriptor became ready for in one round of the loop.
public struct Readiness: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8

    /// Creates a readiness from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A read would not block (it may return end of file).
    public static let readable = Readiness(rawValue: 1)
    /// A write would not block.
    public static let writable = Readiness(rawValue: 2)
    /// The peer hung up (POLLHUP): nothing more will arrive once what waits is read.
    public static let hangUp = Readiness(rawValue: 4)
    /// The descriptor failed (POLLERR), or is not open (POLLNVAL).
    public static let error = Readiness(rawValue: 8)

    /// Whether the descriptor hung up or failed.
    public var isHangUpOrError: Bool { !isDisjoint(with: [.hangUp, .error]) }

    /// What poll(2) reported, limited to what `interest` asked for (hang-ups and errors always).
    init(revents: Int16, interest: Interest) {
        var readiness: Readiness = []
        if revents & Int16(POLLIN | POLLPRI) != 0, interest.contains(.readable) { readiness.insert(.readable) }
        if revents & Int16(POLLOUT) != 0, interest.contains(.writable) { readiness.insert(.writable) }
        if revents & Int16(POLLHUP) != 0 { readiness.insert(.hangUp) }
        if revents & Int16(POLLERR | POLLNVAL) != 0 { readiness.insert(.error) }
        self = readiness
    }
}
