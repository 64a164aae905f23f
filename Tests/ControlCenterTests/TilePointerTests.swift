import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// Clicks, drags and the wheel on a drawn frame becoming commands and overlays.
@Suite struct TilePointerTests {
    let now = TileFixtures.now
    let target = RecordingSource()

    func controller(_ info: NowPlayingInfo? = TileFixtures.info(), ui: UISettings = .defaults) -> TileController {
        target.controller(info, ui: ui)
    }

    /// Renders the controller's state so that clicks have regions to land in.
    func layOut(_ controller: TileController, at time: Double) -> TileFrame {
        let frame = TileFixtures.render(controller.state(now: time))
        controller.hits = frame.hits
        return frame
    }

    @Test func aDragOnTheScrubberShowsTheTargetAndSeeksOnceOnRelease() throws {
        let tile = controller()
        let frame = layOut(tile, at: now)
        let bar = try #require(frame.hits.first { if case .scrubber = $0.target { true } else { false } }?.rect)
        tile.handle(.mouse(MouseEvent(.press, x: bar.x, y: bar.y)), now: now)
        tile.handle(.mouse(MouseEvent(.motion, x: bar.maxX - 1, y: bar.y)), now: now)
        #expect(tile.state(now: now).landing == 180)
        tile.handle(.mouse(MouseEvent(.release, x: bar.x + (bar.width - 1) / 2, y: bar.y)), now: now)
        #expect(target.commands == [.seek(to: 90)])
        #expect(tile.state(now: now).landing == nil)
    }

    @Test func theWheelOnTheScrubberSkips() throws {
        let tile = controller()
        let frame = layOut(tile, at: now)
        let bar = try #require(frame.hits.first { if case .scrubber = $0.target { true } else { false } }?.rect)
        tile.handle(.mouse(MouseEvent(.wheelDown, x: bar.x + 3, y: bar.y)), now: now)
        #expect(target.commands == [.skipBackward(10)])
    }

    @Test func clickingButtonsSendsTheirCommands() throws {
        let tile = controller()
        let frame = layOut(tile, at: now)
        let toggle = try #require(frame.hits.first { $0.target == .command(.togglePause) }?.rect)
        tile.handle(.mouse(MouseEvent(.press, x: toggle.x + 1, y: toggle.y)), now: now)
        let speed = try #require(frame.hits.first { $0.target == .speedButton }?.rect)
        tile.handle(.mouse(MouseEvent(.press, x: speed.x + 1, y: speed.y)), now: now)
        #expect(target.commands == [.togglePause])
        #expect(tile.overlay == .speedMenu(highlighted: 1))
        let menu = layOut(tile, at: now)
        let fastest = try #require(menu.hits.first { $0.target == .speed(2) }?.rect)
        tile.handle(.mouse(MouseEvent(.press, x: fastest.x + 2, y: fastest.y)), now: now)
        #expect(target.commands == [.togglePause, .setSpeed(2)])
        #expect(tile.overlay == .none)
    }

    @Test func anyClickClosesTheInfoPanel() {
        var info = TileFixtures.info()
        info.metadata.description = "About it."
        let tile = controller(info)
        tile.handle(TileFixtures.key("i"), now: now)
        _ = layOut(tile, at: now)
        tile.handle(.mouse(MouseEvent(.press, x: 30, y: 8)), now: now)
        #expect(tile.overlay == .none)
        #expect(target.commands.isEmpty)
    }

    @Test func withTheMouseOffClicksAreIgnored() {
        let tile = controller(ui: UISettings(idleFullscreenAfter: 30, mouse: false, compactBelowColumns: 60, idle: false))
        _ = layOut(tile, at: now)
        tile.handle(.mouse(MouseEvent(.press, x: 30, y: 11)), now: now)
        #expect(target.commands.isEmpty)
    }
}
