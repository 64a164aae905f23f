import Commands
import Settings
import Testing
@testable import ControlCenter
@testable import NowPlaying

/// The tile as a pure client: a recorded sequence of published values — snapshots, the queue's
/// rows, artwork at a size, a notice — played into a controller through a source, with no
/// session, player or socket behind it, draws the tile a person would see. What it asks for
/// comes back as intents, answered from the recording.
@Suite struct TileRecordingTests {
    let now = TileFixtures.now

    /// A snapshot of "Recorded" with artwork 200×200, skip buttons of 5 and 30 s, an interstitial
    /// mark at 1:30, and queue item `index` of 3 playing.
    static func snapshot(index: Int = 0, revision: Int = 1) -> NowPlayingInfo {
        var info = TileFixtures.info(title: "Recorded", artist: "Tape", album: "Loop")
        info.queueIndex = index
        info.queueCount = 3
        info.queueRevision = revision
        info.skipIntervals = SkipIntervals(backward: 5, forward: 30)
        info.interstitialTimes = [90]
        info.artworkID = 7
        info.artworkSize = PixelSize(width: 200, height: 200)
        return info
    }

    /// A flat grey picture of the size asked for.
    static func picture(_ intent: NowPlayingIntent) -> NowPlayingValue? {
        guard case let .artwork(id, size) = intent else { return nil }
        let side = min(size.width, size.height, 200)
        let image = ArtworkImage(size: PixelSize(width: side, height: side), rgba: Array(repeating: 128, count: side * side * 4))
        return .artwork(ArtworkPicture(artworkID: id, requested: size, image: image))
    }

    /// The recording: rows of the queue and artwork answered as a player would have.
    static func recording() -> RecordingSource {
        let source = RecordingSource()
        source.answer = { intent in
            switch intent {
            case let .queueRows(indices):
                let titles = ["Recorded", "Second Take", "Third Take"]
                return .queueRows(QueueRows(revision: 1, total: 3, rows: indices.map {
                    QueueRow(index: $0, id: $0 + 10, title: titles[$0], artist: $0 == 1 ? "Tape" : nil, isCurrent: false)
                }))
            case .artwork: return picture(intent)
            case .searchQueue, .liveText, .lyrics, .library, .mediaDetails, .listens: return nil
            }
        }
        return source
    }

    /// Draws the controller's state as the tile does: artwork from the cache, what is missing
    /// asked for, and drawn again once it came.
    func draw(_ controller: TileController, _ source: RecordingSource, cache: ArtworkCache,
              columns: Int = 60, rows: Int = 16) -> TileFrame {
        var wanted: [NowPlayingIntent] = []
        func paint() -> TileFrame {
            TileRenderer.render(controller.state(now: now), appearance: TileFixtures.appearance(), columns: columns,
                                rows: rows) { cells, lines in
                cache.cells(for: controller.info, columns: cells, rows: lines, wanted: &wanted)?.cells
            }
        }
        _ = paint()
        for intent in wanted {
            source.request(intent)
        }
        return paint()
    }

    @Test func aRecordedSequenceOfValuesDrawsTheTileWithoutASession() {
        let source = Self.recording()
        let cache = ArtworkCache(style: .palette256)
        let controller = source.controller(nil)
        var pictures = 0
        let token = source.subscribe { value in
            if case let .artwork(picture) = value { cache.add(picture); pictures += 1 }
        }
        defer { source.unsubscribe(token) }
        source.publish(.nowPlaying(NowPlayingInfo.loading(MediaItem(url: "/tapes/recorded.mp3"), queueIndex: 0,
                                                          queueCount: 3, uptime: now)))
        #expect(draw(controller, source, cache: cache).grid.lines[4].contains("recorded.mp3"), "the loading value first")
        source.publish(.nowPlaying(Self.snapshot()))
        let frame = draw(controller, source, cache: cache)
        #expect(pictures == 1, "the artwork asked for once, at the size drawn")
        #expect(source.intents == [.artwork(id: 7, size: PixelSize(width: 128, height: 128))])
        let lines = frame.grid.lines
        #expect(lines[4].contains("Recorded"), "\(lines)")
        #expect(lines[5].contains("Tape — Loop"))
        #expect(lines[11].contains("↺ 5") && lines[11].contains("30 ↻"), "the snapshot's skip intervals: \(lines[11])")
        #expect(!lines[5].contains("♪"), "real artwork cells, not the placeholder note")
        #expect(lines[9].filter { $0 == "◆" }.count == 1, "the interstitial at 1:30 marked on the scrubber: \(lines[9])")
        let again = draw(controller, source, cache: cache)
        #expect(again.grid.lines == lines, "the same values draw the same tile")
        #expect(source.intents.count == 1, "nothing asked twice")
    }

    @Test func theQueuePanelShowsTheRowsItAskedForAndTheNoticeComesAsAValue() {
        let source = Self.recording()
        let controller = source.controller(Self.snapshot(index: 1))
        controller.handle(.key(KeyName(.named(.tab))), now: now)
        QueueFixtures.settle(controller, source.link)
        #expect(source.intents == [.queueRows([0, 1, 2])])
        let panel = controller.state(now: now).queuePanel
        #expect(panel?.rows.map(\.title) == ["Recorded", "Second Take", "Third Take"])
        #expect(panel?.rows.map(\.isCurrent) == [false, true, false])
        #expect(panel?.rows[1].artist == "Tape")
        source.publish(.notice("playdeck: /tapes/broken.mp3: cannot play: unrecognized file format (skipped)"))
        #expect(controller.state(now: now).toast == "broken.mp3: cannot play: unrecognized file format (skipped)")
        source.publish(.nowPlaying(Self.snapshot(index: 1, revision: 2)))
        QueueFixtures.settle(controller, source.link)
        #expect(source.intents == [.queueRows([0, 1, 2]), .queueRows([0, 1, 2])], "a new revision asks again")
    }
}
