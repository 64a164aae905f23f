import Locations

/// A path or URL as a person may be shown it: one line of safe text, a URL's user and password
/// left out ("https://user:secret@host/a" → "https://host/a").
enum DisplayLocation {
    static func text(_ location: String) -> String {
        guard let scheme = LocationRule.scheme(of: location), location.dropFirst(scheme.count).hasPrefix("://") else {
            return Sanitized.line(location)
        }
        let start = location.index(location.startIndex, offsetBy: scheme.count + 3)
        let rest = location[start...]
        let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return Sanitized.line(location) }
        return Sanitized.line(String(location[..<start]) + String(rest[rest.index(after: at)...]))
    }
}
