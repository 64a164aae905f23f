import Foundation
import Testing
import TestSupport

/// The real binary with its tile, inside tmux on a private socket at 100×30: keys go in with
/// send-keys, and the screen comes back as text with capture-pane.
@Suite struct TileEndToEndTests {
    /// One tmux server running `playdeck` in a pane that stays after it exits. Everything
    /// playdeck writes to the terminal is also kept, byte for byte (`rawOutput`).
    final class Pane {
        let socket = "playdeck-tile-\(UUID().uuidString.prefix(8))"
        private let config: String
        private let statusFile: String
        private let rawFile: String

        /// The world playdeck runs in: the test's, or one of the pane's own.
        let world: TestWorld

        /// playdeck runs in `world` (as its user), or in a world of its own; with `jobControl`
        /// an interactive bash runs in the pane and the command is typed into it, so that ^Z
        /// stops playdeck and `fg` continues it.
        /// `unsetting` names variables playdeck must not have at all (TERM). `options` come
        /// before `arguments`: the player's, none for a subcommand (`attach`). `tmuxOptions` are
        /// server options ("allow-passthrough on").
        init(_ arguments: [String], columns: Int = 100, rows: Int = 30, environment: [String: String] = [:],
             unsetting: [String] = [], world: TestWorld? = nil, jobControl: Bool = false,
             options: [String] = ["--ao", "null", "--no-resume"], tmuxOptions: [String] = []) throws {
            self.world = try world ?? TestWorld()
            config = Fixtures.directory + "/\(socket).tmux.conf"
            // set-clipboard on: an OSC 52 write that reached the pane would become a paste buffer.
            try ("set -g remain-on-exit on\nset -g status off\nset -g set-clipboard on\n"
                + tmuxOptions.map { "set -g \($0)\n" }.joined())
                .write(toFile: config, atomically: true, encoding: .utf8)
            var env = ["TERM": "tmux-256color", "LANG": "C.UTF-8"].merging(self.world.environment) { $1 }
            env.merge(environment) { $1 }
            for name in unsetting { env[name] = nil }
            statusFile = Fixtures.directory + "/\(socket).status"
            rawFile = Fixtures.directory + "/\(socket).raw"
            // tmux may miss the exit status of a pane's process (its utempter helper races the
            // SIGCHLD), so a shell writes it down, then keeps the pane alive so that it still
            // shows the terminal state playdeck left. Its trap is a handler, not SIG_IGN, so that
            // playdeck still receives ^C itself.
            let script = "trap : INT; \"$@\"; echo $? > \(Self.quoted(statusFile)); exec sleep 60"
            let invocation = self.world.wrapper + ["/usr/bin/env"] + unsetting.flatMap { ["-u", $0] } + env.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                + [self.world.playdeck] + options + arguments
            let command = jobControl ? ["/bin/bash", "--norc", "--noprofile", "-i"]
                : ["/bin/sh", "-c", script, "sh"] + invocation
            // The tmux server outlives this call and keeps every descriptor it inherits, among them
            // the ones Foundation watches to see a child end (ours and other tests'). So bash (dash
            // takes one-digit descriptors only) closes all but 0-2, points those at /dev/null,
            // and becomes the tmux client.
            let tmux = ["/usr/bin/tmux", "-L", socket, "-f", config, "new-session", "-d", "-x", "\(columns)", "-y",
                        "\(rows)", command.map(Self.quoted).joined(separator: " "),
                        ";", "pipe-pane", "-o", "cat > \(Self.quoted(rawFile))"]
            let start = "for fd in $(ls /proc/$$/fd); do case $fd in 0|1|2) ;; *) eval \"exec $fd>&-\" ;; esac; done; "
                + "exec " + tmux.map(Self.quoted).joined(separator: " ") + " </dev/null >/dev/null 2>&1"
            let result = try ProcessRunner.run("/bin/bash", ["-c", start], environment: self.world.environment, timeout: 10)
            guard result.status == 0 else { throw FixtureError("tmux new-session failed (\(result.status))") }
            if jobControl {
                // playdeck is the job itself, not inside a wrapping shell, so the shell reports it
                // stopped only once it has given the terminal back; `jobStatus` asks for its status.
                try self.tmux(["send-keys", "-l", invocation.map(Self.quoted).joined(separator: " ")])
                try self.tmux(["send-keys", "Enter"])
            }
        }

        deinit {
            // kill-server alone can leave the server waiting for a child it never reaps (the same
            // SIGCHLD race), so the server is then ended by its process id.
            let server = Int32(format("#{pid}"))
            _ = try? ProcessRunner.run("/usr/bin/tmux", ["-L", socket, "kill-server"], timeout: 5)
            if let server, server > 1 { kill(server, SIGKILL) }
            try? FileManager.default.removeItem(atPath: config)
            try? FileManager.default.removeItem(atPath: statusFile)
            try? FileManager.default.removeItem(atPath: rawFile)
        }

        /// The playdeck process: the first descendant of the pane's shell that is playdeck.
        func playdeckPID() -> Int32? {
            var parent = format("#{pane_pid}")
            while let child = ((try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").first.map(String.init) {
                let name = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) ?? ""
                if name.hasPrefix("playdeck") { return Int32(child) }
                parent = child
            }
            return nil
        }

        /// playdeck's exit status once it has exited.
        func exitStatus(within seconds: Double = 5) -> Int? {
            let deadline = Date().addingTimeInterval(seconds)
            repeat {
                if let text = try? String(contentsOfFile: statusFile, encoding: .utf8),
                   let status = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    return status
                }
                usleep(50_000)
            } while Date() < deadline
            return nil
        }

        /// With `jobControl`: playdeck's exit status, asked of the shell once playdeck has gone.
        func jobStatus(within seconds: Double = 10) throws -> Int? {
            let deadline = Date().addingTimeInterval(seconds)
            while playdeckPID() != nil, Date() < deadline { usleep(50_000) }
            try tmux(["send-keys", "-l", "echo $? > " + Self.quoted(statusFile)])
            try tmux(["send-keys", "Enter"])
            return exitStatus(within: max(1, deadline.timeIntervalSinceNow))
        }

        @discardableResult
        func tmux(_ arguments: [String]) throws -> String {
            let result = try ProcessRunner.run("/usr/bin/tmux", ["-L", socket] + arguments, timeout: 10)
            guard result.status == 0 else { throw FixtureError("tmux \(arguments.first ?? ""): \(result.stderr)") }
            return result.stdout
        }

        /// Every byte written to the pane so far.
        func rawOutput() -> [UInt8] {
            FileManager.default.contents(atPath: rawFile).map(Array.init) ?? []
        }

        /// The screen as text.
        func screen() -> String {
            (try? tmux(["capture-pane", "-p"])) ?? ""
        }

        func send(_ keys: String...) throws {
            try tmux(["send-keys"] + keys)
        }

        /// A tmux format about the pane, e.g. "#{alternate_on}".
        func format(_ text: String) -> String {
            ((try? tmux(["display-message", "-p", text])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// Polls the screen until `condition` holds or `seconds` pass; returns the last screen.
        @discardableResult
        func wait(seconds: Double = 5, until condition: (String) -> Bool) -> String? {
            let deadline = Date().addingTimeInterval(seconds)
            repeat {
                let text = screen()
                if condition(text) { return text }
                usleep(50_000)
            } while Date() < deadline
            return nil
        }

        static func quoted(_ word: String) -> String {
            "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
    }

    /// Elapsed seconds on the scrubber row ("│  0:42 ━━━…── -2:18  │"), also with panes beside it.
    static func elapsed(_ screen: String) -> Int? {
        for line in screen.split(separator: "\n").flatMap({ $0.components(separatedBy: "││") }) {
            let words = line.split(separator: " ").filter { $0 != "│" }
            guard words.count >= 3, let last = words.last, last.hasPrefix("-"), let first = words.first,
                  let colon = first.firstIndex(of: ":"), let minutes = Int(first[..<colon]),
                  let seconds = Int(first[first.index(after: colon)...]) else { continue }
            return minutes * 60 + seconds
        }
        return nil
    }

    static func transportRow(_ screen: String) -> String {
        screen.split(separator: "\n").first { $0.contains("↺") }.map(String.init) ?? ""
    }

    @Test func theTileShowsTheTitleAndTheElapsedTimeRunsUntilSpacePauses() throws {
        let song = try Fixtures.tone(seconds: 120, title: "Tile Tone", artist: "Test Artist", album: "Seeds")
        let pane = try Pane([song])
        let first = pane.wait { $0.contains("Tile Tone") && Self.elapsed($0) != nil }
        let shown = try #require(first, "no tile: \(pane.screen())")
        #expect(shown.contains("Test Artist — Seeds"))
        #expect(shown.contains("Now Playing"))
        let start = try #require(Self.elapsed(shown))
        #expect(pane.wait { (Self.elapsed($0) ?? 0) >= start + 2 } != nil, "elapsed stuck: \(pane.screen())")
        try pane.send("Space")
        let paused = try #require(pane.wait { Self.transportRow($0).contains("▶") }, "no play button: \(pane.screen())")
        let stopped = try #require(Self.elapsed(paused))
        usleep(1_500_000)
        #expect(Self.elapsed(pane.screen()) == stopped, "elapsed moved while paused")
    }

    @Test func rightSkipsByTheIntervalAndBracketChangesTheSpeed() throws {
        let song = try Fixtures.tone(seconds: 120, title: "Tile Skip", artist: "Test Artist", album: "Seeds")
        let pane = try Pane(["--start", "5", song])
        try #require(pane.wait { $0.contains("Tile Skip") && Self.elapsed($0) != nil } != nil, "\(pane.screen())")
        try pane.send("Space")
        let paused = try #require(pane.wait { Self.transportRow($0).contains("▶") })
        let before = try #require(Self.elapsed(paused))
        #expect(Self.transportRow(paused).contains("15 ↻"), "the button shows the forward interval")
        try pane.send("Right")
        #expect(pane.wait { Self.elapsed($0) == before + 15 } != nil, "expected \(before + 15): \(pane.screen())")
        #expect(Self.transportRow(pane.screen()).contains(" 1×  │"))
        try pane.send("]")
        #expect(pane.wait { Self.transportRow($0).contains("1.25×") } != nil, "\(pane.screen())")
    }

    @Test func resizingTo40By12KeepsTheLayoutAndQRestoresTheTerminal() throws {
        let song = try Fixtures.tone(seconds: 120, title: "Tile Resize", artist: "Test Artist", album: "Seeds")
        let pane = try Pane([song])
        try #require(pane.wait { $0.contains("Tile Resize") } != nil, "\(pane.screen())")
        #expect(pane.format("#{alternate_on} #{cursor_flag}") == "1 0", "the tile uses the alternate screen, cursor hidden")
        try pane.tmux(["resize-window", "-x", "40", "-y", "12"])
        // Waits for the whole new frame, not just its first row: ncurses writes top to bottom.
        let small = pane.wait { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(12)
            return lines.first?.hasPrefix("╭─ Now Playing") == true && lines.first?.hasSuffix("╮") == true
                && lines.last?.hasPrefix("╰") == true && lines.last?.hasSuffix("╯") == true
                && Self.elapsed(screen) != nil && Self.transportRow(screen).contains("↺ 10")
        }
        let shown = try #require(small, "no sane 40×12 layout: \(pane.screen())")
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.dropFirst(12).allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(shown)")
        #expect(shown.contains("Tile Resize"))
        try pane.send("q")
        #expect(pane.exitStatus() == 0)
        #expect(pane.format("#{alternate_on} #{cursor_flag}") == "0 1", "terminal not restored")
    }

    @Test func controlCRestoresTheTerminalToo() throws {
        let song = try Fixtures.tone(seconds: 120, title: "Tile Interrupt", artist: "Test Artist", album: "Seeds")
        let pane = try Pane([song])
        try #require(pane.wait { $0.contains("Tile Interrupt") } != nil, "\(pane.screen())")
        try pane.send("C-c")
        #expect(pane.exitStatus() == 130)
        #expect(pane.format("#{alternate_on} #{cursor_flag}") == "0 1", "terminal not restored")
    }

    @Test func aCrashStillRestoresTheTerminal() throws {
        let song = try Fixtures.tone(seconds: 120, title: "Tile Crash", artist: "Test Artist", album: "Seeds")
        let pane = try Pane([song], environment: ["SWIFT_BACKTRACE": "enable=no"])
        try #require(pane.wait { $0.contains("Tile Crash") } != nil, "\(pane.screen())")
        let pid = try #require(pane.playdeckPID())
        kill(pid, SIGSEGV)
        // Under `make test-asan`/`test-tsan` the sanitizer takes the signal and exits with its
        // own status; the terminal must be given back all the same.
        if ProcessInfo.processInfo.environment["PLAYDECK_SANITIZED"] == nil {
            #expect(pane.exitStatus() == 128 + Int(SIGSEGV))
        } else {
            #expect(pane.exitStatus() != 0)
        }
        #expect(pane.format("#{alternate_on} #{cursor_flag}") == "0 1", "terminal not restored")
    }
}
