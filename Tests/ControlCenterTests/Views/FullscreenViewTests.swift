import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// `f`: Now Playing over the whole terminal, the picture as large as it allows, the title and
/// the scrubber at the foot; every other key keeps working, `f` or Esc goes back.
@Suite struct FullscreenViewTests {
    typealias Panes = PanesViewTests

    @Test func fFillsTheTerminalWithTheArtworkAndPutsTheTitleAndScrubberAtTheFoot() throws {
        let (source, controller) = Panes.controller(columns: 160, rows: 45)
        source.press("f", on: controller)
        #expect(controller.isFullscreen)
        let frame = Panes.render(controller)
        let lines = frame.grid.lines
        #expect(Panes.artwork(frame.grid) == Rect(x: 41, y: 1, width: 78, height: 39), "the cover as tall as the screen allows")
        #expect(lines[41].trimmingCharacters(in: .whitespaces) == "Magnificent")
        #expect(lines[42].trimmingCharacters(in: .whitespaces) == "Test Artist — Seeds")
        #expect(lines[43].contains("0:42") && lines[43].contains("-2:18"), "\(lines[43])")
        #expect(!lines.joined().contains("Queue") && !lines.joined().contains("Now Playing"), "nothing but Now Playing")
        #expect(frame.target(x: 80, y: 20)?.target == .artwork)
        source.press("space", on: controller)
        #expect(source.commands.last == .togglePause, "keys keep working")
        #expect(controller.isFullscreen)
        source.press("f", on: controller)
        #expect(!controller.isFullscreen)
        #expect(Panes.render(controller).grid.lines[0].contains("╮╭─ Queue "))
        source.press("f", "esc", on: controller)
        #expect(!controller.isFullscreen, "Esc goes back too")
    }

    @Test func aPanelOpensOverItAndClosingItReturnsToTheFullScreen() {
        let (source, controller) = Panes.controller(columns: 160, rows: 45)
        source.press("f", "l", on: controller)
        #expect(controller.overlay == .queue)
        #expect(Panes.render(controller).grid.lines[0].contains("╮╭─ Queue "), "the panel shows in its pane")
        source.press("esc", on: controller)
        #expect(Panes.artwork(Panes.render(controller).grid)?.height == 39)
    }

    @Test func theIdleViewDoesNotReplaceIt() {
        let (source, controller) = Panes.controller(columns: 160, rows: 45)
        source.press("f", on: controller)
        controller.timeDidPass(now: TileFixtures.now + 120)
        #expect(!controller.isIdleFullscreen)
        #expect(controller.nextDeadline(now: TileFixtures.now) != nil, "the second still ticks while playing")
    }

    @Test func everySizeFrom20By8DrawsItInsideTheScreen() {
        for (columns, rows) in [(20, 8), (40, 12), (100, 30), (240, 60), (37, 9)] {
            let (source, controller) = Panes.controller(columns: columns, rows: rows)
            source.press("f", on: controller)
            let frame = Panes.render(controller)
            let text = frame.grid.lines.joined(separator: "\n")
            #expect(text.contains("Magnificent") && text.contains("0:42"), "\(columns)×\(rows):\n\(text)")
            #expect(frame.grid.lines.allSatisfy { DisplayWidth.of($0) <= columns })
            if let art = Panes.artwork(frame.grid) {
                #expect(art.maxY <= rows - 5, "\(columns)×\(rows): the picture runs into the foot")
            }
        }
    }

    @Test func theKeyIsRebindableAndListedInHelp() throws {
        #expect(KeyBindings.defaults.keys(for: .tile(.fullscreen)) == [KeyName(.character("f"))])
        #expect(try Instruction(parsing: "fullscreen") == .tile(.fullscreen))
    }
}
