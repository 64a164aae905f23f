import Foundation
import Testing
import TestSupport

/// One network row of the bad-input matrix: an item that fails against a web server on
/// loopback, and the words that must name it and its reason. NetworkInputTests runs the rows
/// headless, NetworkTileTests in the tile.
struct NetworkInput: Sendable, CustomTestStringConvertible {
    let name: String
    /// The item's URL on the running server.
    let url: @Sendable (LocalHTTPServer) -> String
    /// A part of the reason the line must give: mpv's, or how far the stream got.
    let reason: String

    var testDescription: String { name }

    static let rows: [NetworkInput] = [
        NetworkInput(name: "closed port", url: { _ in "http://127.0.0.1:1/closed.mp3" }, reason: "Connection refused"),
        NetworkInput(name: "404", url: { $0.url("missing.mp3") }, reason: "HTTP error 404"),
        // A tenth of the 20 s file, then silence: mpv gives up after the network timeout.
        NetworkInput(name: "stall mid-stream", url: { $0.url("stall/tone.mp3?percent=10") },
                     reason: "of 0:20: no more data came"),
    ]

    /// The good file after the bad one.
    static let goodTitle = "After The Network"

    /// A config that gives up on a silent connection after 3 s instead of mpv's 60, as a user
    /// would write it.
    static func config() throws -> String {
        let path = try Fixtures.folder(named: "network-config") + "/config.toml"
        try "[mpv]\nnetwork-timeout = 3\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The server every row and test uses, over the stream fixtures.
    static func server() throws -> LocalHTTPServer {
        try LocalHTTPServer(root: try Fixtures.streamFolder())
    }
}
