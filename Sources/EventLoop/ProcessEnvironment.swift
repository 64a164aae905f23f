import Glibc

/// The process's environment, and the local time as logs give it.
public enum ProcessEnvironment {
    /// The process environment as a dictionary.
    public static var current: [String: String] {
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

    /// "2026-11-23 20:31:07 ": the local time, as the background player's log gives it.
    public static func timestamp() -> String {
        localTime(time(nil)) + " "
    }

    /// "2026-11-23 20:31:07": Unix second `seconds` in local time.
    public static func localTime(_ seconds: Int) -> String {
        var when = time_t(seconds), local = tm()
        guard localtime_r(&when, &local) != nil else { return "" }
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M:%S", &local)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
