import Foundation

/// A logging proxy in front of an MPD server: a client (ncmpcpp, mpdscribble) connects to its
/// socket as to MPD, and every line the client sends is recorded with its connection's number
/// before it goes on. The recorded lines are what the client really asks; replayed to another
/// server they show whether that server answers the same.
public final class MPDLoggingProxy: Sendable {
    /// The socket clients connect to.
    public let socket: String
    private let process: LiveProcess
    private let folder: String

    /// One line a client sent, with the number of its connection (1, 2…).
    public struct Line: Sendable, Equatable {
        public let connection: Int
        public let text: String
    }

    /// Starts a proxy to the MPD at `upstream` (a Unix socket).
    public init(upstream: String) throws {
        folder = try TestWorld.makeFolder(prefix: "mpdproxy")
        socket = folder + "/socket"
        let script = folder + "/proxy.py"
        try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
        let proxy = try LiveProcess("/usr/bin/python3", [script, socket, upstream])
        guard proxy.wait(timeout: 20, for: { proxy.stdoutLines.contains("ready") || !proxy.isRunning }), proxy.isRunning else {
            proxy.stop()
            throw FixtureError("the MPD proxy did not start: \(proxy.stderrLines.joined(separator: "\n"))")
        }
        process = proxy
    }

    deinit {
        process.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The lines clients sent so far, in order.
    public var lines: [Line] {
        process.stdoutLines.compactMap { line in
            guard let data = line.data(using: .utf8),
                  let pair = try? JSONSerialization.jsonObject(with: data) as? [Any], pair.count == 2,
                  let connection = pair[0] as? Int, let text = pair[1] as? String else { return nil }
            return Line(connection: connection, text: text)
        }
    }

    static let script = #"""
        import asyncio, json, signal, sys

        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        listen, upstream = sys.argv[1], sys.argv[2]
        counter = 0

        async def pipe(reader, writer, connection=None):
            try:
                while True:
                    data = await (reader.readline() if connection else reader.read(65536))
                    if not data:
                        break
                    if connection:
                        print(json.dumps([connection, data.decode("utf-8", "replace").rstrip("\n")]), flush=True)
                    writer.write(data)
                    await writer.drain()
            except (ConnectionError, asyncio.IncompleteReadError):
                pass
            writer.close()

        async def serve(client_reader, client_writer):
            global counter
            counter += 1
            server_reader, server_writer = await asyncio.open_unix_connection(upstream, limit=1 << 22)
            await asyncio.gather(pipe(client_reader, server_writer, counter), pipe(server_reader, client_writer))

        async def main():
            server = await asyncio.start_unix_server(serve, listen, limit=1 << 22)
            print("ready", flush=True)
            loop = asyncio.get_running_loop()
            await loop.run_in_executor(None, sys.stdin.read)
            server.close()

        asyncio.run(main())
        """#
}
