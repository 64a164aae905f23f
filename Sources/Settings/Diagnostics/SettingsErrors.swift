/// Every problem found in a settings file, in the order they appear in it.
public struct SettingsErrors: Error, Equatable, Sendable, CustomStringConvertible {
    /// The problems, sorted by position; whole-file problems first. Never empty.
    public let errors: [SettingsError]

    /// Collects errors, ordering them by where they occur (stable for equal positions).
    public init(_ errors: [SettingsError]) {
        self.errors = errors.enumerated().sorted { a, b in
            let left = a.element.position ?? SourcePosition(line: 0, column: 0)
            let right = b.element.position ?? SourcePosition(line: 0, column: 0)
            return left == right ? a.offset < b.offset : left < right
        }.map(\.element)
    }

    /// Wraps a single error.
    public init(_ error: SettingsError) {
        self.errors = [error]
    }

    /// One error per line, each as `path:LINE:COL: message`.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
