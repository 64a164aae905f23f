import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// Trim mode's keys: `t` opens it at the position, Tab, the arrows and `,`/`.` move the handles,
/// Enter sends `trim FROM TO`, Esc leaves and cancels a trim being written.
@Suite struct TrimModeTests {
    let now = TileFixtures.now
    let target = RecordingSource()

    func selection(_ tile: TileController) -> TrimSelection? {
        if case let .trim(selection) = tile.overlay { selection } else { nil }
    }

    @Test func tOpensTrimModeAtThePositionWithThirtySecondsSelected() {
        let tile = target.controller()
        tile.handle(TileFixtures.key("t"), now: now + 3)
        #expect(selection(tile) == TrimSelection(at: 45, duration: 180))
        #expect(target.commands == [.abLoop(from: 45, to: 75)], "the selection plays in a loop")
    }

    @Test func tabArrowsAndFrameKeysMoveTheHandlesAndEnterSendsTheTrim() {
        let tile = target.controller()
        tile.handle(TileFixtures.key("t"), now: now)
        tile.handle(TileFixtures.key("left"), now: now)
        tile.handle(TileFixtures.key("tab"), now: now)
        tile.handle(TileFixtures.key("right"), now: now)
        tile.handle(TileFixtures.key("."), now: now)
        tile.handle(TileFixtures.key("."), now: now)
        tile.handle(TileFixtures.key(","), now: now)
        #expect(selection(tile)?.start == 32)
        #expect(abs((selection(tile)?.end ?? 0) - 87.1) < 1e-9, "30 s past 42, a skip of 15 and one audio step of 0.1")
        let loops = target.commands.map { if case .abLoop = $0 { true } else { false } }
        #expect(loops == Array(repeating: true, count: 6), "no skip: each move loops the new selection: \(target.commands)")
        let end = selection(tile)?.end ?? 0
        #expect(target.commands.last == .abLoop(from: 32, to: end))
        tile.handle(TileFixtures.key("enter"), now: now)
        guard case let .trim(from, to)? = target.commands.last else { Issue.record("\(target.commands)"); return }
        #expect(from == 32 && abs(to - 87.1) < 1e-9)
        #expect(selection(tile) != nil, "the mode stays open to show the progress")
    }

    @Test func aVideosFrameKeyStepsOneFrame() {
        var info = TileFixtures.info()
        info.mediaType = .video
        let tile = target.controller(info)
        tile.handle(TileFixtures.key("t"), now: now)
        tile.handle(TileFixtures.key("."), now: now)
        #expect(abs((selection(tile)?.start ?? 0) - 42.04) < 1e-9)
    }

    @Test func escLeavesAndCancelsATrimBeingWritten() {
        var info = TileFixtures.info()
        let tile = target.controller(info)
        tile.handle(TileFixtures.key("t"), now: now)
        tile.handle(TileFixtures.key("esc"), now: now)
        #expect(tile.overlay == .none)
        #expect(target.commands == [.abLoop(from: 42, to: 72), .abLoopOff], "the loop ends; nothing was being written")
        tile.handle(TileFixtures.key("t"), now: now)
        info.trim = TrimProgress(name: "magnificent (trimmed).mp3", fraction: 0.4)
        target.publish(.nowPlaying(info))
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(tile.state(now: now).toast == "A trim is being written")
        tile.handle(TileFixtures.key("esc"), now: now)
        #expect(tile.overlay == .none)
        #expect(target.commands.suffix(2) == [.trimCancel, .abLoopOff])
    }

    @Test func otherKeysStillReachThePlayerInTrimMode() {
        let tile = target.controller()
        tile.handle(TileFixtures.key("t"), now: now)
        tile.handle(TileFixtures.key("space"), now: now)
        #expect(target.commands.last == .togglePause)
        #expect(selection(tile) != nil)
    }

    @Test func aStreamIsRefusedWithTheSessionsReason() {
        var info = TileFixtures.info(duration: nil)
        info.commands.states[.trim] = .disabled("Only a local file can be trimmed")
        let tile = target.controller(info)
        tile.handle(TileFixtures.key("t"), now: now)
        #expect(tile.overlay == .none)
        #expect(tile.state(now: now).toast == "Only a local file can be trimmed")
    }

    @Test func anotherItemClosesTrimMode() {
        let tile = target.controller()
        tile.handle(TileFixtures.key("t"), now: now)
        var next = TileFixtures.info(title: "Next")
        next.path = "/music/next.mp3"
        target.publish(.nowPlaying(next))
        #expect(tile.overlay == .none)
    }
}
