import Commands
import Playback
import PlayerDoubles
import Testing
@testable import NowPlaying

/// The line each command that changes a mode or stores something leaves on every view of Now
/// Playing, posted by the session once the command is done (so a shuffle from MPRIS shows too);
/// refusals and moves through time post none.
@Suite struct CommandNoticeTests {
    final class Feedback {
        var lines: [String] = []
    }

    final class MemoryStorage: BookmarkStorage {
        var saved: [String: [Bookmark]] = [:]
        func bookmarks(for url: String) -> [Bookmark] { saved[url] ?? [] }
        func save(_ bookmarks: [Bookmark], for url: String) -> String? {
            saved[url] = bookmarks
            return nil
        }
    }

    static func harness() throws -> (FakeSessionHarness, Feedback) {
        var book = FakeMedia.tone(seconds: 900)
        book.chapters = [Chapter(title: nil, time: 0), Chapter(title: nil, time: 60)]
        let rig = FakeSessionHarness(files: ["book.m4b": book, "b.mp3": .tone(seconds: 30)])
        rig.session.features.bookmarkStorage = MemoryStorage()
        let feedback = Feedback()
        rig.infoCenter.addFeedbackObserver { feedback.lines.append($0) }
        try rig.play([MediaItem(url: "book.m4b"), MediaItem(url: "b.mp3")])
        return (rig, feedback)
    }

    /// What `command` posted.
    static func notice(_ command: Command, _ rig: FakeSessionHarness, _ feedback: Feedback,
                       status: RemoteCommandStatus = .success) -> [String] {
        feedback.lines = []
        #expect(rig.session.perform(command) == status, "\(command)")
        return feedback.lines
    }

    @Test func modesSayWhatTheyAreNow() throws {
        let (rig, feedback) = try Self.harness()
        #expect(Self.notice(.shuffle(nil), rig, feedback) == ["Shuffle on"])
        #expect(Self.notice(.shuffle(nil), rig, feedback) == ["Shuffle off"])
        #expect(Self.notice(.shuffle(false), rig, feedback) == ["Shuffle off"])
        #expect(Self.notice(.repeatMode(nil), rig, feedback) == ["Repeat track"])
        #expect(Self.notice(.repeatMode(nil), rig, feedback) == ["Repeat queue"])
        #expect(Self.notice(.repeatMode(nil), rig, feedback) == ["Repeat off"])
        #expect(Self.notice(.toggleMute, rig, feedback) == ["Muted"])
        #expect(Self.notice(.volumeUp(nil), rig, feedback) == ["Volume 105% (muted)"])
        #expect(Self.notice(.toggleMute, rig, feedback) == ["Unmuted"])
        #expect(Self.notice(.volumeDown(15), rig, feedback) == ["Volume 90%"])
        #expect(Self.notice(.setVolume(500), rig, feedback) == ["Volume 130%"], "what the player took, not what was asked")
        #expect(Self.notice(.speedNext, rig, feedback) == ["Speed 1.25×"])
        #expect(Self.notice(.speedReset, rig, feedback) == ["Speed 1×"])
        #expect(Self.notice(.sleep(.after(1800)), rig, feedback) == ["Sleep in 30:00"])
        #expect(Self.notice(.sleep(.endOfChapter), rig, feedback) == ["Sleep at the end of the chapter"])
        #expect(Self.notice(.sleep(.off), rig, feedback) == ["Sleep timer off"])
    }

    @Test func aBookmarkSaysItsName() throws {
        let (rig, feedback) = try Self.harness()
        #expect(rig.session.perform(.seek(to: 724)) == .success)
        try rig.run(timeout: 5, "the seek") { abs((rig.last?.mediaElapsed ?? 0) - 724) < 0.01 }
        #expect(Self.notice(.bookmarkAdd(nil), rig, feedback) == ["Bookmark 'Chapter 2 · 12:04' added"])
        #expect(Self.notice(.bookmarkAdd("Here"), rig, feedback) == ["Bookmark 'Here' added"])
        #expect(Self.notice(.bookmarkRename(1, "There"), rig, feedback) == ["Bookmark renamed 'There'"])
        #expect(Self.notice(.bookmarkRemove(1), rig, feedback) == ["Bookmark removed"])
    }

    @Test func movesThroughTimeAndRefusalsSayNothing() throws {
        let (rig, feedback) = try Self.harness()
        for command: Command in [.skipForward(10), .skipBackward(5), .seek(to: 30), .seekPercent(50), .nextChapter, .togglePause] {
            #expect(Self.notice(command, rig, feedback).isEmpty, "\(command)")
        }
        // A refusal is the reply's to say (the tile shows it once): the session posts nothing.
        #expect(Self.notice(.speedReset, rig, feedback) == ["Speed 1×"])
        #expect(Self.notice(.speedPrevious, rig, feedback) == ["Speed 0.5×"])
        #expect(Self.notice(.speedPrevious, rig, feedback, status: .commandFailed("Already at the slowest speed")).isEmpty)
        #expect(Self.notice(.bookmarkRemove(9), rig, feedback, status: .noSuchContent).isEmpty)
    }

    @Test func aPercentageGoesToThatShareOfTheLengthAndIsRefusedWithoutOne() throws {
        let (rig, _) = try Self.harness()
        #expect(rig.session.perform(.seekPercent(45)) == .success)
        try rig.run(timeout: 5, "the seek") { abs((rig.last?.elapsed ?? 0) - 405) < 0.01 }
        let stream = FakeSessionHarness(files: ["live": FakeMedia(duration: nil)])
        try stream.play([MediaItem(url: "live")])
        #expect(stream.session.perform(.seekPercent(45))
                == .commandFailed("The length of this item is not known: go to a time instead"))
    }
}
