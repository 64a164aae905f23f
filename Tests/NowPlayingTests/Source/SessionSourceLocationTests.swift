import Commands
import NowPlaying
import Testing

/// A remote that is another program reaches the player only with locations it may name.
@Suite struct SessionSourceLocationTests {
    final class Recorder: @unchecked Sendable {
        var performed: [Command] = []
    }

    @Test func openAddAndPipOfAnUnsafeLocationFailWithTheRefusalAndNeverReachThePlayer() {
        let recorder = Recorder()
        let source = SessionSource(infoCenter: NowPlayingInfoCenter(), perform: { recorder.performed.append($0); return .success })
        let perform = { (command: Command) in source.perform(command, from: .remote("the control socket")) }
        #expect(perform(.add("fdclose://3")) == .commandFailed("refused fdclose://3: it names the player's own file descriptors"))
        #expect(perform(.open("fd://0")) == .commandFailed("refused fd://0: it names the player's own file descriptors"))
        #expect(perform(.pip("av://lavfi:anullsrc\u{1B}]0;x\u{07}")) == .commandFailed(
            "refused av://lavfi:anullsrc\u{FFFD}]0;x\u{FFFD}: the control socket may name only files, folders and network streams "
                + "(http, https, …); av:// is for the command line"))
        #expect(recorder.performed.isEmpty)
        #expect(perform(.add("https://example.org/a.mp3")) == .success)
        #expect(perform(.open("/nonexistent/a.mp3")) == .success)
        #expect(perform(.pause) == .success)
        #expect(recorder.performed == [.add("https://example.org/a.mp3"), .open("/nonexistent/a.mp3"), .pause])
    }
}
