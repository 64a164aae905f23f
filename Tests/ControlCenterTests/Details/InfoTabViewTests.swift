import NowPlaying
import Testing
@testable import ControlCenter

/// The Info tab drawn into the cell grid at the sizes people use: labelled rows in a column,
/// cut with an ellipsis where they do not fit, a path losing its middle, the position in the
/// border when the rows scroll, the actions on the bottom row.
@Suite struct InfoTabViewTests {
    let now = TileFixtures.now

    static func flac() -> MediaDetails {
        var details = MediaDetails(itemID: 7, location: "/home/someone/Music/Aurora Fields/Polar/03 Solar Wind.flac")
        details.container = "raw FLAC"
        details.duration = 192
        details.bitrate = 1_411_000
        var audio = AudioDetails()
        (audio.codec, audio.sampleRate, audio.channels, audio.channelLayout) = ("FLAC", 44100, 2, "stereo")
        (audio.bitDepth, audio.sampleFormat) = (16, "s16")
        details.audio = audio
        (details.track, details.disc) = ("3/12", "1/2")
        details.replayGain = ReplayGainValues(tags: ["replaygain_track_gain": "-6.20 dB", "replaygain_track_peak": "0.988"])
        details.tags = [TagEntry(name: "album", value: "Polar"), TagEntry(name: "replaygain_track_gain", value: "-6.20 dB"),
                        TagEntry(name: "title", value: "Solar Wind")]
        return details
    }

    func state(_ details: MediaDetails?, scroll: Int = 0) -> TileState {
        var shown = InfoDetailsTests.info()
        shown.metadata.genre = "Ambient"
        shown.metadata.year = "2024"
        var state = TileState(info: shown, now: now)
        state.overlay = .infoPanel(highlighted: 0)
        state.mediaDetails = details
        state.infoScroll = scroll
        return state
    }

    func render(_ details: MediaDetails?, columns: Int, rows: Int, scroll: Int = 0) -> [String] {
        TileFixtures.render(state(details, scroll: scroll), columns: columns, rows: rows).grid.lines
    }

    @Test func at100By30EveryFactOfAFLACHasItsLabelledRow() {
        #expect(Array(render(Self.flac(), columns: 100, rows: 30)[5..<25]) == [
            "  ╭─ Info ─ Chapters ─ Lyrics ─ Bookmarks ─ Room ─ History ──────────────────────────────────────╮  ",
            "  │                                                                                              │  ",
            "  │  Magnificent                                                                                 │  ",
            "  │  Test Artist — Seeds                                                                         │  ",
            "  │  Ambient · 2024                                                                              │  ",
            "  │                                                                                              │  ",
            "  │  Path        /home/someone/Music/Aurora Fields/Polar/03 Solar Wind.flac                      │  ",
            "  │  Container   raw FLAC                                                                        │  ",
            "  │  Length      3:12                                                                            │  ",
            "  │  Codec       FLAC · 44.1 kHz · 16-bit · stereo                                               │  ",
            "  │  Channels    2 (stereo)                                                                      │  ",
            "  │  Decoded as  s16                                                                             │  ",
            "  │  Bitrate     1411 kb/s                                                                       │  ",
            "  │  Track       3/12                                                                            │  ",
            "  │  Disc        1/2                                                                             │  ",
            "  │  Track gain  -6.20 dB · peak 0.988                                                           │  ",
            "  │                                                                                              │  ",
            "  │                                                                                              │  ",
            "  │   Play from Beginning                                                                        │  ",
            "  ╰─ 1-15 of 19 ──────────────────────────────────────────────────────────────────── esc closes ─╯  ",
        ])
    }

    @Test func at60By20TheRowsScrollToTheTagsAndSayWhereTheyAre() {
        #expect(Array(render(Self.flac(), columns: 60, rows: 20)[3..<17]) == [
            "╭─ Info ─ Chapters ─ Lyrics ─ Bookmarks ─ Room ─ History ──╮",
            "│                                                          │",
            "│  Magnificent                                             │",
            "│  Test Artist — Seeds                                     │",
            "│  Ambient · 2024                                          │",
            "│                                                          │",
            "│  Path        /home/someone/Music/A…r/03 Solar Wind.flac  │",
            "│  Container   raw FLAC                                    │",
            "│  Length      3:12                                        │",
            "│  Codec       FLAC · 44.1 kHz · 16-bit · stereo           │",
            "│  Channels    2 (stereo)                                  │",
            "│                                                          │",
            "│   Play from Beginning                                    │",
            "╰─ 1-9 of 19 ───────────────────────────────── esc closes ─╯",
        ])
        #expect(Array(render(Self.flac(), columns: 60, rows: 20, scroll: 99)[3..<17]) == [
            "╭─ Info ─ Chapters ─ Lyrics ─ Bookmarks ─ Room ─ History ──╮",
            "│                                                          │",
            "│  Bitrate     1411 kb/s                                   │",
            "│  Track       3/12                                        │",
            "│  Disc        1/2                                         │",
            "│  Track gain  -6.20 dB · peak 0.988                       │",
            "│                                                          │",
            "│  Tags                                                    │",
            "│  album               Polar                               │",
            "│  replaygain_track_…  -6.20 dB                            │",
            "│  title               Solar Wind                          │",
            "│                                                          │",
            "│   Play from Beginning                                    │",
            "╰─ 11-19 of 19 ─────────────────────────────── esc closes ─╯",
        ], "scrolled past the end: the last rows, a long tag name cut")
    }

    @Test func at40By12ValuesAreCutWithAnEllipsisAndAPathLosesItsMiddle() {
        #expect(render(Self.flac(), columns: 40, rows: 12, scroll: 3) == [
            "╭─ Info ─ Chapters ─ Lyrics ───────────╮",
            "│                                      │",
            "│                                      │",
            "│  Path        /home/someo…Wind.flac   │",
            "│  Container   raw FLAC                │",
            "│  Length      3:12                    │",
            "│  Codec       FLAC · 44.1 kHz · 16-…  │",
            "│  Channels    2 (stereo)              │",
            "│  Decoded as  s16                     │",
            "│                                      │",
            "│   Play from Beginning                │",
            "╰─ 4-10 of 19 ──────────── esc closes ─╯",
        ])
    }

    @Test func at20By8TheActionIsCutWithAnEllipsisAndThePositionGivesWayToEscCloses() {
        #expect(render(Self.flac(), columns: 20, rows: 8) == [
            "╭─ Info ───────────╮",
            "│                  │",
            "│  Magnificent     │",
            "│  Test Artist —…  │",
            "│  Ambient · 2024  │",
            "│                  │",
            "│   Play from B…   │",
            "╰───── esc closes ─╯",
        ])
    }

    @Test func aStreamSaysWhatIsNotAvailableAndShowsWhatMPVKnowsOfItsVideo() {
        var details = MediaDetails(itemID: 7, location: "https://tv.example/live.m3u8")
        details.unavailable = "Container, tags and ReplayGain: not available for a stream"
        details.container = "hls"
        var video = VideoDetails()
        (video.codec, video.width, video.height, video.frameRate, video.pixelFormat, video.hardwareDecoding) =
            ("h264", 1280, 720, 29.97, "nv12", "vaapi")
        details.video = video
        var audio = AudioDetails()
        (audio.codec, audio.sampleRate, audio.channels, audio.channelLayout) = ("aac", 48000, 2, "stereo")
        details.audio = audio
        let frame = TileFixtures.render(state(details), columns: 70, rows: 24)
        #expect(Array(frame.grid.lines[3..<21]) == [
            "  ╭─ Info ─ Chapters ─ Lyrics ─ Bookmarks ─ Room ─ History ────────╮  ",
            "  │                                                                │  ",
            "  │  Magnificent                                                   │  ",
            "  │  Test Artist — Seeds                                           │  ",
            "  │  Ambient · 2024                                                │  ",
            "  │                                                                │  ",
            "  │  Container, tags and ReplayGain: not available for a stream    │  ",
            "  │  Path         https://tv.example/live.m3u8                     │  ",
            "  │  Container    hls                                              │  ",
            "  │  Length       3:00                                             │  ",
            "  │  Video        h264 · 1280×720 · 29.97 fps · nv12               │  ",
            "  │  HW decoding  vaapi                                            │  ",
            "  │  Audio        aac · 48 kHz · stereo                            │  ",
            "  │  Channels     2 (stereo)                                       │  ",
            "  │                                                                │  ",
            "  │                                                                │  ",
            "  │   Play from Beginning                                          │  ",
            "  ╰─────────────────────────────────────────────────── esc closes ─╯  ",
        ])
        #expect(TileFixtures.styles(frame.grid, row: 10) == "..s..ssss..........................................................s..",
                "the label is secondary, the value plain text")
    }

    @Test func aPlayerThatNamesNoQueueItemSaysThereAreNoDetailsRatherThanReadingForever() {
        var state = state(nil)
        state.info?.queueItemID = nil
        let lines = TileFixtures.render(state, columns: 70, rows: 24).grid.lines
        #expect(lines[10] == "  │  Codec, tags and the rest: not available from this player      │  ")
    }

    @Test func untilTheDetailsComeThePathIsShownAndTheyAreSaidToBeRead() {
        #expect(Array(render(nil, columns: 70, rows: 24)[9..<11]) == [
            "  │  Path  /music/magnificent.mp3                                  │  ",
            "  │  Reading the file…                                             │  ",
        ])
    }
}
