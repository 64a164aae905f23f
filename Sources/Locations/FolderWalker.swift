import Glibc

/// Finds the media files under a folder, for the queue (a folder played) and the music library
/// (a folder added): symbolic links are followed, each folder is entered once (a link back to
/// a folder already walked is a loop, said and skipped), and a folder that cannot be read is
/// said and skipped. Files come folder by folder, each folder's files in natural order before
/// its subfolders, also in natural order.
public struct FolderWalker {
    /// Which files are wanted.
    public enum Selection: Sendable {
        /// Music only (`MediaExtensions.audio`): the library's.
        case audio
        /// Every media file (`MediaExtensions.isMedia`): the queue's.
        case media
    }

    /// A file found, with its size and time.
    public struct Found: Equatable, Sendable {
        /// Its path: the folder walked, then the names below it.
        public var path: String
        /// Bytes.
        public var size: Int64
        /// st_mtim in nanoseconds since the epoch.
        public var modified: Int64
    }

    /// The files found, in order.
    public private(set) var files: [Found] = []
    /// Folders walked (the library's watcher watches them).
    public private(set) var folders: [String] = []
    /// Folders that could not be read: the library must not take their indexed files for removed.
    public private(set) var unreadable: [String] = []
    /// One line per problem, for a person.
    public private(set) var problems: [String] = []
    private let selection: Selection
    private var entered: Set<FolderIdentity> = []

    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// A walker keeping the files `selection` wants.
    public init(_ selection: Selection) {
        self.selection = selection
    }

    /// Whether a file's name is one this walker keeps.
    public func wants(_ name: String) -> Bool {
        switch selection {
        case .audio: MediaExtensions.isAudio(name)
        case .media: MediaExtensions.isMedia(name)
        }
    }

    /// Walks `folder` (depth-first), adding to what earlier walks found.
    public mutating func walk(_ folder: String) {
        var pending = [folder]
        while let current = pending.popLast() {
            pending += enter(current).reversed()
        }
    }

    /// Lists one folder: keeps its files, returns its subfolders in natural order.
    private mutating func enter(_ folder: String) -> [String] {
        var info = stat()
        guard stat(folder, &info) == 0 else {
            unreadable.append(folder)
            problems.append("\(folder): \(String(cString: strerror(errno))) (skipped)")
            return []
        }
        guard entered.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else {
            problems.append("\(folder): a symbolic link to a folder already scanned (a loop; skipped)")
            return []
        }
        guard let directory = opendir(folder) else {
            unreadable.append(folder)
            problems.append("\(folder): \(String(cString: strerror(errno))) (skipped)")
            return []
        }
        defer { closedir(directory) }
        folders.append(folder)
        let descriptor = dirfd(directory)
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        var found: [Found] = [], subfolders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            if entry.pointee.d_type == DT_REG, !wants(name) { continue }
            var entryInfo = stat()
            guard fstatat(descriptor, name, &entryInfo, 0) == 0 else {
                // Gone since readdir (nothing to say), or a link that leads nowhere or round.
                if errno == ELOOP { problems.append("\(base + name): a symbolic link loop (skipped)") }
                continue
            }
            switch entryInfo.st_mode & S_IFMT {
            case S_IFDIR: subfolders.append(base + name)
            case S_IFREG where wants(name):
                let modified = Int64(entryInfo.st_mtim.tv_sec) * 1_000_000_000 + Int64(entryInfo.st_mtim.tv_nsec)
                found.append(Found(path: base + name, size: Int64(entryInfo.st_size), modified: modified))
            default: continue
            }
        }
        files += NaturalOrder.sorted(found) { $0.path }
        return NaturalOrder.sorted(subfolders) { $0 }
    }
}
