/// A coding key made at run time: an object's key read from the document, an array's index in a
/// coding path, or "super".
public struct JSONKey: CodingKey, Sendable {
    /// The key, or the index written out.
    public let stringValue: String
    /// The index, for an array's element.
    public let intValue: Int?

    /// An object's key.
    public init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    /// An array's index.
    public init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }

    static let superKey = JSONKey(stringValue: "super")
}
