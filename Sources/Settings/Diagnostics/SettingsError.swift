/// One problem in a settings file, said the way a compiler says it: where, then what.
public struct SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file the problem is in, as the user named it.
    public let path: String
    /// Where in the file; nil when the problem is the file as a whole (e.g. it cannot be read).
    public let position: SourcePosition?
    /// A sentence for a person, without a trailing period; safe to print (``DiagnosticText``).
    public let message: String

    /// Creates an error about a place in a file, or about the whole file when `position` is nil.
    public init(path: String, position: SourcePosition?, message: String) {
        self.path = path
        self.position = position
        self.message = DiagnosticText.shown(message)
    }

    /// `path:LINE:COL: message`, or `path: message` for a problem with the whole file.
    public var description: String {
        // A sidecar's path comes from a media file's name, which may hold any byte but '/' and NUL.
        let path = DiagnosticText.visible(self.path)
        guard let position else { return "\(path): \(message)" }
        return "\(path):\(position.line):\(position.column): \(message)"
    }
}
