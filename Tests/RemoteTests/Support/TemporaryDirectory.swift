import Foundation
import Glibc

/// A private directory under /tmp (short, for socket paths), removed by `remove()`.
final class TemporaryDirectory {
    let path: String

    init(_ prefix: String = "pdr") throws {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        guard let base = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) }) else {
            throw CocoaError(.fileWriteUnknown)
        }
        path = String(cString: base)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The permission bits of a path, without following a final symbolic link.
    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }
}
