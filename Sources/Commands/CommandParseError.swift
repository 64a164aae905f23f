/// Why a line of the vocabulary did not parse, as a sentence for a person.
public struct CommandParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence, without a trailing period.
    public let message: String
    /// Wraps a sentence.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
