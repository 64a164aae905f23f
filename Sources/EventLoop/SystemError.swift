import Glibc

/// A system call that failed, in the system's words: "connect /run/user/1000/playdeck/1.sock: Connection refused".
///
/// The one place errno becomes text: every module carries this instead of calling strerror.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done, e.g. "bind /run/user/1000/playdeck/42.sock".
    public let operation: String
    /// The errno value.
    public let code: Int32

    /// Wraps `code`: by default errno, read before `operation` is built (building a string
    /// may call malloc, which may change errno), so create it right after the failed call.
    public init(_ operation: @autoclosure () -> String, code: Int32 = errno) {
        self.code = code
        self.operation = operation()
    }

    /// The system's sentence for the code alone ("Connection refused"), for messages that
    /// already say what was being done.
    public var message: String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// "operation: message".
    public var description: String {
        "\(operation): \(message)"
    }
}
