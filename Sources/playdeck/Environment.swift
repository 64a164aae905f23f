import Glibc

/// The process environment as a dictionary.
enum Environment {
    static var current: [String: String] {
        var result: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            let pair = String(cString: entry)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            cursor += 1
        }
        return result
    }
}
