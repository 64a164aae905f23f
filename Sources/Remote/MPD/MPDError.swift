/// MPD's error codes (`ACK_ERROR_*` in MPD's `Ack.hxx`); clients match on the number.
public enum MPDAckCode: Int, Sendable, Equatable {
    case notList = 1
    case argument = 2
    case password = 3
    case permission = 4
    case unknown = 5
    case noExist = 50
    case playlistMax = 51
    case system = 52
    case playlistLoad = 53
    case updateAlready = 54
    case playerSync = 55
    case exist = 56
}

/// A command's failure as MPD reports it: `ACK [code@index] {command} message`.
public struct MPDError: Error, Equatable, Sendable {
    /// The code clients match on.
    public let code: MPDAckCode
    /// MPD's wording, for a person (clients show it as it is).
    public let message: String

    /// A failure with `code` and MPD's `message`.
    public init(_ code: MPDAckCode, _ message: String) {
        self.code = code
        self.message = message
    }

    /// A bad argument, worded as MPD's argument parser words it: "Integer expected: x".
    public static func argument(_ message: String, _ value: String) -> MPDError {
        MPDError(.argument, "\(message): \(value)")
    }

    /// The line sent for this failure of `command` at `index` in a command list (0 outside one).
    public func line(command: String, index: Int) -> String {
        "ACK [\(code.rawValue)@\(index)] {\(command)} \(message)\n"
    }
}
