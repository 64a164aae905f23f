import Commands
import Foundation
import Glibc
import Remote
import Testing
import TestSupport

/// The control socket of a real playing instance.
@Suite(.serialized) struct ControlSocketTests {
    static func twoTones() throws -> [String] {
        [try Fixtures.tone(seconds: 30, title: "First Tone"), try Fixtures.tone(seconds: 30, title: "Second Tone", frequency: 660)]
    }

    private func reply(_ instance: PlayDeckInstance, _ command: String) throws -> ControlReply {
        let line = try instance.ask(["command": command])
        guard let reply = ControlReply.decode(line) else { throw FixtureError("not a reply: \(line)") }
        return reply
    }

    @Test func everyCommandOfTheVocabularyRoundTrips() throws {
        let instance = try PlayDeckInstance(try Self.twoTones())
        defer { instance.stop() }
        var tried: Set<String> = []
        func expect(_ command: String, _ status: String, _ check: ((StatusJSON) -> Bool)? = nil,
                    sourceLocation: SourceLocation = #_sourceLocation) throws {
            tried.insert(String(command.split(separator: " ")[0]))
            let answer = try reply(instance, command)
            // A wrong answer shows the snapshots that led to it (a flake is diagnosed from its first failure).
            #expect(answer.status == status, "\(command): \(answer)\nlast snapshots:\n\(instance.recentSnapshots())\nstderr: \(instance.standardError)",
                    sourceLocation: sourceLocation)
            if let check {
                // Seeks complete asynchronously: the snapshot shows them once mpv has done them.
                var now: StatusJSON?
                let held = try eventually { now = try instance.status(); return now.map(check) ?? false }
                #expect(held, "\(command): \(now?.line() ?? "")", sourceLocation: sourceLocation)
            }
        }
        try expect("pause", "success") { $0.state == "paused" }
        try expect("play", "success") { $0.state == "playing" }
        try expect("toggle-pause", "success") { $0.state == "paused" }
        try expect("seek 10", "success") { abs(($0.elapsed ?? 0) - 10) < 0.5 }
        // The go-to prompt's forms: a share of the length, a step, a clock time.
        try expect("seek 50%", "success") { status in status.duration.map { abs((status.elapsed ?? 0) - $0 / 2) < 0.5 } ?? false }
        try expect("seek -0:05", "success") { status in status.duration.map { abs((status.elapsed ?? 0) - ($0 / 2 - 5)) < 0.5 } ?? false }
        try expect("seek 0:10", "success") { abs(($0.elapsed ?? 0) - 10) < 0.5 }
        try expect("skip-forward 5", "success") { abs(($0.elapsed ?? 0) - 15) < 0.5 }
        try expect("skip-backward 3", "success") { abs(($0.elapsed ?? 0) - 12) < 0.5 }
        try expect("skip-forward", "success") { ($0.elapsed ?? 0) > 20 }
        try expect("skip-backward", "success") { ($0.elapsed ?? 0) < 20 }
        try expect("speed 1.5", "success") { $0.speed == "1.5×" }
        try expect("speed-next", "success") { $0.speed == "2×" }
        try expect("speed-previous", "success") { $0.speed == "1.5×" }
        try expect("speed-reset", "success") { $0.speed == "1×" }
        try expect("volume 40", "success") { $0.volume == 40 }
        try expect("volume-up 10", "success") { $0.volume == 50 }
        try expect("volume-down", "success") { $0.volume == 45 }
        try expect("mute", "success") { $0.muted }
        try expect("chapter-next", "disabled")
        try expect("chapter-previous", "disabled")
        try expect("skip-ad", "disabled")
        try expect("action", "disabled")
        try expect("play-from-beginning", "success") { $0.state == "playing" && ($0.elapsed ?? 99) < 2 }
        for name in ["speed-menu", "info", "help", "queue", "fit-fill", "go-to"] { try expect(name, "unsupported") }
        try expect("reload-config", "success")
        try expect("next", "success") { $0.title == "Second Tone" }
        try expect("previous", "success") { $0.title == "First Tone" }
        try expect("repeat", "success") { $0.repeat != nil && $0.repeat != "none" }
        try expect("repeat none", "success") { $0.repeat == "none" }
        try expect("shuffle", "success") { $0.shuffle == true }
        try expect("shuffle off", "success") { $0.shuffle == false }
        try expect("play-index 2", "success") { $0.title == "Second Tone" }
        // Its length known: the bookmark commands below are refused for an item without one.
        try expect("play-index 1", "success") { $0.title == "First Tone" && $0.duration != nil }
        try expect("audio-track 1", "disabled")
        try expect("subtitle-track 0", "disabled")
        try expect("secondary-subtitle-track 0", "disabled")
        // mpv lists ALSA's default wherever ALSA is, but ao=null never plays through it: under
        // it only the default is offered, so there is no output to choose.
        try expect("audio-device alsa", "disabled") { $0.audioDevice == "auto" }
        try expect("audio-device auto", "disabled") { $0.audioDevice == "auto" }
        try expect("sleep 30m", "success") { $0.sleep == "timed" && ($0.sleepRemaining ?? 0) > 1790 }
        try expect("sleep off", "success") { $0.sleep == nil }
        try expect("bookmark-go 1", "disabled")
        try expect("bookmark-add Here", "success") { $0.bookmarks?.map(\.name) == ["Here"] }
        try expect("bookmark-rename 1 There", "success") { $0.bookmarks?.map(\.name) == ["There"] }
        try expect("bookmark-go 1", "success")
        try expect("bookmark-remove 1", "success") { $0.bookmarks == nil }
        for name in ["audio-menu", "subtitle-menu", "secondary-subtitle-menu", "audio-devices", "move-up", "move-down",
                     "detach", "trim-mode", "live-text", "players", "library", "sleep-menu", "bookmarks", "fullscreen", "save-queue",
                     "room"] {
            try expect(name, "unsupported")
        }
        try expect("move 1 2", "success") { $0.queueIndex == 1 && $0.title == "First Tone" }
        try expect("move 3 1", "commandFailed")
        try expect("remove 1", "success") { $0.queueCount == 1 && $0.title == "First Tone" }
        let third = try Fixtures.tone(seconds: 30, title: "Third Tone")
        try expect("open \(third)", "success") { $0.queueCount == 2 && $0.queueIndex == 1 && $0.title == "Third Tone" }
        try expect("add \(third)", "success") { $0.queueCount == 3 && $0.queueIndex == 1 }
        let corner = try Fixtures.tone(seconds: 30, title: "Corner Tone", frequency: 550)
        try expect("pip \(corner)", "success") { $0.pictureInPicture?.title == "Corner Tone" }
        try expect("pip-swap", "success") { $0.title == "Corner Tone" && $0.pictureInPicture?.title == "Third Tone" }
        try expect("pip-close", "success") { $0.title == "Third Tone" && $0.pictureInPicture == nil }
        try expect("view 2", "disabled")
        try expect("view-enlarge", "disabled")
        // This world has no library (LibraryCommandTests adds from one).
        try expect("library-add artist:Seeds", "commandFailed") { $0.queueCount == 3 }
        try expect("library-add-next artist:Seeds", "commandFailed") { $0.queueCount == 3 }
        try expect("library-replace artist:Seeds", "commandFailed") { $0.queueCount == 3 }
        try expect("library-add-at 2 artist:Seeds", "commandFailed") { $0.queueCount == 3 }
        try expect("library-scan /nonexistent/music", "commandFailed") { $0.queueCount == 3 }
        // Nor a Subsonic server (SubsonicStarTests and ServerStarEndToEndTests star on one).
        try expect("star subsonic://home/1", "commandFailed")
        try expect("unstar subsonic://home/album/1", "commandFailed")
        // No room configured, none joined: refused with the reason, and nothing published.
        try expect("together join", "commandFailed") { $0.together == nil }
        try expect("together leave", "commandFailed")
        // Nor an account to publish listens to (ScrobbleFlushTests sends to one).
        try expect("scrobble-flush", "commandFailed")
        try expect("add-next \(corner)", "success") { $0.queueCount == 4 && $0.queueIndex == 1 && $0.title == "Third Tone" }
        try expect("add-at 1 \(corner)", "success") { $0.queueCount == 5 && $0.queueIndex == 2 }
        try expect("crop", "success") { $0.queueCount == 1 && $0.title == "Third Tone" }
        try expect("undo", "success") { $0.queueCount == 5 && $0.queueIndex == 2 && $0.title == "Third Tone" }
        try expect("save socket", "success")
        try expect("playlists", "success")
        try expect("clear", "success") { $0.queueCount == 0 }
        try expect("load socket", "success") { $0.queueCount == 5 }
        try expect("shuffle-items 2 5", "success") { $0.queueCount == 5 && $0.queueIndex == 0 }
        try expect("priority 5 2 3", "success") { $0.queueCount == 5 }
        try expect("stop-after once", "success") { $0.stopAfter == "once" }
        try expect("stop-after off", "success") { $0.stopAfter == "off" }
        try expect("clear-error", "disabled")
        // A trim writes beside the file playing: a copy alone in a folder of its own.
        let folder = try TestWorld.makeFolder(prefix: "socket-trim")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: try Fixtures.trimSource(.m4a), toPath: folder + "/clip.m4a")
        try expect("replace \(folder)/clip.m4a", "success") { $0.queueCount == 1 && $0.title == "Trim Me" && $0.duration != nil }
        try expect("ab-loop 0:01 0:02", "success")
        try expect("ab-loop-off", "success")
        try expect("trim-cancel", "disabled")
        try expect("trim 0:01 0:03", "success") { $0.trimProgress == nil }
        #expect(abs(try Fixtures.probeDuration(folder + "/clip (trimmed).m4a") - 2) < 0.05)
        try expect("toggle-pause", "success") { $0.state == "paused" }
        try expect("stop", "success") { $0.state == "stopped" }
        try expect("quit", "success")
        #expect(instance.waitForExit(timeout: 10) == 0)
        let words = Set(Vocabulary.entries.map(\.name))
        #expect(tried == words, "untried: \(words.subtracting(tried))")
        #expect(access(instance.socketPath, F_OK) != 0, "the socket file is removed at exit")
    }

    @Test func theSocketAndItsDirectoryAreForTheOwnerOnly() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        #expect(TemporaryDirectory.mode(instance.world.path + "/run/playdeck") == 0o700)
        #expect(TemporaryDirectory.mode(instance.socketPath) == 0o600)
        #expect(!instance.standardError.contains("MPRIS"), "no session bus at all: nothing to say: \(instance.standardError)")
    }

    @Test func aNamedBusThatCannotBeReachedIsOneNoticeAndEverythingElseWorks() throws {
        let world = try TemporaryDirectory()
        defer { world.remove() }
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)], bus: "unix:path=\(world.path)/no-bus")
        defer { instance.stop() }
        let notices = instance.standardError.split(separator: "\n").filter { $0.contains("MPRIS") }
        #expect(notices.count == 1, "\(instance.standardError)")
        #expect(try instance.status().state == "playing")
    }

    @Test func noMPRISLeavesTheBusAloneAndSaysNothing() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let instance = try PlayDeckInstance(["--no-mpris", try Fixtures.tone(seconds: 30)], bus: bus.address)
        defer { instance.stop() }
        #expect(try instance.status().state == "playing")
        let names = try bus.run("/usr/bin/playerctl", ["--list-all"])
        #expect(!names.stdout.contains("playdeck"), "\(names.stdout)")
        // Notifications are not MPRIS: their one line (no daemon on this bus) is all there is.
        let lines = instance.standardError.split(separator: "\n").filter { !$0.contains("playdeck: notifications:") }
        #expect(lines.isEmpty, "\(instance.standardError)")
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to run a client as another user"))
    func anotherUserIsRefusedEvenWhenThePathIsOpenToThem() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        // Open the path so that only the peer-credential check stands in the way.
        for path in [instance.world.path, instance.world.path + "/run", instance.world.path + "/run/playdeck"] {
            #expect(chmod(path, 0o711) == 0)
        }
        #expect(chmod(instance.socketPath, 0o666) == 0)
        let nobody = try TestWorld(asAnotherUser: true)
        let result = try nobody.run(["remote", "--socket", instance.socketPath, "pause"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("permission denied: this PlayDeck belongs to another user"), "\(result.stderr)")
        #expect(try instance.status().state == "playing", "the refused command did nothing")
    }

    @Test func malformedInputIsAnsweredWithErrorsAndNeverCrashes() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        // Each of these is answered with why, then the connection is closed.
        let malformed = [
            "this is not json", "{\"command\": 5}", "[]",
            "{\"command\": \"" + String(repeating: "y", count: 70_000) + "\"}", "\u{1B}[2J\u{07}",
            String(repeating: "{", count: 50_000),
        ]
        for line in malformed {
            let client = try instance.client()
            try client.sendRaw(line + "\n")
            let answer = try #require(try client.readLine(timeout: 10))
            #expect(ControlReply.decode(answer)?.status == "error", "\(line.prefix(40)) → \(answer)")
            #expect(throws: ControlClientError.closed) { try client.readLine(timeout: 10) }
        }
        // These ask for what does not exist: answered, and the connection goes on.
        let client = try instance.client()
        for line in ["{\"command\": \"skip-forwad\"}", "{}", "{\"get\": \"weather\"}", "{\"hello\": 999}"] {
            try client.sendRaw(line + "\n")
            let answer = try #require(try client.readLine(timeout: 10))
            #expect(ControlReply.decode(answer)?.status == "error", "\(line) → \(answer)")
            if line.contains("hello") { break }
        }
        #expect(throws: ControlClientError.closed, "another protocol version is refused and the connection closed") {
            try client.readLine(timeout: 10)
        }
        let next = try instance.client()
        try next.sendRaw("\n   \n{\"get\": \"now-playing\"}\n")
        let answer = try #require(try next.readLine(timeout: 10))
        #expect(StatusJSON.decode(answer)?.state == "playing")
        // A client that leaves halfway through a line harms nobody.
        let leaving = try instance.client()
        try leaving.sendRaw("{\"command\": \"pa")
        _ = consume leaving
        #expect(try instance.status().state == "playing")
        #expect(try reply(instance, "skip-forwad").reason == "unknown command 'skip-forwad'; did you mean 'skip-forward'?")
    }

    @Test func aHundredClientsAtOnceAreAllAnswered() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        let clients = try (0..<100).map { _ in try instance.client() }
        for (index, client) in clients.enumerated() {
            try client.send(index % 2 == 0 ? ["get": "now-playing"] : ["command": "volume \(index)"])
        }
        for (index, client) in clients.enumerated() {
            let answer = try #require(try client.readLine(timeout: 10))
            if index % 2 == 0 {
                #expect(StatusJSON.decode(answer) != nil, "\(index): \(answer)")
            } else {
                #expect(ControlReply.decode(answer)?.isSuccess == true, "\(index): \(answer)")
            }
        }
        // The connections are served in the kernel's order, not the order they were written in.
        let volume = try instance.status().volume
        #expect(volume.truncatingRemainder(dividingBy: 2) == 1 && volume < 100, "\(volume)")
    }

    @Test func aStuckSubscriberIsDroppedAndThePlayerKeepsAnsweringOthers() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        let stuck = try instance.client()
        try stuck.send(["subscribe": "now-playing"])
        let other = try instance.client()
        try other.send(["subscribe": "now-playing"])
        _ = try other.readLine(timeout: 5)
        // Every volume change publishes a snapshot the stuck subscriber never reads; waiting for
        // each one keeps mpv from folding quick changes into one.
        let start = Date()
        for index in 0..<1_500 {
            let volume = index % 2 == 0 ? 50.0 : 51.0
            try other.send(["command": "volume \(Int(volume))"])
            var (answered, published) = (false, false)
            while !(answered && published), let line = try other.readLine(timeout: 5) {
                if let reply = ControlReply.decode(line) {
                    #expect(reply.isSuccess)
                    answered = true
                } else if StatusJSON.decode(line)?.volume == volume {
                    published = true
                }
            }
            #expect(answered && published, "volume \(volume) was not answered and published")
        }
        #expect(Date().timeIntervalSince(start) < 60)
        // What the stuck subscriber finally reads ends: it was dropped, not kept waiting.
        var ended = false
        var lines = 0
        while !ended {
            do {
                guard try stuck.readLine(timeout: 5) != nil else { break }
                lines += 1
            } catch {
                ended = true
            }
        }
        #expect(ended, "the stuck subscriber was still connected after \(lines) snapshots")
        #expect(lines < 1_500)
        #expect(try instance.status().state == "playing")
    }

    @Test func subscribersReceiveEachPublishedSnapshot() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        let subscriber = try instance.client()
        try subscriber.send(["subscribe": "now-playing"])
        #expect(StatusJSON.decode(try #require(try subscriber.readLine(timeout: 5)))?.state == "playing")
        _ = try instance.ask(["command": "pause"])
        var sawPause = false
        while let line = try subscriber.readLine(timeout: 5) {
            if StatusJSON.decode(line)?.state == "paused" { sawPause = true; break }
        }
        #expect(sawPause)
    }
}
