import Glibc

/// Writes whole buffers to a descriptor, as the system takes them.
public enum DescriptorWriter {
    /// Writes all of `bytes` to `descriptor` (a blocking one), going on after a signal
    /// interrupts it; throws the failure (EPIPE: the reader has gone).
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                raw.baseAddress.map { Glibc.write(descriptor, $0 + offset, raw.count - offset) } ?? 0
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw SystemError("write", code: written < 0 ? errno : EIO) }
            offset += written
        }
    }
}
