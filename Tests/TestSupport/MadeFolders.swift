import Foundation

/// The folders the tests made under the temporary folder (`TestWorld.makeFolder`): removed when
/// the test process exits. Music folders, databases and worlds that no test removes itself
/// piled up in /tmp, a few hundred per run of the suite.
final class MadeFolders: @unchecked Sendable {
    static let shared: MadeFolders = {
        let folders = MadeFolders()
        atexit { MadeFolders.shared.removeAll() }
        return folders
    }()

    private let lock = NSLock()
    private var folders: [String] = []

    func add(_ folder: String) {
        lock.withLock { folders.append(folder) }
    }

    private func removeAll() {
        let made = lock.withLock { () -> [String] in
            defer { folders = [] }
            return folders
        }
        for folder in made { try? FileManager.default.removeItem(atPath: folder) }
    }
}
