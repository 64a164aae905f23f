/// A coding key made at run time: an object's key read from the document, an array's index in a
/// coding path, or "super".
struct JSONKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }

    static let superKey = JSONKey(stringValue: "super")
}
