import CLinux
import Glibc

/// MPD's `ParseISO8601` (glibc's strptime underneath, as MPD's): `2024-03`, `2024-03-01`,
/// `20240301`, then `T12`, `T12:30`, `T12:30:15`, then `Z` or `+01:00`/`-0130`.
enum ISO8601Time {
    /// Seconds since 1970; nil when `text` is not such a time.
    static func parse(_ text: String) -> Int64? {
        if case let .success(time) = read(text) { return time }
        return nil
    }

    /// MPD's message for a time it cannot read.
    static func failure(_ text: String) -> String {
        if case let .failure(message) = read(text) { return message }
        return "Failed to parse date"
    }

    private enum Reading { case success(Int64), failure(String) }

    private static func read(_ text: String) -> Reading {
        var parts = tm()
        if let rest = strptime(text, "%Y-%m", &parts), rest.pointee == 0 {
            parts.tm_mday = 1
            return .success(Int64(timegm(&parts)))
        }
        parts = tm()
        return text.withCString { start -> Reading in
            guard var at = strptime(start, "%Y-%m-%d", &parts) ?? strptime(start, "%Y%m%d", &parts) else {
                return .failure("Failed to parse date")
            }
            if at.pointee == ascii("T") {
                guard let after = timeOfDay(at + 1, &parts) else { return .failure("Failed to parse time of day") }
                at = after
            }
            var time = Int64(timegm(&parts))
            if at.pointee == ascii("Z") {
                at += 1
            } else if at.pointee == ascii("+") || at.pointee == ascii("-") {
                let sign: Int64 = at.pointee == ascii("+") ? 1 : -1
                var digits: [Int64] = []
                at += 1
                while digits.count < 4, at.pointee != 0 {
                    if at.pointee == ascii(":"), digits.count == 2 { at += 1; continue }
                    guard at.pointee >= ascii("0"), at.pointee <= ascii("9") else { break }
                    digits.append(Int64(at.pointee - ascii("0")))
                    at += 1
                }
                guard digits.count == 2 || digits.count == 4 else { return .failure("Failed to parse time zone offset") }
                let hours = digits[0] * 10 + digits[1], minutes = digits.count == 4 ? digits[2] * 10 + digits[3] : 0
                time -= sign * (hours * 3600 + minutes * 60)
            }
            return at.pointee == 0 ? .success(time) : .failure("Garbage at end of time stamp")
        }
    }

    private static func ascii(_ character: Unicode.Scalar) -> CChar { CChar(truncatingIfNeeded: character.value) }

    private static func timeOfDay(_ start: UnsafeMutablePointer<CChar>, _ parts: inout tm) -> UnsafeMutablePointer<CChar>? {
        for format in ["%H:%M:%S", "%H%M%S", "%H:%M", "%H%M", "%H"] {
            var attempt = parts
            if let end = strptime(start, format, &attempt) {
                parts = attempt
                return end
            }
        }
        return nil
    }
}
