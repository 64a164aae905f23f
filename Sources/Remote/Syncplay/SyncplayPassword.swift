import Base64Coding

/// The server password as the protocol carries it: the MD5 of its UTF-8, in hex (the
/// reference client hashes it before sending; the server compares hashes).
enum SyncplayPassword {
    /// Nil when libavutil cannot be loaded: then no password is sent rather than the password.
    static func hash(_ password: String) -> String? {
        guard let digest = try? Digest.md5(Array(password.utf8)) else { return nil }
        return Digest.hex(digest)
    }
}
