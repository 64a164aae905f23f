import NowPlaying
import Testing
@testable import Remote

/// The snapshot a tile shows for another player: a pure function of its properties.
@Suite struct MPRISSnapshotTests {
    static func info(_ values: [String: BusValue], position: MPRISPosition = MPRISPosition(), now: Double = 0) -> NowPlayingInfo {
        MPRISSnapshot.info(MPRISProperties(values), position: position, artwork: nil, options: MPRISClientOptions(), now: (now, 0))
    }

    @Test func aPlayerWithoutATrackShowsNothingPlaying() {
        let info = Self.info(["PlaybackStatus": .string("Stopped"), "Metadata": .dictionary([:]), "CanControl": .boolean(true)])
        #expect(info.queueIndex == nil)
        #expect(info.path == nil)
        #expect(info.state == .stopped)
    }

    @Test func aTrackWithoutATitleIsNamedForItsFile() {
        let info = Self.info(["PlaybackStatus": .string("Paused"),
                              "Metadata": .dictionary(["xesam:url": .string("file:///music/My%20Song.flac")])])
        #expect(info.metadata.title == "My Song.flac")
        #expect(info.path == "file:///music/My%20Song.flac")
        #expect(info.queueIndex == 0)
    }

    @Test func theElapsedTimeStopsAtTheLength() {
        var position = MPRISPosition()
        position.set(95, at: 0)
        position.move(at: 1, from: 0)
        let info = Self.info(["PlaybackStatus": .string("Playing"),
                              "Metadata": .dictionary(["xesam:title": .string("T"), "mpris:length": .int64(100_000_000)])],
                             position: position, now: 10)
        #expect(info.mediaElapsed == 100)
        #expect(info.elapsed(at: 20) == 100)
    }

    @Test func speedsAreOfferedOnlyWithinThePlayersRates() {
        #expect(Self.info(["Rate": .double(1), "MinimumRate": .double(1), "MaximumRate": .double(1)]).speeds.speeds.isEmpty)
        #expect(Self.info(["Rate": .double(1), "MinimumRate": .double(1), "MaximumRate": .double(1.5)]).speeds.speeds.map(\.rate)
            == [1, 1.25, 1.5])
        #expect(Self.info([:]).commands.states[.changePlaybackRate] == nil, "no Rate: no rate command at all")
    }

    @Test func volumeLoopAndShuffleAreTranslated() {
        let info = Self.info(["Volume": .double(0.25), "LoopStatus": .string("Playlist"), "Shuffle": .boolean(true)])
        #expect(info.volume == 25)
        #expect(info.repeatMode == .queue)
        #expect(info.isShuffled)
    }
}
