import Foundation
import Glibc

/// A real OpenSSH server on 127.0.0.1 for one test, with throwaway host and user keys, through
/// which the test forwards Unix sockets as a person would (`ssh -N -L LOCAL:REMOTE host`).
/// Everything lives in one private TestWorld: keys, sshd_config, known_hosts, pid file. Nothing
/// is read from /etc/ssh or from anyone's ~/.ssh, and no agent is asked. `stop()` (or deinit)
/// ends the forwards, then sshd, then removes the folder.
///
/// ssh logs in as the user running the tests, the only account a server without root can
/// serve: as root (CI) that is root, allowed by `PermitRootLogin prohibit-password`; as anyone
/// else sshd needs no privilege and no /run/sshd. Not as `nobody`: without PAM sshd refuses
/// locked accounts, and systemd's NSS module describes nobody as locked.
public final class LoopbackSSH {
    /// The world sshd and the ssh clients run in; `directory` is inside it.
    public let world: TestWorld
    /// A private 0700 folder for the test's sockets, next to the keys.
    public let directory: String
    /// The port sshd listens on, on 127.0.0.1 only.
    public let port: Int
    /// The account ssh logs in as: the one running the tests.
    public let user: String
    private let sshd: SpawnedProgram
    private var forwards: [SpawnedProgram] = []

    static let sshdPath = "/usr/sbin/sshd"
    static let sshPath = "/usr/bin/ssh"
    static let keygenPath = "/usr/bin/ssh-keygen"
    /// The name the host key is known by, whatever the port: known_hosts needs no port.
    static let hostAlias = "loopback-sshd"

    /// Makes the keys and config and starts sshd; returns once it listens.
    public init() throws {
        for program in [Self.sshdPath, Self.sshPath, Self.keygenPath] where !FileManager.default.isExecutableFile(atPath: program) {
            throw FixtureError("\(program) is missing: the SSH tests need openssh-server and openssh-client (make test-deps installs them)")
        }
        world = try TestWorld()
        directory = world.path + "/ssh"
        guard mkdir(directory, 0o700) == 0 else { throw FixtureError("cannot make \(directory)") }
        user = try Self.currentUser()
        try Self.makeKeys(in: directory, world: world)
        try Self.makePrivilegeSeparationDirectory()
        (sshd, port) = try Self.startServer(in: directory, user: user, world: world)
    }

    deinit { stop() }

    /// Runs `ssh -N -L local:remote` against this server and returns once `local` accepts
    /// connections (ssh has listened on it). The forward ends with `stop()`, or earlier with its
    /// own `stop()`. Throws with ssh's and sshd's messages when ssh gives up instead.
    @discardableResult
    public func forward(local: String, remote: String) throws -> SpawnedProgram {
        let ssh = try SpawnedProgram(Self.sshPath, clientArguments + ["-N", "-L", "\(local):\(remote)", "\(user)@127.0.0.1"],
                                     in: world)
        // ssh prints this (debug1, hence -v) right after listen() on the local socket
        // (channels.c, channel_setup_fwd_listener_streamlocal), before anything can connect.
        // Not -f: a backgrounded ssh would be nobody's child, to be found and reaped; in the
        // foreground stop() reaps it and its messages stay readable for failures.
        let listening = "debug1: Local forwarding listening on path \(local)."
        guard ssh.waitForLine(where: { $0 == listening }) != nil else {
            ssh.stop()
            throw FixtureError("ssh -L \(local):\(remote) did not forward:\n\(ssh.log)\n\(serverLog)")
        }
        forwards.append(ssh)
        return ssh
    }

    /// Options every ssh client here gets: this folder's key and known_hosts and nothing else
    /// (-F /dev/null skips /etc/ssh/ssh_config and ~/.ssh/config, which ssh finds through the
    /// passwd entry, not HOME), no agent, no prompt, and an exit rather than a forward half set up.
    var clientArguments: [String] {
        [
            "-v", "-F", "/dev/null", "-p", String(port), "-i", directory + "/user_ed25519",
            "-o", "IdentitiesOnly=yes", "-o", "IdentityAgent=none", "-o", "BatchMode=yes",
            "-o", "HostKeyAlias=\(Self.hostAlias)", "-o", "UserKnownHostsFile=\(directory)/known_hosts",
            "-o", "GlobalKnownHostsFile=/dev/null", "-o", "StrictHostKeyChecking=yes", "-o", "UpdateHostKeys=no",
            "-o", "ExitOnForwardFailure=yes", "-o", "StreamLocalBindUnlink=yes",
        ]
    }

    /// Whether sshd still runs.
    public var isServing: Bool { sshd.isRunning }

    /// Waits (without polling) until sshd logs a line that satisfies `matches`; false on timeout.
    public func waitForServerLine(timeout: TimeInterval = 10, where matches: (String) -> Bool) -> Bool {
        sshd.waitForLine(timeout: timeout, where: matches) != nil
    }

    /// What sshd has logged so far, for failure messages.
    public var serverLog: String { "sshd on 127.0.0.1:\(port) (pid \(sshd.pid)):\n" + sshd.lines.joined(separator: "\n") }

    /// sshd's log and every forward's, for a failing expectation to print.
    public var diagnostics: String {
        ([serverLog] + forwards.map(\.log)).joined(separator: "\n")
    }

    /// Ends the forwards, then sshd, and removes the folder. The clients go first, so that each
    /// connection's sshd process sees its client leave and exits by itself.
    public func stop() {
        for forward in forwards { forward.stop() }
        forwards = []
        sshd.stop()
        world.remove()
    }

    private static func currentUser() throws -> String {
        guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else {
            throw FixtureError("uid \(geteuid()) has no passwd entry: sshd cannot log anyone in")
        }
        return String(cString: name)
    }

    /// The host key, the user key, authorized_keys with the user key and a known_hosts line for
    /// the host key under `hostAlias`, so that the client checks the key strictly from the start.
    private static func makeKeys(in directory: String, world: TestWorld) throws {
        // Not ProcessRunner: its readers queue on Dispatch's global pool, which tests blocked in
        // waits (other LoopbackSSH tests among them) can starve for a second at a time.
        for name in ["host_ed25519", "user_ed25519"] {
            let keygen = try SpawnedProgram(keygenPath, ["-q", "-t", "ed25519", "-N", "", "-C", "loopback-ssh", "-f",
                                                        directory + "/" + name], in: world)
            guard keygen.waitForExit() == 0 else { throw FixtureError("ssh-keygen \(name) failed: \(keygen.log)") }
        }
        let hostKey = try String(contentsOfFile: directory + "/host_ed25519.pub", encoding: .utf8)
        let userKey = try String(contentsOfFile: directory + "/user_ed25519.pub", encoding: .utf8)
        let typeAndKey = hostKey.split(separator: " ").prefix(2).joined(separator: " ")
        try (hostAlias + " " + typeAndKey + "\n").write(toFile: directory + "/known_hosts", atomically: true, encoding: .utf8)
        try userKey.write(toFile: directory + "/authorized_keys", atomically: true, encoding: .utf8)
    }

    /// sshd started by root insists on its privilege-separation folder (Debian: /run/sshd, made
    /// by the service's unit, which nothing starts in a container or CI): made here if missing,
    /// root's and 0755 as sshd requires. Without root sshd neither needs nor checks it.
    private static func makePrivilegeSeparationDirectory() throws {
        guard geteuid() == 0 else { return }
        if mkdir("/run/sshd", 0o755) != 0 && errno != EEXIST {
            throw FixtureError("cannot make /run/sshd for sshd: \(String(cString: strerror(errno)))")
        }
        chmod("/run/sshd", 0o755)
    }
}
