import Commands
import NowPlaying
import Testing

/// Intents answered through the subscription, notices, the count of what is unanswered, and
/// the server going.
extension SourceConformanceTests {
    static func rows(_ value: NowPlayingValue) -> QueueRows? {
        if case let .queueRows(rows) = value { rows } else { nil }
    }

    static func search(_ query: String) -> (NowPlayingValue) -> QueueSearchResult? {
        { value in if case let .queueSearch(result) = value, result.query == query { result } else { nil } }
    }

    @Test(arguments: SourceKind.allCases)
    func queueRowsAndSearchesComeBackThroughTheSubscription(kind: SourceKind) throws {
        let under = try SourceUnderTest(kind)
        let info = try under.waitForSnapshot("of the first item") { $0.metadata.title == ServerWorld.titles[0] }
        // The tags read on the worker for the rows asked give the queue a newer revision (its rows
        // show more): the rows and searches are asked again until they are of the latest one.
        func askAll() throws -> (QueueRows, QueueSearchResult, QueueSearchResult, QueueSearchResult) {
            (try under.ask(.queueRows([0, 1, 2]), Self.rows), try under.ask(.searchQueue("wind"), Self.search("wind")),
             try under.ask(.searchQueue("aur"), Self.search("aur")), try under.ask(.searchQueue("AURÖ"), Self.search("AURÖ")))
        }
        var answers = try askAll()
        func latest() -> Int { under.snapshots.last?.queueRevision ?? answers.0.revision }
        for _ in 0..<20 where Set([answers.0.revision, answers.1.revision, answers.2.revision, answers.3.revision, latest()]).count > 1 {
            answers = try askAll()
        }
        let (rows, wind, aurora, accented) = answers
        let asked = rows.rows.filter { [0, 1, 2].contains($0.index) }
        switch kind.capabilities.queue {
        case .playersQueue:
            #expect(rows.total == 3)
            #expect(asked.map(\.title) == ServerWorld.titles)
            #expect(asked.filter(\.isCurrent).map(\.index) == [0])
            #expect(wind.indices == [2])
            #expect(aurora.indices == [0])
        case .currentTrackOnly:
            #expect(rows.total == 1, "declared: only the track playing")
            #expect(asked.map(\.title) == [ServerWorld.titles[0]])
            #expect(asked.first?.isCurrent == true)
            #expect(wind.indices == [], "declared: only the track playing is searched")
            #expect(aurora.indices == [0])
        case .playersList:
            #expect(rows.total == 2, "declared: this PlayDeck, then the player shown")
            #expect(asked.filter(\.isCurrent).map(\.index) == [1])
            #expect(asked.allSatisfy { $0.title.contains(ServerWorld.titles[0]) }, "\(asked.map(\.title))")
            #expect(wind.indices == [])
            #expect(aurora.indices == [0, 1])
        }
        #expect(accented.indices == aurora.indices, "every source folds accents and case as the queue's search does")
        // A view matches rows to the snapshot's queue by revision.
        let revision = under.snapshots.last?.queueRevision ?? info.queueRevision
        #expect(rows.revision == revision)
        #expect(wind.revision == revision && aurora.revision == revision)
    }

    @Test(arguments: SourceKind.allCases)
    func artworkComesBackAtTheSizeAskedFor(kind: SourceKind) throws {
        let under = try SourceUnderTest(kind)
        let info = try under.waitForSnapshot("with the cover") { $0.artworkID != nil }
        let id = try #require(info.artworkID)
        let size = PixelSize(width: 64, height: 64)
        let picture = try under.ask(.artwork(id: id, size: size)) { value in
            if case let .artwork(picture) = value { picture } else { nil }
        }
        #expect(picture.artworkID == id)
        #expect(picture.requested == size)
        let image = picture.image.size
        #expect(image.width > 0 && image.width == image.height, "the 300×300 cover, square: \(image)")
        #expect(picture.image.rgba.count == image.width * image.height * 4)
    }

    @Test(arguments: SourceKind.allCases)
    func lyricsAreNamedInTheSnapshotAndComeBackWhenAskedFor(kind: SourceKind) throws {
        let under = try SourceUnderTest(kind)
        try under.waitForSnapshot("playing") { $0.state == .playing && $0.metadata.title == ServerWorld.titles[0] }
        under.world.turn { under.truth.lyrics != nil }
        let server = try #require(under.truth.lyrics, "the server read the .lrc")
        guard kind.capabilities.lyrics else {
            let from = under.count
            under.source.request(.lyrics(id: server.id))
            #expect(under.send(.pause) == .success)
            try under.waitForSnapshot(from: from, "paused") { $0.state == .paused }
            #expect(under.snapshots.allSatisfy { $0.lyrics == nil }, "declared: no lyrics named")
            let answered = under.values(from: from).contains { if case .lyrics = $0 { true } else { false } }
            #expect(!answered, "declared: none answered")
            return
        }
        let named = try under.waitForSnapshot("naming the lyrics") { $0.lyrics != nil }
        #expect(named.lyrics?.id == server.id)
        let lyrics = try under.ask(.lyrics(id: server.id)) { if case let .lyrics(lyrics) = $0 { lyrics } else { nil } }
        #expect(lyrics.id == server.id)
        #expect(lyrics.isSynced)
        #expect(lyrics.lines.map(\.text) == ServerWorld.lyrics)
    }

    @Test(arguments: SourceKind.allCases)
    func detailsAreReadWhenAskedNamedInTheSnapshotAndComeBackWhenAskedAgain(kind: SourceKind) throws {
        let under = try SourceUnderTest(kind)
        try under.waitForSnapshot("playing") { $0.state == .playing && $0.metadata.title == ServerWorld.titles[0] }
        let itemID = try #require(under.truth.queueItemID)
        guard kind.capabilities.details else {
            let from = under.count
            under.source.request(.mediaDetails(itemID: itemID))
            #expect(under.send(.pause) == .success)
            try under.waitForSnapshot(from: from, "paused") { $0.state == .paused }
            #expect(!under.values(from: from).contains { if case .mediaDetails = $0 { true } else { false } }, "declared: none answered")
            #expect(under.truth.mediaDetailsID == nil, "declared: the server was never asked")
            return
        }
        #expect(under.snapshots.allSatisfy { $0.mediaDetailsID == nil }, "nothing is read before it is asked for")
        under.source.request(.mediaDetails(itemID: itemID))
        let named = try under.waitForSnapshot("naming the details") { $0.mediaDetailsID != nil }
        #expect(named.queueItemID == itemID)
        let details = try under.ask(.mediaDetails(itemID: itemID)) { if case let .mediaDetails(details) = $0 { details } else { nil } }
        #expect(details.itemID == itemID)
        #expect(details.location.hasSuffix("/aurora.mp3"))
        #expect(details.audio?.codec == "MP3" && details.audio?.sampleRate != nil)
        #expect(details.tags.contains(TagEntry(name: "title", value: ServerWorld.titles[0])))
    }

    @Test(arguments: SourceKind.allCases)
    func requestCountsSettleEqualOnceEverythingIsAnswered(kind: SourceKind) throws {
        let under = try SourceUnderTest(kind)
        let info = try under.waitForSnapshot("with the cover") { $0.artworkID != nil }
        let source = under.source
        let sent = source.requestsSent
        #expect(source.requestsAnswered == sent, "the subscription's own answer is no request's")
        var status: RemoteCommandStatus?
        source.send(.pause) { status = $0 }
        source.request(.queueRows([0]))
        source.request(.artwork(id: info.artworkID ?? 0, size: PixelSize(width: 32, height: 32)))
        switch kind.capabilities.counting {
        case .nothing: #expect(source.requestsSent == 0 && source.requestsAnswered == 0)
        case .commands: #expect(source.requestsSent == sent + 1)
        case .commandsAndIntents: #expect(source.requestsSent == sent + 3)
        }
        let settled = under.world.turn { status != nil && source.requestsAnswered == source.requestsSent }
        #expect(settled, "\(source.requestsAnswered) of \(source.requestsSent) answered")
        #expect(status == .success)
    }

    @Test(arguments: SourceKind.allCases)
    func theServersNoticesReachTheSubscriber(kind: SourceKind) throws {
        let under = try SourceUnderTest(kind)
        try under.waitForSnapshot("playing") { $0.state == .playing }
        let from = under.count
        under.world.post(notice: "gone.mp3: cannot play")
        // Whatever comes is in before the answer to a command sent after it.
        #expect(under.send(.pause) == .success)
        try under.waitForSnapshot(from: from, "paused") { $0.state == .paused }
        if kind.capabilities.notices {
            #expect(under.notices(from: from) == ["gone.mp3: cannot play"])
        } else {
            #expect(under.notices(from: from) == [], "declared: MPRIS carries no notices")
        }
    }

    @Test(arguments: SourceKind.allCases)
    func whenTheServerGoesTheSubscriberIsToldAndNothingWaits(kind: SourceKind) throws {
        let under = try SourceUnderTest(kind)
        try under.waitForSnapshot("playing") { $0.state == .playing }
        let from = under.count
        guard under.stopServer() else {
            #expect(kind.capabilities.serverGoing == .never, "declared: the server is this process")
            return
        }
        switch kind.capabilities.serverGoing {
        case .never:
            Issue.record("\(kind) was declared to have no server of its own")
        case .backHome:
            try under.waitForSnapshot(from: from, "of this PlayDeck's queue") { $0.queueCount == ServerWorld.titles.count }
            #expect(under.notices(from: from).contains { $0.hasSuffix("; back to this PlayDeck") }, "\(under.notices(from: from))")
            #expect(under.send(.pause) == .success)
        case .commandsFail:
            try under.waitForSnapshot(from: from, "saying nothing plays") { $0.state == .stopped && $0.path == nil }
            #expect(under.send(.pause) == .commandFailed("The player is gone"))
            #expect(under.snapshots.last?.state == .stopped, "the last snapshot still says it plays")
        }
        #expect(under.source.requestsAnswered == under.source.requestsSent, "nothing waits for a player that went")
    }
}
