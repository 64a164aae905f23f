import CMPV

/// A libmpv status code turned into a Swift error that carries mpv's own message.
public struct MPVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The negative `mpv_error` code.
    public let code: Int32
    /// mpv's text for the code, e.g. "unrecognized file format".
    public let message: String
    /// The last error mpv logged for the same operation, when it said more than the code.
    public let detail: String?

    /// Wraps a code with mpv's own text for it.
    public init(code: Int32, detail: String? = nil) {
        self.code = code
        self.message = String(cString: pd_mpv_error_string(code))
        self.detail = detail
    }

    /// The kind of failure, for callers that branch on it.
    public var kind: Kind { Kind(rawValue: code) ?? .other }

    public var description: String {
        guard let detail, !detail.isEmpty else { return message }
        return "\(message) (\(detail))"
    }

    /// The mpv error codes PlayDeck reacts to.
    public enum Kind: Int32, Sendable {
        case loadingFailed = -13
        case audioOutputInitFailed = -14
        case videoOutputInitFailed = -15
        case nothingToPlay = -16
        case unknownFormat = -17
        case unsupported = -18
        case propertyUnavailable = -10
        case propertyNotFound = -8
        case invalidParameter = -4
        case optionNotFound = -5
        case optionFormat = -6
        case optionError = -7
        case command = -12
        case other = -20
    }
}

/// Throws an `MPVError` for a negative libmpv status.
@inline(__always)
func check(_ status: Int32) throws(MPVError) {
    if status < 0 { throw MPVError(code: status) }
}
