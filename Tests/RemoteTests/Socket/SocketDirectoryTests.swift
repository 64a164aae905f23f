import Glibc
import Testing
@testable import Remote

@Suite struct SocketDirectoryTests {
    @Test func theRuntimeDirectoryIsPreferredAndTmpIsTheFallback() {
        #expect(SocketDirectory.standard(runtimeDirectory: "/run/user/1000").path == "/run/user/1000/playdeck")
        #expect(SocketDirectory.standard(runtimeDirectory: "/run/user/1000/").path == "/run/user/1000/playdeck")
        #expect(SocketDirectory.standard(runtimeDirectory: nil).path == "/tmp/playdeck-\(geteuid())")
        #expect(SocketDirectory.standard(runtimeDirectory: "relative").path == "/tmp/playdeck-\(geteuid())")
    }

    /// Another user who made /tmp/playdeck-<uid> first left the player without a control socket.
    @Test(.enabled(if: geteuid() == 0, "needs root to give a directory away"))
    func aSharedNameTakenByAnotherUserTurnsPlayerAndClientsToTheCache() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let taken = root.path + "/playdeck-\(geteuid())"
        #expect(mkdir(taken, 0o700) == 0)
        #expect(chown(taken, 65534, 65534) == 0)
        let player = SocketDirectory.standard(runtimeDirectory: nil, temporaryDirectory: root.path, cacheDirectory: root.path + "/cache")
        #expect(player.path == root.path + "/cache/playdeck/sockets")
        try player.prepare()
        #expect(TemporaryDirectory.mode(player.path) == 0o700)
        let client = SocketDirectory.standard(runtimeDirectory: nil, temporaryDirectory: root.path, cacheDirectory: root.path + "/cache")
        #expect(client == player)
        try client.verify()
    }

    @Test func aLinkPlantedAtTheSharedNameTurnsToTheCache() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        #expect(mkdir(root.path + "/elsewhere", 0o700) == 0)
        #expect(symlink(root.path + "/elsewhere", root.path + "/playdeck-\(geteuid())") == 0)
        let directory = SocketDirectory.standard(runtimeDirectory: nil, temporaryDirectory: root.path, cacheDirectory: root.path + "/cache")
        #expect(directory.path == root.path + "/cache/playdeck/sockets")
        try directory.prepare()
    }

    @Test func aFreeOrOwnSharedNameIsKept() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let shared = SocketDirectory(path: root.path + "/playdeck-\(geteuid())")
        let standard = { SocketDirectory.standard(runtimeDirectory: nil, temporaryDirectory: root.path, cacheDirectory: root.path + "/cache") }
        #expect(standard() == shared)
        try shared.prepare()
        #expect(standard() == shared)
    }

    @Test func prepareCreatesADirectoryOnlyItsOwnerMayEnter() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let directory = SocketDirectory(path: root.path + "/playdeck")
        try directory.prepare()
        #expect(TemporaryDirectory.mode(directory.path) == 0o700)
        try directory.verify()
    }

    @Test func anOwnDirectoryOpenToOthersIsTightenedButNotTrustedAsItIs() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let directory = SocketDirectory(path: root.path + "/playdeck")
        #expect(mkdir(directory.path, 0o755) == 0)
        #expect(chmod(directory.path, 0o755) == 0)
        #expect(throws: SocketDirectoryError.unsafe(directory.path, "other users may enter it (mode 755)")) {
            try directory.verify()
        }
        try directory.prepare()
        #expect(TemporaryDirectory.mode(directory.path) == 0o700)
    }

    @Test func aPlantedSymbolicLinkIsNeverFollowed() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let target = root.path + "/elsewhere"
        #expect(mkdir(target, 0o777) == 0)
        #expect(chmod(target, 0o777) == 0)
        let directory = SocketDirectory(path: root.path + "/playdeck")
        #expect(symlink(target, directory.path) == 0)
        #expect(throws: SocketDirectoryError.unsafe(directory.path, "it is a symbolic link")) { try directory.prepare() }
        #expect(TemporaryDirectory.mode(target) == 0o777, "the link's target is left alone")
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give a directory away"))
    func aDirectoryOwnedBySomeoneElseIsRefused() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let directory = SocketDirectory(path: root.path + "/playdeck")
        #expect(mkdir(directory.path, 0o700) == 0)
        #expect(chown(directory.path, 65534, 65534) == 0)
        #expect(throws: SocketDirectoryError.unsafe(directory.path, "it belongs to user 65534")) { try directory.prepare() }
    }

    @Test func instancesAreListedNewestFirstAndDeadOnesAreRemoved() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let directory = SocketDirectory(path: root.path + "/playdeck")
        try directory.prepare()
        let older = try bound(directory.socketPath(pid: getppid()), modified: 1000)
        let newer = try bound(directory.socketPath(pid: getpid()), modified: 2000)
        // A player that crashed: its pid is gone and nothing listens on its socket any more.
        close(try bound(directory.socketPath(pid: 4_194_000), modified: 3000))
        defer { for fd in [older, newer] { close(fd) } }
        #expect(directory.instances() == [directory.socketPath(pid: getpid()), directory.socketPath(pid: getppid())])
        #expect(access(directory.socketPath(pid: 4_194_000), F_OK) != 0, "the stale socket is removed, not only left out")
    }

    @Test func aStaleSocketIsRemovedWhenAPlayerStarts() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let directory = SocketDirectory(path: root.path + "/playdeck")
        try directory.prepare()
        close(try bound(directory.socketPath(pid: 4_194_000), modified: 3000))
        try directory.prepare()
        #expect(access(directory.socketPath(pid: 4_194_000), F_OK) != 0)
    }

    @Test func aSocketThatAnswersIsOfferedWhateverItsPid() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let directory = SocketDirectory(path: root.path + "/playdeck")
        try directory.prepare()
        // A pid this process cannot see (a player in another pid namespace sharing the folder).
        let listening = try bound(directory.socketPath(pid: 4_194_001), modified: 3000)
        defer { close(listening) }
        #expect(directory.instances() == [directory.socketPath(pid: 4_194_001)])
    }

    private func bound(_ path: String, modified: Int) throws -> Int32 {
        let fd = try UnixSocket.make()
        try UnixSocket.listen(fd, at: path)
        var times = [timespec(tv_sec: modified, tv_nsec: 0), timespec(tv_sec: modified, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        return fd
    }
}
