import Foundation
import Glibc
import Testing
import TestSupport

/// `--mpd-listen ADDR`: the MPD server for one run at those addresses, whatever the config
/// says; a mistyped address is a usage error before anything starts.
@Suite struct MPDListenOptionTests {
    @Test func anAddressThatIsNeitherIsAUsageError() throws {
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["--headless", "--idle", "--mpd-listen", "localhost"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--mpd-listen takes host:port (127.0.0.1:6600) or a socket path starting with /, ~/ "
                                       + "or $XDG_RUNTIME_DIR/, not 'localhost'"), "\(result.stderr)")
    }

    @Test func theOptionServesMPDClientsWithTheServerOffInTheConfig() throws {
        let world = try TestWorld()
        defer { world.remove() }
        let socket = world.runtimeDirectory + "/flag.sock"
        let player = try world.start(["--headless", "--idle", "--ao", "null", "--no-mpris", "--mpd-listen", socket])
        defer { player.stop() }
        var greeting: String?
        _ = player.wait(timeout: 20) {
            greeting = (try? MPDLineClient(socket, timeout: 5))?.greeting
            return greeting != nil || !player.isRunning
        }
        #expect(greeting == "OK MPD 0.23.5", "\(player.stderrLines)")
    }

    @Test func mpdTurnsTheConfiguredServerOnForOneRun() throws {
        let world = try TestWorld()
        defer { world.remove() }
        let socket = world.runtimeDirectory + "/configured.sock"
        let folder = world.path + "/config/playdeck"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "[mpd]\nlisten = [\"\(socket)\"]\n".write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
        let player = try world.start(["--headless", "--idle", "--ao", "null", "--no-mpris", "--mpd"])
        defer { player.stop() }
        var greeting: String?
        _ = player.wait(timeout: 20) {
            greeting = (try? MPDLineClient(socket, timeout: 5))?.greeting
            return greeting != nil || !player.isRunning
        }
        #expect(greeting == "OK MPD 0.23.5", "\(player.stderrLines)")
    }
}
