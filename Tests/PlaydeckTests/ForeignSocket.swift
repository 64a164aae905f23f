import Foundation
import TestSupport

/// A Unix socket that is not a PlayDeck of this release: a small python3 server that reads the
/// client's first line, answers every connection with the same bytes, and then holds the
/// connection until the client hangs up, or hangs up itself. It says what each client sent ("request LINE"), so a test sees
/// what the real `playdeck` asked. Ended (and reaped) by `stop()` or when it goes.
final class ForeignSocket {
    /// The socket's path.
    let path: String
    private let server: SpawnedProgram

    private static let script = """
    import socket, sys
    path, answer, hold = sys.argv[1], bytes.fromhex(sys.argv[2]), sys.argv[3] == "hold"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    server.listen(8)
    print("listening", flush=True)
    while True:
        connection, _ = server.accept()
        with connection:
            request = b""
            while not request.endswith(b"\\n"):
                chunk = connection.recv(4096)
                if not chunk:
                    break
                request += chunk
            print("request " + request.decode("utf-8", "replace").strip(), flush=True)
            connection.sendall(answer)
            while hold and connection.recv(4096):
                pass
    """

    /// Listens at `path` (in `world`) and answers `answer`, byte for byte, then hangs up when
    /// `hangingUp`; returns once it listens.
    init(at path: String, answering answer: [UInt8], hangingUp: Bool = false, in world: TestWorld) throws {
        self.path = path
        let hex = answer.map { String(format: "%02x", $0) }.joined()
        server = try SpawnedProgram("/usr/bin/python3", ["-c", Self.script, path, hex, hangingUp ? "close" : "hold"], in: world)
        guard server.waitForLine(where: { $0 == "listening" }) != nil else {
            server.stop()
            throw FixtureError("the foreign socket did not listen at \(path):\n\(server.log)")
        }
    }

    deinit { stop() }

    /// The first line a client sent, once one has (nil if none did within `seconds`).
    func firstRequest(within seconds: Double = 10) -> String? {
        server.waitForLine(timeout: seconds) { $0.hasPrefix("request ") }.map { String($0.dropFirst("request ".count)) }
    }

    /// What the server printed, for failure messages.
    var log: String { server.log }

    /// Ends the server and removes its socket.
    func stop() {
        server.stop()
        unlink(path)
    }
}
