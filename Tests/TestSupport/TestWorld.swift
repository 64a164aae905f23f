import Foundation
import Glibc

/// A private world for the programs one test starts: its own runtime folder, config, state,
/// cache and data folders and HOME, all under one fresh 0700 folder, and no session bus unless
/// the test brings one. Nothing run in it can see or touch the developer's own config, resume
/// positions, sockets or bus. Removed when the world goes.
///
/// A world `asAnotherUser` belongs to nobody (uid 65534) when the tests run as root, and its
/// `playdeck` is a copy of the binary in a 0755 folder, so that a clone inside a private home
/// folder does not stand in the way; as any other user it is the user's own, since a chmod 000
/// file is unreadable to them anyway.
public final class TestWorld: Sendable {
    /// The folder everything lives in; short, so that socket paths stay under 108 bytes.
    public let path: String
    /// `XDG_RUNTIME_DIR`: where PlayDeck's sockets go.
    public let runtimeDirectory: String
    /// The variables that place a program in this world (merged over ProcessRunner's clean base).
    public let environment: [String: String]
    /// The command that runs a program as this world's user: empty for the current user.
    public let wrapper: [String]
    /// The `playdeck` binary that user can run.
    public let playdeck: String
    /// A folder inside the world for media a test wants its user to be able to read.
    public let media: String

    /// `bus`: a D-Bus address to give the programs (a private dbus-daemon's); nil for none.
    public init(asAnotherUser: Bool = false, bus: String? = nil) throws {
        path = try Self.makeFolder(prefix: "pdw")
        runtimeDirectory = path + "/run"
        media = path + "/media"
        var environment = [
            "XDG_RUNTIME_DIR": runtimeDirectory, "XDG_CONFIG_HOME": path + "/config", "XDG_STATE_HOME": path + "/state",
            "XDG_CACHE_HOME": path + "/cache", "XDG_DATA_HOME": path + "/data", "HOME": path + "/home",
        ]
        if let bus { environment["DBUS_SESSION_BUS_ADDRESS"] = bus }
        self.environment = environment
        for folder in ["run", "config", "state", "cache", "data", "home", "media"] {
            guard mkdir(path + "/" + folder, 0o700) == 0 else { throw FixtureError("cannot make \(path)/\(folder)") }
        }
        if asAnotherUser && geteuid() == 0 {
            guard let nobody = Self.runAsNobody else {
                throw FixtureError("running as root, but neither setpriv nor runuser is here to run PlayDeck as nobody")
            }
            chmod(path, 0o755)
            chmod(media, 0o755)
            let binary = path + "/bin"
            guard mkdir(binary, 0o755) == 0 else { throw FixtureError("cannot make \(binary)") }
            playdeck = binary + "/playdeck"
            try FileManager.default.copyItem(atPath: ProcessRunner.playdeck, toPath: playdeck)
            chmod(playdeck, 0o755)
            try Self.giveToNobody(path)
            wrapper = nobody
        } else {
            playdeck = ProcessRunner.playdeck
            wrapper = []
        }
    }

    deinit { remove() }

    /// Removes the world and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Runs `playdeck ARGUMENTS` in this world, as its user.
    public func run(_ arguments: [String], environment extra: [String: String] = [:],
                    timeout: TimeInterval = 20, input: String? = nil) throws -> ProcessRunner.Result {
        let command = command(arguments)
        return try ProcessRunner.run(command[0], Array(command.dropFirst()), environment: environment.merging(extra) { $1 },
                                     timeout: timeout, input: input)
    }

    /// Starts `playdeck ARGUMENTS` in this world, as its user, and reads its lines as they come.
    public func start(_ arguments: [String], environment extra: [String: String] = [:]) throws -> LiveProcess {
        let command = command(arguments)
        return try LiveProcess(command[0], Array(command.dropFirst()), environment: environment.merging(extra) { $1 })
    }

    /// The full command line for `playdeck ARGUMENTS` as this world's user.
    public func command(_ arguments: [String]) -> [String] {
        wrapper + [playdeck] + arguments
    }

    /// Copies a file (keeping its permission bits) into `media`, where this world's user can
    /// reach it, and returns the copy's path.
    public func reachable(_ file: String) throws -> String {
        let copy = media + "/" + (file as NSString).lastPathComponent
        var info = stat()
        guard stat(file, &info) == 0 else { throw FixtureError("cannot stat \(file)") }
        try FileManager.default.copyItem(atPath: file, toPath: copy)
        if !wrapper.isEmpty { try Self.giveToNobody(copy) }
        chmod(copy, info.st_mode & 0o7777)
        return copy
    }

    /// Makes a fresh 0700 folder under the temporary folder, named PREFIX-XXXXXX, removed when
    /// the test process exits (`MadeFolders`) if nothing removed it before.
    public static func makeFolder(prefix: String) throws -> String {
        var template = Array((NSTemporaryDirectory() + "\(prefix)-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) }) else {
            throw FixtureError("mkdtemp failed: \(String(cString: strerror(errno)))")
        }
        let folder = String(cString: made)
        MadeFolders.shared.add(folder)
        return folder
    }

    /// How to run a program as nobody; nil when this machine has neither setpriv nor runuser.
    public static let runAsNobody: [String]? = {
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") {
            return ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") { return ["/usr/sbin/runuser", "-u", "nobody", "--"] }
        return nil
    }()

    private static func giveToNobody(_ top: String) throws {
        var paths = [top]
        if let inside = FileManager.default.enumerator(atPath: top) {
            while let name = inside.nextObject() as? String { paths.append(top + "/" + name) }
        }
        for path in paths where lchown(path, 65534, 65534) != 0 {
            throw FixtureError("cannot give \(path) to nobody: \(String(cString: strerror(errno)))")
        }
    }
}
