/// Numbers as MPD's answers write them.
enum MPDNumber {
    /// Three decimals (`{:1.3f}`): `elapsed: 12.345`, `duration: 23.000`.
    static func milliseconds(_ seconds: Double) -> String {
        let total = Int((max(0, seconds) * 1000).rounded())
        let fraction = total % 1000
        let digits = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(total / 1000).\(digits)"
    }
}
