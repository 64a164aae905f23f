import Commands
import PlayerDoubles
import Testing
@testable import NowPlaying

/// `add`, `add-next` and `replace` (what the Library panel's a, A and Enter send), on the fake
/// player: where the items land and what plays.
@Suite struct NowPlayingSessionPlacementTests {
    let paths = (0..<6).map { "tone-\($0).mp3" }

    func harness() -> FakeSessionHarness {
        FakeSessionHarness(files: Dictionary(uniqueKeysWithValues: paths.map { ($0, FakeMedia.tone(seconds: 20)) }))
    }

    func urls(_ session: NowPlayingSession) -> [String] { session.queue.items.map(\.url) }

    /// Enter on the third track of an album of four, over a queue playing something else: the
    /// third plays at once, the album is the queue in its order, the old queue is gone.
    @Test func replacingFromATrackInTheMiddleOfAnAlbumPlaysItWithTheWholeAlbumAround() throws {
        let harness = harness()
        try harness.play([MediaItem(url: paths[4]), MediaItem(url: paths[5])])
        let album = Array(paths[0..<4])
        let commands: [Command] = [.add(album[2], .replace), .add(album[3]), .add(album[0]), .move(from: 3, to: 1),
                                   .add(album[1]), .move(from: 4, to: 2)]
        for command in commands { #expect(harness.session.perform(command) == .success, "\(command.text)") }
        #expect(urls(harness.session) == album)
        #expect(harness.session.currentItem?.url == album[2])
        #expect(harness.session.perform(Command.previousTrack) == .success)
        #expect(harness.session.currentItem?.url == album[1], "previous finds the track before it")
    }

    @Test func addingAppendsAndLeavesTheItemPlaying() throws {
        let harness = harness()
        try harness.play([MediaItem(url: paths[0]), MediaItem(url: paths[1])])
        #expect(harness.session.perform(Command.add(paths[2])) == .success)
        #expect(urls(harness.session) == Array(paths[0...2]))
        #expect(harness.session.currentIndex == 0)
    }

    /// "A" on an album sends one `add-next` a track: they play next in the album's order.
    @Test func addingNextPutsItemsAfterThePlayingOneInTheOrderTheyCame() throws {
        let harness = harness()
        try harness.play([MediaItem(url: paths[0]), MediaItem(url: paths[1]), MediaItem(url: paths[2])])
        #expect(harness.session.perform(Command.nextTrack) == .success)
        for path in paths[3...4] { #expect(harness.session.perform(Command.add(path, .next)) == .success) }
        #expect(urls(harness.session) == [paths[0], paths[1], paths[3], paths[4], paths[2]])
        #expect(harness.session.currentIndex == 1)
        #expect(harness.session.perform(Command.nextTrack) == .success)
        #expect(harness.session.currentItem?.url == paths[3])
        #expect(harness.session.perform(Command.add(paths[5], .next)) == .success, "once the next one started, the run begins again")
        #expect(urls(harness.session) == [paths[0], paths[1], paths[3], paths[5], paths[4], paths[2]])
    }

    @Test func addingNextWhileShuffledPlaysTheItemsNext() throws {
        let harness = harness()
        harness.session.shuffleGenerator = SeededGenerator(seed: 5)
        try harness.play([MediaItem(url: paths[0]), MediaItem(url: paths[1]), MediaItem(url: paths[2])])
        #expect(harness.session.perform(Command.shuffle(true)) == .success)
        for path in paths[3...4] { #expect(harness.session.perform(Command.add(path, .next)) == .success) }
        #expect(harness.session.perform(Command.nextTrack) == .success)
        #expect(harness.session.currentItem?.url == paths[3])
        #expect(harness.session.perform(Command.nextTrack) == .success)
        #expect(harness.session.currentItem?.url == paths[4])
    }

    @Test func addingNextToAnEmptyQueuePlaysTheItemsInTheirOrder() throws {
        let harness = harness()
        for path in paths[0...2] { #expect(harness.session.perform(Command.add(path, .next)) == .success) }
        #expect(urls(harness.session) == Array(paths[0...2]))
        #expect(harness.session.currentIndex == 0, "nothing played: the first starts, as add does")
    }

    @Test func replacingAnEmptyQueuePlays() throws {
        let harness = harness()
        #expect(harness.session.perform(Command.add(paths[1], .replace)) == .success)
        #expect(urls(harness.session) == [paths[1]])
        #expect(harness.session.currentIndex == 0)
    }
}
