/// A trim being written, as a snapshot carries it: which file, and how much of it is there.
public struct TrimProgress: Sendable, Equatable, Codable {
    /// The new file's name, without its folder.
    public let name: String
    /// How much is written, 0 to 1, in hundredths: finer steps would only publish more often.
    public let fraction: Double

    /// A trim of `name`, `fraction` written.
    public init(name: String, fraction: Double) {
        self.name = name
        self.fraction = (min(1, max(0, fraction)) * 100).rounded(.down) / 100
    }
}
