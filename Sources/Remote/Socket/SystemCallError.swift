import Glibc

/// A system call that failed, with errno's message: "bind /run/user/1000/playdeck/42.sock: Address in use".
public struct SystemCallError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done, e.g. "bind /path".
    public let operation: String
    /// errno at the failure.
    public let code: Int32

    /// Captures the current errno for `operation`.
    public init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    /// "operation: message".
    public var description: String {
        "\(operation): \(String(cString: strerror(code)))"
    }
}
