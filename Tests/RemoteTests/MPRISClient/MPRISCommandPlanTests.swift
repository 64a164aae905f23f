import Commands
import NowPlaying
import Testing
@testable import Remote

/// Commands from the tile as another player's methods and properties.
@Suite struct MPRISCommandPlanTests {
    static func info(_ flags: [String: Bool] = [:]) -> NowPlayingInfo {
        var values: [String: BusValue] = ["PlaybackStatus": .string("Playing"), "Rate": .double(1), "MinimumRate": .double(0.5),
                                          "MaximumRate": .double(2), "Volume": .double(0.5), "LoopStatus": .string("Track"),
                                          "Shuffle": .boolean(false),
                                          "Metadata": .dictionary(["xesam:title": .string("T"), "mpris:length": .int64(100_000_000)])]
        for name in ["CanPlay", "CanPause", "CanSeek", "CanGoNext", "CanGoPrevious", "CanControl"] {
            values[name] = .boolean(flags[name] ?? true)
        }
        var position = MPRISPosition()
        position.set(20, at: 0)
        return MPRISSnapshot.info(MPRISProperties(values), position: position, artwork: nil,
                                  options: MPRISClientOptions(skipIntervals: SkipIntervals(backward: 5, forward: 30)), now: (0, 0))
    }

    @Test func eachCommandBecomesItsMethodOrProperty() {
        let info = Self.info()
        func plan(_ command: Command, trackID: String? = "/t/1") -> MPRISCommandPlan {
            MPRISCommandPlan.plan(command, info: info, trackID: trackID, now: 0)
        }
        #expect(plan(.togglePause) == .call("PlayPause", []))
        #expect(plan(.skipForward(nil)) == .call("Seek", [.int64(30_000_000)]))
        #expect(plan(.skipBackward(nil)) == .call("Seek", [.int64(-5_000_000)]))
        #expect(plan(.seek(to: 250)) == .call("SetPosition", [.objectPath("/t/1"), .int64(100_000_000)]), "clamped to the length")
        #expect(plan(.seek(to: 50), trackID: nil) == .call("Seek", [.int64(30_000_000)]), "no track id: the offset from 20 s")
        #expect(plan(.seekPercent(45)) == .call("SetPosition", [.objectPath("/t/1"), .int64(45_000_000)]), "45 % of 100 s")
        #expect(plan(.seekPercent(45), trackID: nil) == .call("Seek", [.int64(25_000_000)]))
        var live = info
        live.duration = nil
        #expect(MPRISCommandPlan.plan(.seekPercent(45), info: live, trackID: "/t/1", now: 0)
                == .refuse(.commandFailed("The length of this item is not known: go to a time instead")))
        #expect(plan(.speedNext) == .set("Rate", .double(1.25)))
        #expect(plan(.volumeUp(nil)) == .set("Volume", .double(0.55)))
        #expect(plan(.repeatMode(nil)) == .set("LoopStatus", .string("Playlist")))
        #expect(plan(.shuffle(nil)) == .set("Shuffle", .boolean(true)))
        #expect(plan(.toggleMute) == .refuse(.unsupported))
        #expect(plan(.nextChapter) == .refuse(.unsupported))
    }

    @Test func aFlagThePlayerClearedRefusesWithAReason() {
        #expect(MPRISCommandPlan.plan(.skipForward(nil), info: Self.info(["CanSeek": false]), trackID: nil, now: 0)
            == .refuse(.disabled("The player cannot seek")))
        #expect(MPRISCommandPlan.plan(.nextTrack, info: Self.info(["CanGoNext": false]), trackID: nil, now: 0)
            == .refuse(.disabled("The player has no next track")))
        #expect(MPRISCommandPlan.plan(.play, info: Self.info(["CanControl": false]), trackID: nil, now: 0)
            == .refuse(.disabled("The player takes no commands")))
    }
}
