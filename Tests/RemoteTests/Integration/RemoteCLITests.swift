import Foundation
import Remote
import Testing
import TestSupport

/// `playdeck remote …` against real instances.
@Suite(.serialized) struct RemoteCLITests {
    @Test func aCommandReachesTheRunningPlayerAndExitsZero() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        let result = try instance.run(["remote", "toggle-pause"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(try eventually { try instance.status().state == "paused" })
        #expect(try instance.run(["remote", "--pid", "\(instance.pid)", "toggle-pause"]).status == 0)
        #expect(try instance.run(["remote", "--socket", instance.socketPath, "volume", "30"]).status == 0)
        #expect(try eventually { try instance.status().state == "playing" && instance.status().volume == 30 })
    }

    @Test func aRefusedCommandExitsOneWithTheReason() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        let result = try instance.run(["remote", "chapter-next"])
        #expect(result.status == 1)
        #expect(result.stderr == "playdeck: chapter-next: This item has no chapters\n")
        let json = try instance.run(["remote", "--json", "info"])
        #expect(json.status == 1)
        #expect(ControlReply.decode(json.stdout.trimmingCharacters(in: .newlines))?.status == "unsupported")
    }

    @Test func aMoveOutsideTheQueueIsOneLineAndTheQueuePlaysOn() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30), try Fixtures.tone(seconds: 30, frequency: 660)])
        defer { instance.stop() }
        let result = try instance.run(["remote", "move", "9", "1"])
        #expect(result.status == 1)
        #expect(result.stderr == "playdeck: move 9 1: There is no item 9 to move: the queue has 2 items\n")
        #expect(try instance.run(["remote", "move", "1", "2"]).status == 0)
        #expect(try eventually { try instance.status().queueIndex == 1 && instance.status().state == "playing" })
    }

    @Test func theQueueIsListedAsTextOrAsOneSortedJSONObjectPerRow() throws {
        let first = try Fixtures.tone(seconds: 30, title: "First / \"One\"")
        let second = try Fixtures.tone(seconds: 30, title: "Second", frequency: 660)
        let instance = try PlayDeckInstance([first, second])
        defer { instance.stop() }
        // The second row's title is read from its tags a little later.
        #expect(try eventually { try instance.run(["remote", "queue"]).stdout.hasSuffix("  2. Second — Test Artist\n") })
        #expect(try instance.run(["remote", "queue"]).stdout.hasPrefix("▶ 1. First / \"One\""))
        let json = try instance.run(["remote", "queue", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let lines = json.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(json.stdout)")
        for (line, path) in zip(lines, [first, second]) {
            let keys = line.matches(of: /"(\w+)":/).map { String($0.output.1) }
            #expect(keys == keys.sorted() && keys.contains("position"), "\(line)")
            #expect(line.contains(#""path":"\#(path)""#), "slashes as they are: \(line)")
        }
        let rows = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(rows.map { $0["title"] as? String } == [#"First / "One""#, "Second"])
        #expect(rows.map { $0["position"] as? Int } == [1, 2])
        #expect(rows.map { $0["current"] as? Bool } == [true, false])
    }

    @Test func aSecondarySubtitleChosenRemotelyIsInTheStatus() throws {
        let instance = try PlayDeckInstance([try Fixtures.multiTrack()])
        defer { instance.stop() }
        #expect(try eventually(timeout: 10) { try instance.status().commands["changeSecondarySubtitleTrack"] == true })
        #expect(try instance.run(["remote", "subtitle-track", "1"]).status == 0)
        let result = try instance.run(["remote", "secondary-subtitle-track", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try eventually {
            let now = try instance.status()
            return now.subtitleTrack == "eng · subrip" && now.secondarySubtitleTrack == "fre · subrip"
        })
        let taken = try instance.run(["remote", "secondary-subtitle-track", "1"])
        #expect(taken.status == 1)
        #expect(taken.stderr == "playdeck: secondary-subtitle-track 1: Subtitle track 1 is already shown as the main subtitles\n")
        #expect(try instance.run(["remote", "secondary-subtitle-track", "0"]).status == 0)
        #expect(try eventually { try instance.status().secondarySubtitleTrack == nil })
    }

    @Test func aMisspeltCommandIsAUsageErrorWithASuggestion() throws {
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["remote", "toggle-paus"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'toggle-paus'; did you mean 'toggle-pause'?"), "\(result.stderr)")
    }

    @Test func withoutARunningPlayerItSaysSoInOneLine() throws {
        let empty = try TemporaryDirectory()
        defer { empty.remove() }
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["remote", "play"], environment: ["XDG_RUNTIME_DIR": empty.path])
        #expect(result.status == 2)
        #expect(result.stderr == "playdeck: no running PlayDeck\n")
        let byPid = try ProcessRunner.run(ProcessRunner.playdeck, ["status", "--pid", "999999"],
                                          environment: ["XDG_RUNTIME_DIR": empty.path])
        #expect(byPid.status == 2)
        #expect(byPid.stderr == "playdeck: no running PlayDeck with pid 999999\n")
    }

    @Test func theMostRecentlyStartedPlayerIsTheOneControlled() throws {
        let shared = try TemporaryDirectory()
        defer { shared.remove() }
        let first = try PlayDeckInstance([try Fixtures.tone(seconds: 30, title: "Older")], runtimeDirectory: shared.path)
        defer { first.stop() }
        let second = try PlayDeckInstance([try Fixtures.tone(seconds: 30, title: "Newer")], runtimeDirectory: shared.path)
        defer { second.stop() }
        let result = try second.run(["status", "--format", "{title}"])
        #expect(result.stdout == "Newer\n", "\(result.stderr)")
        second.stop()
        let after = try first.run(["status", "--format", "{title}"])
        #expect(after.stdout == "Older\n", "a gone instance's socket is skipped: \(after.stderr)")
    }
}
