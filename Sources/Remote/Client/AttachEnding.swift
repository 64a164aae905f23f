/// How an attached tile ended, for its last line and exit status.
public final class AttachEnding {
    /// An ending not known yet.
    public init() {}

    /// A signal that ended it.
    public var signal: Int32?
    /// The last line to print, if any.
    public private(set) var line: String?
    private var lostPlayer = false

    /// The player hung up: with a last word (it quit, its queue ended), or without (killed).
    public func playerEnded(farewell: String?, pid: Int32?, quitHere: Bool) {
        let player = pid.map { "the player (pid \($0))" } ?? "the player"
        if let farewell {
            // A quit from this tile needs no comment; one from elsewhere does.
            line = quitHere ? nil : "\(player) ended: \(farewell)"
        } else {
            lostPlayer = true
            line = "\(player) went away"
        }
    }

    /// The exit status, nil for 0.
    public var status: Int32? {
        if let signal { return 128 + signal }
        return lostPlayer ? 1 : nil
    }
}
