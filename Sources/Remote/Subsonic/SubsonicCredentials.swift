import CGLib

/// A Subsonic account's user and password, and the query parameters that prove them the way
/// the API defines (http://www.subsonic.org/pages/api.jsp, "Authentication"). Its description
/// never shows the password: printing it by mistake prints the user alone.
public struct SubsonicCredentials: Sendable, Equatable, CustomStringConvertible {
    /// The user name.
    public let user: String
    /// The password, as typed.
    public let password: String

    /// An account.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// The user alone.
    public var description: String { "user \(user)" }

    /// `u` and either `t` (the MD5 of the password and `salt`) with `s` (API 1.13 and later), or
    /// `p=enc:` and the password's UTF-8 in hex (every version; what servers before 1.13 take).
    func parameters(_ authentication: SubsonicAuthentication, salt: String) -> [(String, String)] {
        switch authentication {
        case .token: [("u", user), ("t", Self.md5(password + salt)), ("s", salt)]
        case .hexPassword: [("u", user), ("p", "enc:" + Self.hex(password))]
        }
    }

    /// `text` with every form of the password that a request carries replaced by "…": the
    /// password, its hex form, and the token made with `salt`.
    func redacting(_ text: String, salt: String) -> String {
        var text = text
        for secret in [password, Self.hex(password), Self.md5(password + salt), Self.hex(password).uppercased()]
        where secret.utf8.count >= 2 {
            text = text.replacing(secret, with: "…")
        }
        return text
    }

    /// A fresh salt: 16 hex digits from the system's random source.
    static func newSalt() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    static func hex(_ text: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count * 2)
        for byte in text.utf8 {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func md5(_ text: String) -> String {
        guard let digest = g_compute_checksum_for_string(PD_CHECKSUM_MD5, text, -1) else { return "" }
        defer { g_free(digest) }
        return String(cString: digest)
    }
}

/// How a request proves the account: the API's two forms.
public enum SubsonicAuthentication: String, Sendable, Equatable, Codable {
    /// `t` = md5(password + salt) and `s` = salt: API 1.13 and later.
    case token
    /// `p=enc:HEX`: servers before 1.13 (supysonic 0.7.2 speaks 1.10.2).
    case hexPassword
}
