import Commands
import Settings
import Testing
@testable import ControlCenter
@testable import NowPlaying

/// The audio and subtitle menus: language · title · codec, the track playing marked, "Off"
/// first for subtitles, Enter choosing through the session's commands.
@Suite struct TrackMenuTests {
    let now = TileFixtures.now

    func info() -> NowPlayingInfo {
        var info = TileFixtures.info()
        info.audioTracks = [
            MediaTrackInfo(id: 1, title: nil, language: "eng", codec: "mp3", isSelected: true),
            MediaTrackInfo(id: 2, title: "Commentary", language: "fre", codec: "mp3", isSelected: false),
        ]
        info.subtitleTracks = [
            MediaTrackInfo(id: 1, title: nil, language: "eng", codec: "subrip", isSelected: false),
            MediaTrackInfo(id: 2, title: nil, language: "fre", codec: "subrip", isSelected: true),
        ]
        return info
    }

    @Test func theSubtitleMenuOffersOffAndMarksTheTrackShown() {
        var state = TileState(info: info(), now: now)
        state.overlay = .trackMenu(.subtitles, highlighted: 0)
        let frame = TileFixtures.render(state)
        #expect(Array(frame.grid.lines[5...9]) == [
            "│  │      │   Test A╭─ Subtitles ──────╮                   │",
            "│  │  ♪   │         │   Off            │                   │",
            "│  ╰──────╯         │   eng · subrip   │                   │",
            "│                   │ ● fre · subrip   │                   │",
            "│  0:42 ━━━━━━━━━━──╰──────────────────╯─────────── -2:18  │",
        ])
        #expect(TileFixtures.styles(frame.grid, row: 6).contains("SSSSSSSSSSSSSSSS"), "Off is highlighted")
    }

    @Test func enterInTheAudioMenuSendsTheTracksId() {
        let target = RecordingSource()
        let controller = target.controller(info())
        controller.handle(.key(KeyName(.character("#"))), now: now)
        #expect(controller.overlay == .trackMenu(.audio, highlighted: 0), "opens on the track playing")
        controller.handle(.key(KeyName(.named(.down))), now: now)
        controller.handle(.key(KeyName(.named(.enter))), now: now)
        #expect(target.commands == [.audioTrack(2)])
        #expect(controller.overlay == .none)
    }

    @Test func choosingOffInTheSubtitleMenuSendsTrackZero() {
        let target = RecordingSource()
        let controller = target.controller(info())
        controller.handle(.key(KeyName(.character("j"))), now: now)
        #expect(controller.overlay == .trackMenu(.subtitles, highlighted: 2))
        for _ in 0..<2 { controller.handle(.key(KeyName(.character("k"))), now: now) }
        controller.handle(.key(KeyName(.named(.enter))), now: now)
        #expect(target.commands == [.subtitleTrack(0)])
    }

    @Test func anItemWithoutSubtitlesSaysSoInsteadOfAnEmptyMenu() {
        let controller = RecordingSource().controller()
        controller.handle(.key(KeyName(.character("j"))), now: now)
        #expect(controller.overlay == .none)
        #expect(controller.state(now: now).toast == "This item has no subtitles")
    }
}

/// The secondary subtitle menu (`k`): "Off" and the subtitle tracks, the main one dimmed.
@Suite struct SecondarySubtitleMenuTests {
    let now = TileFixtures.now

    func info(secondary: Int? = nil) -> NowPlayingInfo {
        var info = TileFixtures.info()
        info.subtitleTracks = [
            MediaTrackInfo(id: 1, title: nil, language: "eng", codec: "subrip", isSelected: true),
            MediaTrackInfo(id: 2, title: nil, language: "fre", codec: "subrip", isSelected: false,
                           isSecondary: secondary == 2),
        ]
        return info
    }

    @Test func theMenuMarksTheSecondaryTrackAndDimsTheMainOne() {
        var state = TileState(info: info(secondary: 2), now: now)
        state.overlay = .trackMenu(.secondarySubtitles, highlighted: 0)
        let frame = TileFixtures.render(state)
        #expect(Array(frame.grid.lines[4...9]) == [
            "│  ╭──────╮   Magnificent                                  │",
            "│  │      │   Te╭─ Secondary subtitles ────╮               │",
            "│  │  ♪   │     │   Off                    │               │",
            "│  ╰──────╯     │   eng · subrip (main)    │               │",
            "│               │ ● fre · subrip           │               │",
            "│  0:42 ━━━━━━━━╰──────────────────────────╯─────── -2:18  │",
        ])
        #expect(TileFixtures.styles(frame.grid, row: 6).contains(String(repeating: "S", count: 26)), "Off is highlighted")
        #expect(TileFixtures.styles(frame.grid, row: 7).contains(String(repeating: "d", count: 26)), "the main one is dimmed")
        #expect(TileFixtures.styles(frame.grid, row: 8).contains(String(repeating: "a", count: 26)), "the secondary one marked")
    }

    @Test func kOpensItAndEnterSendsTheSecondaryTrack() {
        let target = RecordingSource()
        let controller = target.controller(info())
        controller.handle(.key(KeyName(.character("k"))), now: now)
        #expect(controller.overlay == .trackMenu(.secondarySubtitles, highlighted: 0), "opens on Off")
        controller.handle(.key(KeyName(.named(.down))), now: now)
        controller.handle(.key(KeyName(.named(.down))), now: now)
        controller.handle(.key(KeyName(.named(.enter))), now: now)
        #expect(target.commands == [.secondarySubtitleTrack(2)])
        controller.show(info(secondary: 2), now: now)
        controller.handle(.key(KeyName(.character("k"))), now: now)
        #expect(controller.overlay == .trackMenu(.secondarySubtitles, highlighted: 2), "opens on the track shown")
        controller.handle(.key(KeyName(.character("k"))), now: now)
        controller.handle(.key(KeyName(.character("k"))), now: now)
        controller.handle(.key(KeyName(.named(.enter))), now: now)
        #expect(target.commands == [.secondarySubtitleTrack(2), .secondarySubtitleTrack(0)], "Off")
    }

    @Test func theMainSubtitleMenuNamesTheTrackShownAsSecondary() {
        let entries = TrackMenuEntry.entries(.subtitles, info: info(secondary: 2))
        #expect(entries.map(\.label) == ["Off", "eng · subrip", "fre · subrip (secondary)"])
        #expect(entries.map(\.isTaken) == [false, false, true])
    }

    @Test func withOneSubtitleTrackItSaysWhyThereIsNoMenu() {
        var one = info()
        one.subtitleTracks.removeLast()
        let controller = RecordingSource().controller(one)
        controller.handle(.key(KeyName(.character("k"))), now: now)
        #expect(controller.overlay == .none)
        #expect(controller.state(now: now).toast == "A secondary subtitle needs two subtitle tracks")
    }
}
