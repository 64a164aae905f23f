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

    @Test func aStarTheServerTookReachesEverySubscriber() {
        let center = NowPlayingInfoCenter()
        let source = SessionSource(infoCenter: center) { _ in .success }
        var received: [NowPlayingValue] = []
        _ = source.subscribe { received.append($0) }
        let star = ServerStar(server: "home", kind: .song, id: "s-1", starred: false)
        center.post(star: star)
        #expect(received == [.serverStar(star)])
    }
}

/// A server's answerer that keeps each asker until the test answers it.
final class HeldServerLibrary: ServerLibraryAnswering {
    var servers = ["home"]
    var kept: [LibraryListQuery: LibraryList] = [:]
    private(set) var held: [(query: ServerLibraryQuery, later: (LibraryList?) -> Void)] = []

    func list(_ server: String, _ query: ServerLibraryQuery, later: @escaping (LibraryList?) -> Void) -> LibraryList? {
        if let list = kept[.server(server, query)] { return list }
        held.append((query, later))
        return nil
    }

    func item(for location: String) -> MediaItem? { nil }
    func item(for location: String, later: @escaping (Result<MediaItem, ServerItemFailure>) -> Void) {
        later(.failure(ServerItemFailure(line: "no server here")))
    }
    func star(_ star: ServerStar, later: @escaping (Result<Void, ServerItemFailure>) -> Void) {
        later(.failure(ServerItemFailure(line: "no server here")))
    }
    func title(of star: ServerStar) -> String? { nil }
}

extension SessionSourceLibraryTests {
    @Test func aServersListIsPublishedWhenItComesWithTheServersNamed() {
        let source = SessionSource(infoCenter: NowPlayingInfoCenter()) { _ in .success }
        let server = HeldServerLibrary()
        source.serverLibrary = server
        var received: [NowPlayingValue] = []
        _ = source.subscribe { received.append($0) }
        source.request(.library(.server("home", .top)))
        #expect(received.isEmpty && server.held.map(\.query) == [.top], "nothing until the server answers")
        let list = LibraryList(query: .server("home", .top), rows: .artists([.init(name: "Aurora Fields", albums: 2, id: "1")]))
        server.held[0].later(list)
        var named = list
        named.servers = ["home"]
        #expect(received == [.library(named)])
    }

    @Test func aSupersededServerListIsNotPublishedAndAKeptOneIsAtOnce() {
        let source = SessionSource(infoCenter: NowPlayingInfoCenter()) { _ in .success }
        let server = HeldServerLibrary()
        source.serverLibrary = server
        #expect(source.answer(.library(.server("home", .search("w")))) { _ in } == nil)
        var later: [IntentAnswer] = []
        #expect(source.answer(.library(.server("home", .search("wh")))) { later.append($0) } == nil)
        server.held[1].later(nil)
        #expect(later == [.absent("A newer list was asked for")])
        let kept = LibraryList(query: .server("home", .top), rows: .artists([]))
        server.kept[.server("home", .top)] = kept
        var named = kept
        named.servers = ["home"]
        #expect(source.answer(.library(.server("home", .top))) { _ in Issue.record("answered later too") } == .value(.library(named)))
    }

    @Test func theLibrarysListsNameTheServersToo() {
        let source = SessionSource(infoCenter: NowPlayingInfoCenter()) { _ in .success }
        source.serverLibrary = HeldServerLibrary()
        source.library = { LibraryList(query: $0, rows: .artists([])) }
        #expect(answers(of: source, to: .artists) == [.library(LibraryList(query: .artists, rows: .artists([]), servers: ["home"]))])
    }
}
