import Foundation
import Testing
import TestSupport

/// ncmpcpp, a full-screen MPD client, driven by the same keys in tmux against Debian's MPD and
/// against PlayDeck: browse the music folder, add an album, open the playlist, play, pause,
/// delete a song, walk the media library. After each step both screens must read the same, once
/// the playing time (each server's own clock) is masked.
@Suite(.enabled(if: RealMPD.isInstalled && FileManager.default.isExecutableFile(atPath: "/usr/bin/ncmpcpp")))
struct NcmpcppTests {
    /// The keys of each step, and a text the reference screen shows once the step is done.
    static let steps: [(keys: [String], shows: String)] = [
        (["2"], "Browse: /"),
        (["Enter"], "Browse: Ana Lúa"),
        (["Down", "Enter"], "Browse: Ana Lúa/Primeiro"),
        (["Down", "Space", "Space", "Space"], "Added to playlist"),
        (["1"], "Playlist (3 items"),
        (["Up", "Up", "Enter"], "Playing"),
        (["p"], "Paused"),
        (["Down", "Delete"], "Playlist (2 items"),
        (["4"], "Artists"),
        (["Down"], "Primeiro"),
        (["Down"], "Night Shift"),
    ]

    @Test func theSameKeysShowTheSameScreens() throws {
        let music = try Fixtures.mpdLibrary()
        let mpd = try RealMPD(music: music)
        let playdeck = try PlayDeckMPD(library: music)
        let reference = try Terminal(host: mpd.socket), ours = try Terminal(host: playdeck.socket)
        for step in Self.steps {
            try reference.send(step.keys)
            try ours.send(step.keys)
            // Both screens at the same moment, until they agree: each ncmpcpp draws what it is
            // answered as it comes (a list filled a moment later, a message shown for 5 s), and
            // a screen of MPD's caught half drawn on a loaded machine is no screen to match.
            let deadline = Date().addingTimeInterval(20)
            var (expected, shown) = (reference.screen(), ours.screen())
            while !(expected.contains(step.shows) && shown == expected), Date() < deadline {
                usleep(50_000)
                (expected, shown) = (reference.screen(), ours.screen())
            }
            #expect(expected.contains(step.shows), "MPD's ncmpcpp never showed '\(step.shows)':\n\(expected)")
            guard expected.contains(step.shows) else { return }
            #expect(shown == expected, "after \(step.keys):\n--- MPD:\n\(expected)\n--- PlayDeck:\n\(shown)")
        }
    }

    /// ncmpcpp in a tmux server of its own, at 100×30.
    final class Terminal {
        let socket = "ncmpcpp-\(UUID().uuidString.prefix(8))"
        private let home: String

        init(host: String) throws {
            home = try TestWorld.makeFolder(prefix: "ncmpcpp")
            let command = "HOME=\(home) LANG=C.UTF-8 TERM=screen-256color exec /usr/bin/ncmpcpp --host '\(host)'"
            // The tmux server outlives this call and would keep the pipes ProcessRunner reads to
            // their end: bash closes every descriptor but 0-2, points those at /dev/null, and
            // becomes the tmux client (as TileEndToEndTests.Pane starts its server).
            let tmux = "exec /usr/bin/tmux -L \(socket) -f /dev/null new-session -d -x 100 -y 30 \"\(command)\""
            let start = "for fd in $(ls /proc/$$/fd); do case $fd in 0|1|2) ;; *) eval \"exec $fd>&-\" ;; esac; done; "
                + tmux + " </dev/null >/dev/null 2>&1"
            let result = try ProcessRunner.run("/bin/bash", ["-c", start], environment: ["HOME": home], timeout: 10)
            guard result.status == 0 else { throw FixtureError("tmux new-session failed (\(result.status))") }
        }

        /// The tmux server and ncmpcpp are killed (SIGKILL): they inherit the test runner's
        /// blocked signals, so tmux's kill-server (a SIGTERM to itself) left both running, 31
        /// pairs after a few runs of the suite.
        deinit {
            let pids = (try? ProcessRunner.run("/usr/bin/tmux", ["-L", socket, "display-message", "-p", "#{pid} #{pane_pid}"], timeout: 5))?
                .stdout.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) } ?? []
            for pid in pids.reversed() where pid > 1 { kill(pid, SIGKILL) }
            _ = try? ProcessRunner.run("/usr/bin/tmux", ["-L", socket, "kill-server"], timeout: 5)
            try? FileManager.default.removeItem(atPath: home)
        }

        func send(_ keys: [String]) throws {
            for key in keys {
                _ = try ProcessRunner.run("/usr/bin/tmux", ["-L", socket, "send-keys", key], timeout: 5)
            }
        }

        /// The screen, masked: times shown while playing run on each server's clock, and the
        /// greeting names each server's socket.
        func screen() -> String {
            let text = (try? ProcessRunner.run("/usr/bin/tmux", ["-L", socket, "capture-pane", "-p"], timeout: 5).stdout) ?? ""
            return text.replacingOccurrences(of: #"\d+:\d\d/\d+:\d\d"#, with: "T/T", options: .regularExpression)
                .replacingOccurrences(of: #"(?m)^[─=>]*[>─]+$"#, with: "PROGRESS", options: .regularExpression)
                .replacingOccurrences(of: #"(?m)^Connected to .*$"#, with: "", options: .regularExpression)
        }

        /// The screen once it shows `text` (nil if it never does within 20 s).
        func screen(showing text: String) -> String? {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                let shown = screen()
                if shown.contains(text) { return shown }
                usleep(50_000)
            }
            return nil
        }
    }
}
