/// Times as people write them: seconds (`90`, `90.5`) or clock time (`1:30`, `1:02:03.25`).
public enum ClockTime {
    /// The seconds `text` stands for; nil for anything else (negative, not finite, a minute or
    /// second field of 60 or more after the first field).
    public static func seconds(_ text: String) -> Double? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count) else { return nil }
        var total = 0.0
        for (index, field) in fields.enumerated() {
            let last = index == fields.count - 1
            // Whole numbers before the last field; the last may have a fraction.
            guard !field.isEmpty, field.allSatisfy({ $0.isASCII && ($0.isNumber || (last && $0 == ".")) }),
                  let value = Double(field), value.isFinite else { return nil }
            if index > 0, value >= 60 { return nil }
            total = total * 60 + value
        }
        return total
    }

    /// `1:02:03.25`, `2:03.25` or `3.25`-style text of `seconds`, to the hundredth.
    public static func text(_ seconds: Double) -> String {
        let hundredths = Int((max(0, seconds) * 100).rounded())
        let whole = hundredths / 100, fraction = hundredths % 100
        let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
        let tail = fraction == 0 ? "" : "." + (fraction < 10 ? "0" : "") + String(fraction)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))\(tail)" : "\(minutes):\(two(secs))\(tail)"
    }
}
