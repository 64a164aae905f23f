import CAV

/// SHA-256 and MD5 by libavutil (CAV's digest.c opens libavutil alone, like Base64's): the
/// digests a protocol asks for (Syncplay hashes file names and sizes, and its server password).
public enum Digest {
    /// Why no digest was made.
    public enum Failure: Error, Equatable, Sendable {
        /// libavutil could not be loaded.
        case unavailable
        /// libavutil had no memory for the digest's state.
        case noMemory
    }

    /// The SHA-256 of `bytes`.
    public static func sha256(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        let status = out.withUnsafeMutableBufferPointer { digest in
            bytes.withUnsafeBufferPointer { pd_av_sha256(digest.baseAddress, $0.baseAddress, $0.count) }
        }
        guard status == 0 else { throw status == -1 ? .unavailable : .noMemory }
        return out
    }

    /// The MD5 of `bytes`.
    public static func md5(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 16)
        let status = out.withUnsafeMutableBufferPointer { digest in
            bytes.withUnsafeBufferPointer { pd_av_md5(digest.baseAddress, $0.baseAddress, $0.count) }
        }
        guard status == 0 else { throw .unavailable }
        return out
    }

    /// `bytes` as lower-case hexadecimal, as Python's `hexdigest()` writes them.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
