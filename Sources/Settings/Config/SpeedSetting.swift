/// One entry of the speed menu: a playback rate and, optionally, the name to show for it.
public struct SpeedSetting: Equatable, Sendable {
    /// The playback rate; 1 is normal speed.
    public var rate: Double
    /// A name for people ("Two and a half times speed"); nil shows the number.
    public var name: String?

    /// Creates a speed.
    public init(rate: Double, name: String? = nil) {
        self.rate = rate
        self.name = name
    }

    /// The rates mpv accepts.
    public static let validRates: ClosedRange<Double> = 0.01...100

    /// A rate from an integer or float node, refused outside ``validRates``.
    static func rate(_ node: TOMLNode) throws(ValueProblem) -> Double {
        let rate = try Convert.number(node)
        guard validRates.contains(rate) else { throw .mismatch(found: node.literal, at: nil) }
        return rate
    }

    /// A speed from `1.5` or `{ rate = 2.5, name = "…" }`.
    static func speed(_ node: TOMLNode) throws(ValueProblem) -> SpeedSetting {
        if node.number != nil { return SpeedSetting(rate: try rate(node)) }
        guard let entries = node.entries else { throw .mismatch(found: node.typeName, at: nil) }
        let keys = ["rate", "name"]
        if let unknown = entries.first(where: { !keys.contains($0.key) }) {
            throw .message(
                "unknown key '\(unknown.key)' in a speed of [speed]\(didYouMean(unknown.key, in: keys))",
                at: unknown.node.keyPosition
            )
        }
        guard let rateNode = entries.first(where: { $0.key == "rate" })?.node else {
            throw .message("a speed in [speed] written as a table needs 'rate'", at: node.valuePosition)
        }
        var name: String?
        if let nameNode = entries.first(where: { $0.key == "name" })?.node {
            do throws(ValueProblem) {
                name = try Convert.nonEmptyString(nameNode)
            } catch {
                throw .message("'name' of a speed in [speed] must be a non-empty string", at: nameNode.valuePosition)
            }
        }
        do throws(ValueProblem) {
            return SpeedSetting(rate: try rate(rateNode), name: name)
        } catch {
            throw error.placed(at: rateNode.valuePosition)
        }
    }
}
