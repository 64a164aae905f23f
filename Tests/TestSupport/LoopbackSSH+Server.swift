import Foundation
import Glibc

/// Starting sshd on a port of its own.
extension LoopbackSSH {
    /// sshd rejects `Port 0`, so the kernel names a free port (bind to port 0, read it back,
    /// close) and sshd binds it a moment later. Something else may take it in between: then sshd
    /// says "Address already in use" and exits, and a fresh port is tried.
    static func startServer(in directory: String, user: String, world: TestWorld) throws -> (SpawnedProgram, Int) {
        let attempts = 5
        for attempt in 1...attempts {
            let port = try unusedPort()
            let config = directory + "/sshd_config"
            try serverConfig(directory: directory, port: port, user: user).write(toFile: config, atomically: true, encoding: .utf8)
            // -D: stay in the foreground, our child; -e: log to stderr, where readiness shows.
            let sshd = try SpawnedProgram(sshdPath, ["-D", "-e", "-f", config], in: world)
            // Logged right after listen() on the port (sshd.c, listen_on_addrs).
            let listening = "Server listening on 127.0.0.1 port \(port)."
            if sshd.waitForLine(where: { $0 == listening }) != nil { return (sshd, port) }
            sshd.stop()
            if attempt < attempts, sshd.lines.contains(where: { $0.contains("Address already in use") }) { continue }
            throw FixtureError("sshd did not listen on 127.0.0.1:\(port):\n\(sshd.log)")
        }
        throw FixtureError("sshd found no free port in \(attempts) attempts")
    }

    /// A config that owes nothing to /etc/ssh: the host key, authorized keys and pid file are
    /// in `directory`; keys only, for the one user; Unix-socket forwarding on.
    static func serverConfig(directory: String, port: Int, user: String) -> String {
        """
        ListenAddress 127.0.0.1
        Port \(port)
        HostKey "\(directory)/host_ed25519"
        AuthorizedKeysFile "\(directory)/authorized_keys"
        PidFile "\(directory)/sshd.pid"
        AllowUsers \(user)
        # The folder is the test's (and /tmp above it): ownership checks would refuse it as root's.
        StrictModes no
        # PAM's stack is the machine's; without it sshd checks the key and the account alone.
        UsePAM no
        PasswordAuthentication no
        KbdInteractiveAuthentication no
        PermitRootLogin prohibit-password
        AllowStreamLocalForwarding yes
        StreamLocalBindUnlink yes
        # VERBOSE names the key offered and why a login or a forward was refused.
        LogLevel VERBOSE

        """
    }

    /// A TCP port on 127.0.0.1 that nothing uses at this moment.
    static func unusedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw FixtureError("socket: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard named else { throw FixtureError("cannot bind 127.0.0.1:0: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
