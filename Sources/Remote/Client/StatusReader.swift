import Glibc

/// `playdeck status` over the control socket: the snapshot once, or every snapshot as it comes
/// and the time moving on while playing, until the player ends.
public enum StatusReader {
    /// The player's snapshot of now, its elapsed time worked out for this moment.
    public static func snapshot(_ client: ControlClient) throws -> StatusJSON {
        try decode(client.request(["get": "now-playing"])).extrapolated(toUnix: unixNow())
    }

    /// Writes `render` of each snapshot as it comes, and again each time the displayed second
    /// changes while playing (only a changed text is written), until the player ends.
    public static func follow(_ client: ControlClient, render: (StatusJSON) -> String, write: (String) -> Void) throws {
        try client.send(["subscribe": "now-playing"])
        var latest: StatusJSON?
        var printed: String?
        while true {
            let timeout = latest?.secondsUntilNextWholeSecond(fromUnix: unixNow()).map { $0 + 0.002 }
            let read = Result { () throws(ControlClientError) in try client.readLine(timeout: timeout) }
            // The player ended: so does following it.
            if case .failure(.closed) = read { return }
            let line = try read.get()
            if let line { latest = try decode(line) }
            guard let latest else { continue }
            let text = render(latest.extrapolated(toUnix: unixNow()))
            if text != printed {
                write(text)
                printed = text
            }
        }
    }

    /// The snapshot in `line`; a refusal (or anything else) throws `StatusRefusal`.
    static func decode(_ line: String) throws -> StatusJSON {
        if let reply = ControlReply.decode(line) { throw StatusRefusal(reason: reply.reason ?? reply.status) }
        guard let status = StatusJSON.decode(line) else { throw StatusRefusal(reason: "unreadable answer: \(line.prefix(200))") }
        return status
    }

    /// Unix time, the clock snapshots are stamped with.
    static func unixNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// The player answered with a refusal instead of a snapshot.
public struct StatusRefusal: Error {
    /// The player's reason, for a line on standard error.
    public let reason: String
}
