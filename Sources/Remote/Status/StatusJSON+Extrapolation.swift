import JSONCoding

extension StatusJSON {
    /// The snapshot moved on to Unix time `now`: elapsed + rate × (now − timestamp), clamped
    /// to the duration; the corner's too. What another process does with a snapshot instead of
    /// asking again.
    public func extrapolated(toUnix now: Double) -> StatusJSON {
        var result = self
        guard now > timestamp, elapsed != nil || pictureInPicture != nil else { return result }
        result.pictureInPicture = pictureInPicture?.moved(by: now - timestamp)
        result.timestamp = now
        if let elapsed {
            let moved = elapsed + rate * (now - timestamp)
            result.elapsed = duration.map { min(moved, $0) } ?? moved
        }
        return result
    }

    /// Seconds until the displayed whole second of elapsed changes, from Unix time `now`;
    /// nil while it stands still (paused, stopped, in an ad, or at the end).
    public func secondsUntilNextWholeSecond(fromUnix now: Double) -> Double? {
        let current = extrapolated(toUnix: now)
        guard rate > 0, let elapsed = current.elapsed else { return nil }
        if let duration, elapsed >= duration { return nil }
        let next = (elapsed + 1e-6).rounded(.down) + 1
        return (next - elapsed) / rate
    }
}

extension StatusJSON {
    /// Reads a snapshot line; nil when it is not one.
    public static func decode(_ line: String) -> StatusJSON? {
        try? JSONDecoder().decode(StatusJSON.self, from: line)
    }
}
