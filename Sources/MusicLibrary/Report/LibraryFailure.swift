/// A `library` subcommand that could not do what it was asked: one line for a person (exit
/// status 1).
public struct LibraryFailure: Error, Equatable {
    /// The line, without the program's name.
    public let line: String
}

extension LibraryError {
    /// The line a person reads for this failure; `kept` files indexed before it are said kept.
    func line(kept: Int? = nil) -> String {
        let keeping = kept.map { "; the \($0) files indexed before it are kept" } ?? ""
        return switch kind {
        case .busy: "the library is busy: another PlayDeck is writing to it (\(message))\(keeping); try again when it is done"
        case .full: "cannot write the library: \(message) (is the disk full?)\(keeping); "
            + "free some space and run 'playdeck library rescan'"
        case .corrupt: "the library is corrupt (\(message))\(keeping); run the command again to set it aside and rebuild it"
        case .unreadable: "cannot open the library: \(message)"
        case .other: "library: \(message)\(keeping)"
        }
    }
}

extension LibraryFailure {
    /// Runs `body`; a library failure becomes its line.
    static func attempt<Result>(_ body: () throws(LibraryError) -> Result) throws(LibraryFailure) -> Result {
        do {
            return try body()
        } catch {
            throw LibraryFailure(line: error.line())
        }
    }
}
