import Commands
import NowPlaying
import Playback
import Testing
import TestSupport

/// "Skip Intro" and friends: visible exactly inside their range, from items and from chapters.
@Suite struct ContextualActionTests {
    @Test func anActionIsVisibleFromItsStartUpToButNotAtItsEnd() {
        let action = ContextualAction(title: "Skip Intro", start: 30, end: 45)
        #expect(!action.isVisible(atMedia: 29.99))
        #expect(action.isVisible(atMedia: 30))
        #expect(action.isVisible(atMedia: 44.99))
        #expect(!action.isVisible(atMedia: 45))
    }

    @Test func chaptersNamedLikeTheRulesBecomeActionsUntilTheNextChapter() {
        let chapters: [(title: String?, start: Double)] = [
            ("Cold Open", 0), ("Opening", 60), ("Part One", 150), ("Recap", 900), (nil, 960), ("End Credits", 1700),
        ]
        let actions = ChapterActionRules.standard.actions(chapters: chapters, mediaDuration: 1800)
        #expect(actions == [
            ContextualAction(title: "Skip Intro", start: 60, end: 150),
            ContextualAction(title: "Skip Recap", start: 900, end: 960),
            ContextualAction(title: "Skip Credits", start: 1700, end: 1800),
        ])
    }

    @Test(arguments: ["intro", "INTRO", "Intro - Theme", "Intro 2", "  Intro", "Credits", "Opening Theme"])
    func titlesMatchingARuleWholeWordAreRecognised(title: String) {
        let actions = ChapterActionRules.standard.actions(chapters: [(title, 0)], mediaDuration: 10)
        #expect(actions.count == 1)
    }

    @Test(arguments: ["Introduction", "Recapitulation", "Creditsroll", "The Intro", "Outro"])
    func otherTitlesAreNot(title: String) {
        #expect(ChapterActionRules.standard.actions(chapters: [(title, 0)], mediaDuration: 10).isEmpty)
    }

    @Test func aLastChapterWaitsForTheDurationToBeKnown() {
        #expect(ChapterActionRules.standard.actions(chapters: [("Credits", 50)], mediaDuration: nil).isEmpty)
    }

    @Test func rulesCanBeMadeFromTheConfigsLists() {
        let rules = ChapterActionRules(intro: ["Vorspann"], credits: ["Abspann"])
        let actions = rules.actions(chapters: [("Vorspann", 0), ("Teil 1", 5), ("Abspann", 8)], mediaDuration: 10)
        #expect(actions.map(\.title) == ["Skip Intro", "Skip Credits"])
        #expect(rules != ChapterActionRules.standard)
    }

    @Test func skipIntroFromAChapterIsPublishedExactlyInsideItsRangeAndPressingItSkipsToTheEnd() throws {
        let harness = try SessionHarness()
        let path = try Fixtures.chaptered(seconds: 8, chapters: [("Cold Open", 0), ("Intro", 1), ("Part One", 2.5)])
        try harness.play([MediaItem(url: path)])
        #expect(harness.last?.actions == [])
        #expect(harness.last?.commands.states[.contextualAction] == .disabled("No action is available now"))
        let shown = try harness.waitForPublish { !$0.actions.isEmpty }
        #expect(shown.actions == ["Skip Intro"])
        #expect((shown.mediaElapsed ?? 0) >= 1 && (shown.mediaElapsed ?? 0) < 1.15)
        #expect(shown.commands.isEnabled(.contextualAction))
        #expect(harness.session.perform(Command.pressAction) == .success)
        let skipped = try harness.waitForPublish()
        #expect(abs((skipped.mediaElapsed ?? 0) - 2.5) < 0.1)
        #expect(skipped.actions.isEmpty)
    }

    @Test func anItemsOwnActionDisappearsAtItsEnd() throws {
        let harness = try SessionHarness()
        let action = ContextualAction(title: "Skip Intro", start: 0.5, end: 1.2)
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 5), contextualActions: [action])])
        // Within the range, then at or after its end; the upper bounds leave room for a loaded
        // machine's late wake-up, and still tell the range's end from the item's (5 s).
        let shown = try harness.waitForPublish { !$0.actions.isEmpty }
        #expect((shown.mediaElapsed ?? 0) >= 0.5 && (shown.mediaElapsed ?? 0) < 1.2)
        let gone = try harness.waitForPublish { $0.actions.isEmpty }
        // mpv may read the end back a hair short of it (MediaBoundary's 1 ms).
        #expect((gone.mediaElapsed ?? 0) >= 1.199 && (gone.mediaElapsed ?? 0) < 2.5, "\(gone.mediaElapsed as Any)")
    }

    @Test func skipCreditsAtTheEndMovesToTheNextItem() throws {
        let harness = try SessionHarness()
        let path = try Fixtures.chaptered(seconds: 6, chapters: [("Story", 0), ("Credits", 1)])
        let next = try Fixtures.tone(seconds: 4)
        try harness.play([MediaItem(url: path), MediaItem(url: next)])
        try harness.waitForPublish { $0.actions == ["Skip Credits"] }
        #expect(harness.session.perform(Command.pressAction) == .success)
        try harness.run(timeout: 10, "the next item") { harness.last?.path == next && harness.last?.state == .playing }
    }

    @Test func pressingWithNoActionVisibleIsNoSuchContent() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 4))])
        let center = harness.session.remoteCommandCenter
        center.command(.contextualAction).setEnabled(true)
        #expect(center.perform(.pressAction) == .noSuchContent)
    }

    @Test func playFromBeginningIsOfferedForFilesAndGoesBackToZero() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 10), startTime: 6)])
        #expect(harness.last?.infoActions == ["Play from Beginning"])
        _ = harness.session.perform(Command.pause)
        #expect(harness.session.perform(Command.playFromBeginning) == .success)
        let start = try harness.waitForPublish()
        #expect((start.mediaElapsed ?? 9) < 0.15)
        #expect(start.state == .playing)
    }
}
