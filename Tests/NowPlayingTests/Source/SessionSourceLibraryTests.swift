import NowPlaying
import Testing

/// The in-process source answers the Library panel's lists through the player's library hook,
/// with nothing playing too, and says it has none without one.
@Suite struct SessionSourceLibraryTests {
    func answers(of source: SessionSource, to query: LibraryListQuery) -> [NowPlayingValue] {
        var received: [NowPlayingValue] = []
        let token = source.subscribe { received.append($0) }
        source.request(.library(query))
        source.unsubscribe(token)
        return received
    }

    @Test func theHookAnswersTheListWithNoSessionActive() {
        let source = SessionSource(infoCenter: NowPlayingInfoCenter()) { _ in .success }
        let list = LibraryList(query: .albums(artist: "Seeds"), rows: .albums([LibraryList.Album(title: "Wind", year: 2003, tracks: 3)]))
        var asked: [LibraryListQuery] = []
        source.library = { query in
            asked.append(query)
            return list
        }
        #expect(answers(of: source, to: .albums(artist: "Seeds")) == [.library(list)])
        #expect(asked == [.albums(artist: "Seeds")])
    }

    @Test func withoutAHookTheAnswerIsThatThereIsNoLibrary() {
        let source = SessionSource(infoCenter: NowPlayingInfoCenter()) { _ in .success }
        #expect(answers(of: source, to: .artists) == [.library(.unavailable(.artists))])
    }
}

extension SessionSourceLibraryTests {
    @Test func aLibraryChangeReachesEverySubscriberUntilItLeaves() {
        let center = NowPlayingInfoCenter()
        let source = SessionSource(infoCenter: center) { _ in .success }
        var first: [NowPlayingValue] = [], second: [NowPlayingValue] = []
        let token = source.subscribe { first.append($0) }
        _ = source.subscribe { second.append($0) }
        center.postLibraryChange()
        source.unsubscribe(token)
        center.postLibraryChange()
        #expect(first == [.libraryChanged] && second == [.libraryChanged, .libraryChanged])
    }
}
