import Foundation
import Remote
import Testing
import TestSupport

/// The SSH harness against a real sshd: a Unix socket forwarded through it carries bytes both
/// ways, a forward to a socket nobody listens on fails where a client sees it, a forward ssh
/// cannot set up fails with ssh's reason, and stopping leaves nothing behind.
@Suite struct LoopbackSSHTests {
    /// A Unix-socket echo server at `path` (socat, one `cat` per connection), listening when
    /// returned: socat's notice comes right after its listen().
    static func echoServer(at path: String, in world: TestWorld) throws -> SpawnedProgram {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/socat") else {
            throw FixtureError("/usr/bin/socat is missing: the SSH tests need socat (make test-deps installs it)")
        }
        let socat = try SpawnedProgram("/usr/bin/socat", ["-d", "-d", "UNIX-LISTEN:\(path),fork", "EXEC:cat"], in: world)
        guard socat.waitForLine(where: { $0.hasSuffix("listening on AF=1 \"\(path)\"") }) != nil else {
            socat.stop()
            throw FixtureError("socat did not listen on \(path):\n\(socat.log)")
        }
        return socat
    }

    /// Sends `line` on a fresh connection to `path` and returns the line that comes back.
    static func echo(_ line: String, through path: String) throws -> String? {
        let client = try ControlClient(path: path)
        try client.sendRaw(line + "\n")
        return try client.readLine(timeout: 10)
    }

    @Test func bytesGoThroughAForwardedSocketAndBack() throws {
        let ssh = try LoopbackSSH()
        defer { ssh.stop() }
        let remote = try TestWorld()
        defer { remote.remove() }
        let echo = try Self.echoServer(at: remote.runtimeDirectory + "/echo.sock", in: remote)
        defer { echo.stop() }
        let local = ssh.directory + "/local.sock"
        try ssh.forward(local: local, remote: remote.runtimeDirectory + "/echo.sock")

        #expect(try Self.echo("hello over ssh ✓", through: local) == "hello over ssh ✓", "\(ssh.diagnostics)")
        // Several SSH packets' worth (32 KiB each), on a second connection through the same forward.
        let long = String(repeating: "0123456789abcdef", count: 16_384)
        #expect(try Self.echo(long, through: local) == long, "\(ssh.diagnostics)")
    }

    @Test func theClientRunsInTheWorldWithNoAgent() throws {
        let ssh = try LoopbackSSH()
        defer { ssh.stop() }
        let forward = try ssh.forward(local: ssh.directory + "/local.sock", remote: ssh.directory + "/remote.sock")
        let environment = String(decoding: FileManager.default.contents(atPath: "/proc/\(forward.pid)/environ") ?? Data(),
                                 as: UTF8.self).split(separator: "\0").map(String.init)
        #expect(environment.contains("HOME=\(ssh.world.path)/home"), "\(environment)")
        #expect(!environment.contains { $0.hasPrefix("SSH_AUTH_SOCK=") }, "\(environment)")
    }

    /// What `playdeck attach` over SSH sees when the player's socket is gone: its connection is
    /// accepted by ssh, then closed without a byte; ssh and sshd both say why. The forward stays,
    /// and serves once something listens there.
    @Test func aForwardToNoSocketClosesTheConnectionAndSaysWhy() throws {
        let ssh = try LoopbackSSH()
        defer { ssh.stop() }
        let missing = ssh.directory + "/nobody-listens.sock"
        let local = ssh.directory + "/local.sock"
        let forward = try ssh.forward(local: local, remote: missing)

        let client = try ControlClient(path: local)
        #expect(throws: ControlClientError.closed, "\(ssh.diagnostics)") { try client.readLine(timeout: 10) }
        #expect(forward.waitForLine { $0.contains("open failed: connect failed") } != nil, "\(ssh.diagnostics)")
        let refused = ssh.waitForServerLine { $0.contains("connect to \(missing) port -2 failed: No such file or directory") }
        #expect(refused, "\(ssh.diagnostics)")
        #expect(forward.isRunning, "\(ssh.diagnostics)")

        let echo = try Self.echoServer(at: missing, in: ssh.world)
        defer { echo.stop() }
        #expect(try Self.echo("now it listens", through: local) == "now it listens", "\(ssh.diagnostics)")
    }

    @Test func aLocalSocketSSHCannotMakeFailsTheForwardWithSSHsReason() throws {
        let ssh = try LoopbackSSH()
        defer { ssh.stop() }
        let local = ssh.directory + "/no-such-folder/local.sock"
        let error = #expect(throws: FixtureError.self) {
            try ssh.forward(local: local, remote: ssh.directory + "/remote.sock")
        }
        let message = error?.description ?? ""
        #expect(message.contains("cannot bind to path \(local): No such file or directory"), "\(message)")
        #expect(message.contains("sshd on 127.0.0.1:\(ssh.port) (pid"), "\(message)")
    }

    @Test func stopEndsTheClientsAndTheServerAndRemovesTheFolder() throws {
        let ssh = try LoopbackSSH()
        let forward = try ssh.forward(local: ssh.directory + "/local.sock", remote: ssh.directory + "/remote.sock")
        #expect(ssh.isServing && forward.isRunning)
        ssh.stop()
        #expect(!forward.isRunning)
        #expect(!ssh.isServing)
        #expect(!FileManager.default.fileExists(atPath: ssh.world.path))
    }
}
