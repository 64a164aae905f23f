import Commands
import NowPlaying
import Testing
@testable import Remote

@Suite struct MPRISActionTests {
    private func method(_ member: String, _ arguments: [BusValue] = [], duration: Double? = 100) -> MPRISAction {
        var info = NowPlayingInfo()
        info.duration = duration
        return MPRISAction.method(member, arguments: arguments, info: info, trackID: "/org/playdeck/track/3")
    }

    @Test func transportMethodsBecomeCommands() {
        #expect(method("PlayPause") == .perform(.togglePause))
        #expect(method("Next") == .perform(.nextTrack))
        #expect(method("Previous") == .perform(.previousTrack))
        #expect(method("Stop") == .perform(.stop))
        #expect(method("Play") == .perform(.play))
        #expect(method("Pause") == .perform(.pause))
        #expect(method("Quit") == .perform(.quit))
        #expect(method("Raise") == .nothing)
    }

    @Test func seekOffsetsAreMicrosecondsEitherWay() {
        #expect(method("Seek", [.int64(10_000_000)]) == .perform(.skipForward(10)))
        #expect(method("Seek", [.int64(-2_500_000)]) == .perform(.skipBackward(2.5)))
        #expect(method("Seek", [.int64(0)]) == .nothing)
    }

    @Test func setPositionIgnoresAStaleTrackOrAPositionOutOfRange() {
        #expect(method("SetPosition", [.objectPath("/org/playdeck/track/3"), .int64(5_000_000)]) == .perform(.seek(to: 5)))
        #expect(method("SetPosition", [.objectPath("/org/playdeck/track/2"), .int64(5_000_000)]) == .nothing)
        #expect(method("SetPosition", [.objectPath("/org/playdeck/track/3"), .int64(-1)]) == .nothing)
        #expect(method("SetPosition", [.objectPath("/org/playdeck/track/3"), .int64(101_000_000)]) == .nothing)
    }

    @Test func openUriTakesFilesAndNetworkStreamsOnly() {
        #expect(method("OpenUri", [.string("file:///music/a%20b.mp3")]) == .perform(.open("/music/a b.mp3")))
        #expect(method("OpenUri", [.string("https://example.org/s.mp3")]) == .perform(.open("https://example.org/s.mp3")))
        if case .reject = method("OpenUri", [.string("sh://rm -rf /")]) {} else { Issue.record("a strange scheme was accepted") }
        if case .reject = method("OpenUri", [.string("/etc/passwd;ls")]) {} else { Issue.record("a bare path was accepted") }
        #expect(method("OpenUri", [.string("fdclose://3")]) == .reject("refused fdclose://3: it names the player's own file descriptors"))
        #expect(method("OpenUri", [.string("av://lavfi:anullsrc\u{1B}[2J")])
            == .reject("refused av://lavfi:anullsrc\u{FFFD}[2J: MPRIS may name only files, folders and network streams (http, https, …); "
                + "av:// is for the command line"))
        #expect(method("OpenUri", [.string("file:///dev/zero")])
            == .reject("refused file:///dev/zero: not a file or a folder (a device, a pipe or a socket)"))
    }

    @Test func writingRateAndVolumeBecomesCommands() {
        #expect(MPRISAction.set("Rate", to: .double(1.5)) == .perform(.setSpeed(1.5)))
        #expect(MPRISAction.set("LoopStatus", to: .string("Track")) == .perform(.repeatMode(.track)))
        #expect(MPRISAction.set("LoopStatus", to: .string("Playlist")) == .perform(.repeatMode(.queue)))
        #expect(MPRISAction.set("LoopStatus", to: .string("None")) == .perform(.repeatMode(RepeatMode.none)))
        #expect(MPRISAction.set("LoopStatus", to: .string("Forever")) == .reject("LoopStatus cannot be set to that"))
        #expect(MPRISAction.set("Shuffle", to: .boolean(true)) == .perform(.shuffle(true)))
        #expect(MPRISAction.set("Rate", to: .double(0)) == .perform(.pause))
        #expect(MPRISAction.set("Volume", to: .double(0.5)) == .perform(.setVolume(50)))
        #expect(MPRISAction.set("Volume", to: .double(-1)) == .perform(.setVolume(0)))
    }
}
