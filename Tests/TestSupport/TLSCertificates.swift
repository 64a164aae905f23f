import Foundation

/// Throwaway certificates made with `openssl` for one test: a CA of its own and a server
/// certificate it signed for the names given, in a folder laid out as `syncplay-server --tls`
/// reads it (cert.pem, privkey.pem, chain.pem), and the CA's certificate (ca.pem) for a client
/// to trust. Nothing outside the folder trusts them.
public final class TLSCertificates: Sendable {
    /// The folder: give it to `syncplay-server --tls`.
    public let folder: String
    /// The CA certificate, PEM: the client's `ca_file`.
    public var caFile: String { folder + "/ca.pem" }

    /// Makes a CA and a server certificate for `names` (subjectAltName entries: "IP:127.0.0.1",
    /// "DNS:localhost").
    public init(names: [String] = ["IP:127.0.0.1", "DNS:localhost"]) throws {
        folder = try TestWorld.makeFolder(prefix: "tls")
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try Self.openssl(["req", "-x509"] + key + ["-keyout", "ca.key", "-out", "ca.pem", "-days", "2",
                                                   "-subj", "/CN=PlayDeck test CA"], in: folder)
        try Self.openssl(["req"] + key + ["-keyout", "privkey.pem", "-out", "server.csr", "-subj", "/CN=PlayDeck test server"],
                         in: folder)
        try "subjectAltName=\(names.joined(separator: ","))\nbasicConstraints=CA:FALSE\n"
            .write(toFile: folder + "/server.ext", atomically: true, encoding: .utf8)
        try Self.openssl(["x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
                          "-out", "cert.pem", "-days", "2", "-extfile", "server.ext"], in: folder)
        try FileManager.default.copyItem(atPath: folder + "/ca.pem", toPath: folder + "/chain.pem")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    private static func openssl(_ arguments: [String], in folder: String) throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "cd \"$0\" && exec openssl \"$@\"", folder] + arguments)
        guard result.status == 0 else { throw FixtureError("openssl \(arguments.joined(separator: " ")): \(result.stderr)") }
    }
}
