import NowPlaying
import Testing
@testable import ControlCenter

/// The Info tab's details through the controller: asked for by the queue item when the tab
/// comes into view (not before), asked again when the snapshot names them as read and each time
/// the tab is opened, kept only for their item; ↑ ↓ and the wheel scroll as far as the frame
/// can, Tab and Enter still reach the actions.
@Suite struct InfoDetailsTests {
    let now = TileFixtures.now
    let target = RecordingSource()

    static func info(item: Int = 7, detailsID: Int? = nil) -> NowPlayingInfo {
        var info = TileFixtures.info()
        info.queueItemID = item
        info.mediaDetailsID = detailsID
        info.infoActions = ["Play from Beginning"]
        return info
    }

    static func details(item: Int = 7, tags: Int = 30) -> MediaDetails {
        var details = MediaDetails(itemID: item, location: "/music/magnificent.flac")
        details.container = "raw FLAC"
        var audio = AudioDetails()
        (audio.codec, audio.sampleRate, audio.channels, audio.channelLayout, audio.bitDepth) = ("FLAC", 44100, 2, "stereo", 16)
        details.audio = audio
        details.tags = (0..<tags).map { TagEntry(name: "tag\($0)", value: "value \($0)") }
        return details
    }

    private func details(_ value: NowPlayingIntent) -> Bool {
        if case .mediaDetails = value { true } else { false }
    }

    @Test func theDetailsAreAskedForWhenTheInfoTabOpensAndAgainWhenTheSnapshotNamesThem() {
        let tile = target.controller(Self.info())
        #expect(!target.intents.contains(where: details), "nothing is asked before the tab is in view")
        tile.handle(TileFixtures.key("i"), now: now)
        #expect(target.intents.filter(details) == [.mediaDetails(itemID: 7)])
        target.publish(.nowPlaying(Self.info()))
        #expect(target.intents.filter(details).count == 1, "asked once per item and reading")
        target.publish(.nowPlaying(Self.info(detailsID: 3)))
        #expect(target.intents.filter(details) == [.mediaDetails(itemID: 7), .mediaDetails(itemID: 7)], "read now: asked again")
        target.publish(.mediaDetails(Self.details()))
        #expect(tile.state(now: now).mediaDetails == Self.details())
        tile.handle(TileFixtures.key("esc"), now: now)
        tile.handle(TileFixtures.key("i"), now: now)
        #expect(target.intents.filter(details).count == 3, "opened again: what the player says is asked again")
    }

    @Test func anotherTabDoesNotAskAndAnotherItemsDetailsAreNotShown() {
        let tile = target.controller(Self.info())
        tile.handle(TileFixtures.key("B"), now: now)
        #expect(!target.intents.contains(where: details), "the Bookmarks tab shows no details")
        target.publish(.mediaDetails(Self.details(item: 8)))
        #expect(tile.state(now: now).mediaDetails == nil)
        tile.handle(TileFixtures.key("left"), now: now)
        tile.handle(TileFixtures.key("left"), now: now)
        tile.handle(TileFixtures.key("left"), now: now)
        #expect(target.intents.filter(details) == [.mediaDetails(itemID: 7)], "the Info tab came into view")
        target.publish(.mediaDetails(Self.details()))
        target.publish(.nowPlaying(Self.info(item: 9)))
        #expect(tile.state(now: now).mediaDetails == nil, "the item left: its details go")
    }

    @Test func arrowsAndTheWheelScrollAsFarAsTheFrameCanAndTheActionsStillWork() {
        let tile = target.controller(Self.info())
        tile.handle(TileFixtures.key("i"), now: now)
        target.publish(.mediaDetails(Self.details()))
        let frame = TileFixtures.render(tile.state(now: now))
        tile.hits = frame.hits
        let limit = frame.hits.compactMap { if case let .infoRows(limit) = $0.target { limit } else { nil } }.first ?? 0
        #expect(limit > 20, "thirty tags do not fit in a 60×16 tile")
        tile.handle(TileFixtures.key("down"), now: now)
        tile.handle(TileFixtures.key("j"), now: now)
        #expect(tile.state(now: now).infoScroll == 2)
        tile.handle(TileFixtures.key("end"), now: now)
        #expect(tile.state(now: now).infoScroll == limit)
        tile.handle(TileFixtures.key("down"), now: now)
        #expect(tile.state(now: now).infoScroll == limit, "no further than the last row")
        tile.handle(TileFixtures.key("up"), now: now)
        #expect(tile.state(now: now).infoScroll == limit - 1, "one press back moves at once")
        let rows = frame.hits.first { if case .infoRows = $0.target { true } else { false } }?.rect ?? Rect(x: 0, y: 0, width: 0, height: 0)
        tile.handle(.mouse(MouseEvent(.wheelUp, x: rows.x + 1, y: rows.y + 1)), now: now)
        #expect(tile.state(now: now).infoScroll == limit - 4)
        tile.handle(TileFixtures.key("tab"), now: now)
        #expect(tile.overlay == .infoPanel(highlighted: 0), "one action: Tab stays on it")
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(target.commands == [.playFromBeginning])
    }
}
