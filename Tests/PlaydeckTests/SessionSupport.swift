import Foundation
import Library
import Testing
import TestSupport

/// A headless player on the real binary for the session tests, and how a client sees it.
enum SessionPlayer {
    /// `count` items, symbolic links named `item-NN.mp3` to one long tagless tone (a row's
    /// title is then its file name).
    static func items(_ count: Int, in world: TestWorld) throws -> [String] {
        let tone = try Fixtures.tagged(seconds: 300, tags: [:])
        return try (1...count).map { index in
            let path = world.media + String(format: "/item-%02d.mp3", index)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: tone)
            return path
        }
    }

    /// `playdeck --headless --idle --ao null --no-mpris ARGUMENTS`, once its socket answers.
    static func start(_ arguments: [String], in world: TestWorld) throws -> LiveProcess {
        let player = try world.start(["--headless", "--idle", "--ao", "null", "--no-mpris"] + arguments)
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline, player.isRunning {
            if try world.run(["status", "--json"]).status == 0 { return player }
        }
        throw FixtureError("the player never answered: \(player.stderrLines)")
    }

    /// The queue as `remote queue --json` lists it: each item's path, and the current one's index.
    static func queue(in world: TestWorld) throws -> (paths: [String], current: Int?) {
        let result = try world.run(["remote", "queue", "--json"])
        guard result.status == 0 else { throw FixtureError("remote queue: \(result.stderr)") }
        var paths: [String] = [], current: Int?
        for line in result.stdout.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let path = object["path"] as? String else { throw FixtureError("a queue row: \(line)") }
            if object["current"] as? Bool == true { current = paths.count }
            paths.append(path)
        }
        return (paths, current)
    }

    /// `playdeck status --json` as an object.
    static func status(in world: TestWorld) throws -> [String: Any] {
        let result = try world.run(["status", "--json"])
        guard result.status == 0, let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        else { throw FixtureError("status: \(result.stdout)\(result.stderr)") }
        return object
    }

    /// Asks for the status until `condition` holds of it (each answer takes a process of its
    /// own, which paces the asking), for at most `seconds`, a player whose socket is not up
    /// yet (a tile paints before it starts its player) asked again; returns the last answer.
    @discardableResult
    static func waitForStatus(in world: TestWorld, seconds: Double = 10, until condition: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if let status = try? status(in: world), condition(status) { return status }
        } while Date() < deadline
        return try status(in: world)
    }

    /// `playdeck remote ARGUMENTS`, which must be acknowledged.
    static func remote(_ arguments: [String], in world: TestWorld) throws {
        let result = try world.run(["remote"] + arguments)
        guard result.status == 0 else { throw FixtureError("remote \(arguments): \(result.stderr)") }
    }

    /// The store the world's players keep their session in.
    static func store(in world: TestWorld) throws -> SessionStore {
        SessionStore(directory: try #require(world.environment["XDG_STATE_HOME"]) + "/playdeck/session")
    }
}
