/// The reference's `PingService`: the round trip of our last stamp, its moving average, and
/// from them how old the server's last message was when it arrived (the forward delay), which
/// a playing position is moved on by.
struct SyncplayPing: Equatable, Sendable {
    /// The weight of the average against a new round trip (`PING_MOVING_AVERAGE_WEIGHT`).
    static let averageWeight = 0.85

    /// The last round trip, seconds.
    private(set) var rtt: Double = 0
    private(set) var averageRTT: Double = 0
    /// The last forward delay, seconds.
    private(set) var forwardDelay: Double = 0

    /// Takes our stamp back (`timestamp`, as the server echoed it) with the sender's own round trip.
    mutating func receive(timestamp: Double?, senderRTT: Double, now: Double) {
        guard let timestamp, timestamp != 0 else { return }
        rtt = now - timestamp
        guard rtt >= 0, senderRTT >= 0 else { return }
        if averageRTT == 0 { averageRTT = rtt }
        averageRTT = averageRTT * Self.averageWeight + rtt * (1 - Self.averageWeight)
        forwardDelay = senderRTT < rtt ? averageRTT / 2 + (rtt - senderRTT) : averageRTT / 2
    }
}
