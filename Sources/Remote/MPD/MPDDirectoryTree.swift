import CICU
import Glibc

/// The songs of the database arranged as MPD's directory tree, each directory's songs and
/// subdirectories in MPD's order (`Directory::Sort`), walked as MPD walks it
/// (`Directory::Walk`: a directory's songs, then each subdirectory and what it holds).
final class MPDDirectoryTree {
    /// The directory's URI ("" for the root).
    let uri: String
    private(set) var songs: [MPDSong] = []
    private var children: [String: MPDDirectoryTree] = [:]

    private init(uri: String) { self.uri = uri }

    /// The tree holding `songs` (those with absolute URIs, outside the music directory, are in
    /// no directory).
    convenience init(songs: [MPDSong]) {
        self.init(uri: "")
        // Songs come in path order, an album's one after another: a song in the folder of the
        // one before goes there without its path being taken apart again.
        var last: (folder: Substring, node: MPDDirectoryTree)?
        for song in songs where !song.uri.hasPrefix("/") {
            let folder = song.uri.utf8.lastIndex(of: UInt8(ascii: "/")).map { song.uri[..<$0] } ?? ""
            if let last, last.folder == folder {
                last.node.songs.append(song)
                continue
            }
            var node = self
            for part in folder.split(separator: "/", omittingEmptySubsequences: false) where !folder.isEmpty {
                let name = String(part)
                if let child = node.children[name] { node = child } else {
                    let child = MPDDirectoryTree(uri: node.uri.isEmpty ? name : node.uri + "/" + name)
                    node.children[name] = child
                    node = child
                }
            }
            node.songs.append(song)
            last = (folder, node)
        }
        sort()
    }

    /// The directory at `uri`; nil when there is none.
    func directory(_ uri: String) -> MPDDirectoryTree? {
        var node = self
        for part in uri.split(separator: "/") {
            guard let child = node.children[String(part)] else { return nil }
            node = child
        }
        return node
    }

    /// The subdirectories, in MPD's order.
    private(set) var subdirectories: [MPDDirectoryTree] = []

    /// Visits this directory's songs, then each subdirectory (and, when `recursive`, what it holds).
    func walk(recursive: Bool, directory visitDirectory: (MPDDirectoryTree) -> Void, song visitSong: (MPDSong) -> Void) {
        songs.forEach(visitSong)
        for child in subdirectories {
            visitDirectory(child)
            if recursive { child.walk(recursive: true, directory: visitDirectory, song: visitSong) }
        }
    }

    /// The directory's time, read now from the folder under `musicDirectory` (MPD keeps the
    /// time it saw at its update).
    func lastModified(in musicDirectory: String) -> Int64? {
        var info = stat()
        let path = musicDirectory == "/" ? "/" + uri : musicDirectory + "/" + uri
        return stat(path, &info) == 0 ? Int64(info.st_mtim.tv_sec) : nil
    }

    private func sort() {
        subdirectories = children.values.sorted { MPDCollation.less($0.uri, $1.uri) }
        songs.sort(by: Self.songOrder)
        subdirectories.forEach { $0.sort() }
    }

    /// MPD's `song_cmp`: album (none first), disc, track (none or 0 first), file name.
    static func songOrder(_ a: MPDSong, _ b: MPDSong) -> Bool {
        let albumA = a.value(of: .album), albumB = b.value(of: .album)
        if albumA != albumB {
            guard let albumA else { return true }
            guard let albumB else { return false }
            if MPDCollation.less(albumA, albumB) { return true }
            if MPDCollation.less(albumB, albumA) { return false }
        }
        for tag in [MPDTag.disc, .track] {
            let x = number(a.value(of: tag)), y = number(b.value(of: tag))
            if x != y { return x < y }
        }
        return MPDCollation.less(name(a.uri), name(b.uri))
    }

    private static func number(_ text: String?) -> Int {
        guard let text else { return 0 }
        return max(0, Int(atol(text)))
    }

    private static func name(_ uri: String) -> String {
        uri.split(separator: "/").last.map(String.init) ?? uri
    }
}

/// MPD's order of names: ICU's root collation (`IcuCollate`).
enum MPDCollation {
    static func less(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in pd_icu_collate(x.baseAddress, x.count, y.baseAddress, y.count) < 0 } }
    }
}

extension MPDDirectoryTree {
    /// `songs` in the order a recursive walk of their tree visits them; those outside the
    /// music directory (absolute URIs) after, in the order given.
    static func inWalkOrder(_ songs: [MPDSong]) -> [MPDSong] {
        var ordered: [MPDSong] = []
        ordered.reserveCapacity(songs.count)
        MPDDirectoryTree(songs: songs).walk(recursive: true, directory: { _ in }, song: { ordered.append($0) })
        return ordered + songs.filter { $0.uri.hasPrefix("/") }
    }
}
