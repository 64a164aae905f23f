import NowPlaying
import Testing

/// The snapshot the tile paints while libmpv still loads: what PlayDeck knows by itself.
@Suite struct LoadingInfoTests {
    @Test func itNamesTheFileAndItsPlaceInTheQueue() {
        let info = NowPlayingInfo.loading(MediaItem(url: "/music/Album/01 - Song.mp3"), queueIndex: 0,
                                          queueCount: 12, uptime: 5)
        #expect(info.metadata.title == "01 - Song.mp3")
        #expect(info.path == "/music/Album/01 - Song.mp3")
        #expect(info.queueIndex == 0 && info.queueCount == 12)
        #expect(info.state == .interrupted)
        #expect(info.rate == 0 && info.duration == nil && info.elapsed == nil)
    }

    @Test func itNamesAnItemItsPlaylistNamesByThatTitleSanitized() {
        let item = MediaItem(url: "http://radio.invalid/live", playlistTitle: "Radio \u{1B}[31mRed\u{9B}2J")
        let info = NowPlayingInfo.loading(item, queueIndex: 2, queueCount: 3, uptime: 1)
        #expect(info.metadata.title == "Radio \u{FFFD}[31mRed\u{FFFD}2J")
        #expect(info.path == "http://radio.invalid/live")
    }

    @Test func noEscapeFromAFileNameReachesTheSnapshot() {
        let info = NowPlayingInfo.loading(MediaItem(url: "/tmp/\u{1B}]52;c;aGk=\u{07}x\u{1B}[2J.mp3"), queueIndex: 0,
                                          queueCount: 1, uptime: 0)
        let text = (info.metadata.title ?? "") + (info.path ?? "")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(info.metadata.title == "\u{FFFD}]52;c;aGk=\u{FFFD}x\u{FFFD}[2J.mp3")
    }
}
