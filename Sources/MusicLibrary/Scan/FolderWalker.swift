import Glibc

/// Finds the music files under a folder with their stamps: symbolic links are followed, each
/// folder is entered once (a link back to a folder already walked is a loop, said and skipped),
/// and a folder that cannot be read is said and skipped, its files kept in the index.
struct FolderWalker {
    /// A file found, with its size and time.
    struct Found {
        var path: String
        var stamp: FileStamp
    }

    /// File endings the library treats as music.
    static let musicExtensions: Set<String> = [
        "mp3", "m4a", "m4b", "aac", "flac", "ogg", "oga", "opus", "wav", "wv", "ape", "alac", "aiff", "aif", "wma", "mka",
        "mpc", "spx", "dsf", "dff", "tta", "caf", "w64", "tak",
    ]

    private(set) var files: [Found] = []
    /// Folders walked (the watcher watches them).
    private(set) var folders: [String] = []
    /// Folders that could not be read: their indexed files must not be taken for removed.
    private(set) var unreadable: [String] = []
    /// One line per problem, for a person.
    private(set) var problems: [String] = []
    private var entered: Set<FolderIdentity> = []

    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Walks `folder` (depth-first), adding to what earlier walks found.
    mutating func walk(_ folder: String) {
        var pending = [folder]
        while let current = pending.popLast() {
            var info = stat()
            guard stat(current, &info) == 0 else {
                unreadable.append(current)
                problems.append("\(current): \(String(cString: strerror(errno))) (skipped)")
                continue
            }
            guard entered.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else {
                problems.append("\(current): a symbolic link to a folder already scanned (a loop; skipped)")
                continue
            }
            guard let directory = opendir(current) else {
                unreadable.append(current)
                problems.append("\(current): \(String(cString: strerror(errno))) (skipped)")
                continue
            }
            folders.append(current)
            let descriptor = dirfd(directory)
            let base = current.hasSuffix("/") ? current : current + "/"
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard !name.hasPrefix(".") else { continue }
                let kind = entry.pointee.d_type
                if kind == DT_REG, !Self.isMusic(name) { continue }
                var entryInfo = stat()
                guard fstatat(descriptor, name, &entryInfo, 0) == 0 else {
                    // Gone since readdir (nothing to say), or a link that leads nowhere or round.
                    if errno == ELOOP { problems.append("\(base + name): a symbolic link loop (skipped)") }
                    continue
                }
                switch entryInfo.st_mode & S_IFMT {
                case S_IFDIR: pending.append(base + name)
                case S_IFREG where Self.isMusic(name):
                    let modified = Int64(entryInfo.st_mtim.tv_sec) * 1_000_000_000 + Int64(entryInfo.st_mtim.tv_nsec)
                    files.append(Found(path: base + name, stamp: FileStamp(size: Int64(entryInfo.st_size), modified: modified)))
                default: continue
                }
            }
            closedir(directory)
        }
    }

    /// Whether a file's name ends in a music extension.
    static func isMusic(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return musicExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The size and time of one file, when it is a music file that is there.
    static func stamp(of path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(size: Int64(info.st_size),
                         modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }
}
