import Glibc

/// Sizes and rates as the `library` subcommands print them.
enum ByteCount {
    /// "12.3 MiB".
    static func text(_ bytes: Int64) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes), unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return unit == 0 ? "\(bytes) B" : "\(oneDecimal(value)) \(units[unit])"
    }

    /// A file's size in bytes, 0 when it cannot be read.
    static func ofFile(_ path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : 0
    }

    /// A number with one decimal: "2.5".
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
