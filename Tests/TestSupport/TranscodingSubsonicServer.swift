import Foundation

/// A recorded OpenSubsonic server on loopback (API 1.16.1, as Navidrome answers) that transcodes
/// as a real one does: `stream` runs ffmpeg over a source file at request time and sends its MP3
/// as it comes, at the pace it plays, with no length and no byte ranges, from `timeOffset`
/// seconds when asked. It
/// checks the token, lists one song ("Offset Tone", its length the source's) to `search3`, and
/// announces `transcodeOffset` or not. supysonic neither transcodes here nor has extensions.
public final class TranscodingSubsonicServer: Sendable {
    /// The account it takes.
    public static let user = "joe", password = "se same"
    /// The one song's id.
    public static let songID = "tone-1"
    /// Its port on 127.0.0.1.
    public let port: Int
    private let process: LiveProcess

    /// Serves `source` (an audio file `seconds` long); `offersOffset`: it announces
    /// `transcodeOffset` (and honours `timeOffset`). Throws if it does not come up within 20 s.
    public init(source: String, seconds: Int, offersOffset: Bool) throws {
        let script = try Fixtures.writeScript(Self.script, named: "subsonic-transcoding")
        let server = try LiveProcess("/usr/bin/python3", [script, source, String(seconds), offersOffset ? "1" : "0",
                                                          Self.user, Self.password, Self.songID])
        let started = server.wait(timeout: 20) { server.stdoutLines.contains { $0.hasPrefix("port ") } || !server.isRunning }
        guard started, let line = server.stdoutLines.first(where: { $0.hasPrefix("port ") }), let port = Int(line.dropFirst(5)) else {
            server.stop()
            throw FixtureError("the transcoding Subsonic server did not start: \(server.stderrLines.joined(separator: "\n"))")
        }
        self.port = port
        process = server
    }

    deinit {
        process.signal(SIGKILL)
        _ = process.waitForExit(timeout: 10)
    }

    /// Its root URL.
    public var root: String { "http://127.0.0.1:\(port)" }

    /// The `stream` requests served so far: their query parameters but the credentials
    /// (`id=tone-1&maxBitRate=128&format=mp3&timeOffset=20`), in order.
    public var streams: [String] {
        process.stderrLines.compactMap { $0.hasPrefix("stream ") ? String($0.dropFirst(7)) : nil }
    }
}
