import Commands
import Foundation
import NowPlaying
import Testing
@testable import Remote

/// Every value a tile shows crosses the socket whole: what is decoded is what was published,
/// but for the moment it was taken, which is placed on the reader's clock by its age.
@Suite struct NowPlayingWireTests {
    static func richInfo() throws -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.metadata.title = "Tone \u{1B}[31m"
        info.metadata.artist = "Artist"
        info.metadata.trackNumber = 3
        info.path = "/music/a b.mp3"
        info.duration = 180
        info.mediaElapsed = 42.5
        info.rate = 1.25
        info.defaultRate = 1.25
        info.state = .playing
        info.queueIndex = 2
        info.queueItemID = 9
        info.queueCount = 5
        info.hasNextItem = true
        info.queueRevision = 4
        info.chapters = [ChapterInfo(title: "Intro", start: 0), ChapterInfo(title: nil, start: 60)]
        info.chapterIndex = 0
        info.timeline = try AdTimeline(ranges: [AdTimeRange(start: 30, duration: 15)])
        info.interstitialTimes = [90]
        info.actions = ["Skip Intro"]
        info.commands.states = [.play: .enabled, .skipForward: .disabled("Skipping is unavailable during an ad")]
        info.skipIntervals = SkipIntervals(backward: 5, forward: 30)
        info.speeds = SpeedSelection(speeds: [PlaybackSpeed(rate: 1), PlaybackSpeed(rate: 1.25, localizedName: "Faster")],
                                     defaultRate: 1.25)
        info.artworkID = 7
        info.artworkSize = PixelSize(width: 600, height: 600)
        info.repeatMode = .queue
        info.audioTracks = [MediaTrackInfo(id: 1, title: nil, language: "eng", codec: "mp3", isSelected: true)]
        info.audioDevices = [AudioDeviceInfo(name: "auto", description: "Autoselect device"),
                             AudioDeviceInfo(name: "pulse/usb", description: "USB Headphones")]
        info.audioDevice = "pulse/usb"
        info.timestamp = 1_800_000_000.25
        info.uptime = 5000
        var corner = NowPlayingInfo()
        corner.metadata.title = "Podcast"
        corner.mediaElapsed = 12
        corner.rate = 1
        corner.state = .playing
        corner.isMuted = true
        corner.uptime = 4990
        info.pictureInPicture = PictureInPictureInfo(corner, at: info.uptime)
        return info
    }

    private func parse(_ line: String, now: Double) -> ServerLine? {
        try? ServerLine.parse(Array(line.utf8), now: now).get()
    }

    @Test func aSnapshotArrivesWholeAndTakenItsAgeAgoOnTheReadersClock() throws {
        let info = try Self.richInfo()
        let line = NowPlayingWire.nowPlayingLine(encoded: NowPlayingWire.encode(info), age: 0.75)
        var expected = info
        expected.uptime = 99.25
        #expect(parse(line, now: 100) == .value(.nowPlaying(expected)))
        #expect(!line.contains("\u{1B}"), "control characters travel escaped in JSON")
    }

    @Test func rowsSearchesNoticesArtworkAndStarsRoundTrip() {
        let rows = QueueRows(revision: 3, total: 100_000, rows: [QueueRow(index: 40, id: 41, title: "T", artist: "A", path: "/p", isCurrent: true)])
        let search = QueueSearchResult(query: "to", revision: 3, indices: [1, 5])
        let image = ArtworkImage(size: PixelSize(width: 3, height: 2), rgba: Array(0..<24))
        let picture = ArtworkPicture(artworkID: 7, requested: PixelSize(width: 30, height: 20), image: image)
        let star = ServerStar(server: "home", kind: .album, id: "al-1", starred: true)
        for value: NowPlayingValue in [.queueRows(rows), .queueSearch(search), .notice("x: cannot play"), .artwork(picture), .serverStar(star)] {
            #expect(parse(NowPlayingWire.line(value), now: 0) == .value(value))
        }
    }

    @Test func theInfoPanelsDetailsRoundTripWithEveryField() {
        var details = MediaDetails(itemID: 4, location: "/music/a.flac")
        details.container = "raw FLAC"
        details.duration = 192.5
        details.bitrate = 1_411_000
        var audio = AudioDetails()
        (audio.codec, audio.sampleRate, audio.channels, audio.channelLayout) = ("FLAC", 44100, 2, "stereo")
        (audio.bitDepth, audio.sampleFormat, audio.bitrate) = (16, "s16", 1_400_000)
        details.audio = audio
        var video = VideoDetails()
        (video.codec, video.width, video.height, video.frameRate) = ("H.264", 1920, 1080, 23.976)
        (video.pixelFormat, video.bitrate, video.hardwareDecoding) = ("yuv420p", 5_000_000, "vaapi")
        details.video = video
        (details.track, details.disc) = ("3/12", "1/2")
        details.replayGain = ReplayGainValues(tags: ["replaygain_track_gain": "-6.20 dB", "replaygain_album_peak": "1.000"])
        details.tags = [TagEntry(name: "title", value: "Solar \"Wind\" ä")]
        details.unavailable = "Cannot read the file: x"
        let line = NowPlayingWire.line(.mediaDetails(details))
        #expect(parse(line, now: 0) == .value(.mediaDetails(details)))
        var info = NowPlayingInfo()
        info.mediaDetailsID = 9
        #expect(parse(NowPlayingWire.nowPlayingLine(encoded: NowPlayingWire.encode(info), age: 0), now: 0)
            == .value(.nowPlaying(info)), "the snapshot names the details read")
    }

    @Test func handshakesRepliesAndGoodbyesAreToldApart() {
        #expect(parse(ProtocolHello(pid: 12).line(), now: 0) == .hello(ProtocolHello(pid: 12)))
        #expect(parse(#"{"status":"disabled","reason":"no","id":3}"#, now: 0)
            == .reply(ControlReply(status: "disabled", reason: "no", id: .number(3))))
        #expect(parse(NowPlayingWire.goodbyeLine("the queue ended"), now: 0) == .goodbye("the queue ended"))
    }

    @Test func whatCannotBeTrueIsRefusedWithWhy() throws {
        let overlapping = #"{"age":0,"nowPlaying":"# + NowPlayingWire.encode(try Self.richInfo())
            .replacing(/"timeline":\[[^\]]*\]/, with: #""timeline":[{"duration":15,"start":30},{"duration":5,"start":40}]"#) + "}"
        #expect(overlapping.contains("\"start\":40"), "the test edits the timeline it means to")
        guard case let .failure(error) = ServerLine.parse(Array(overlapping.utf8), now: 0) else {
            Issue.record("an overlapping ad timeline was accepted")
            return
        }
        #expect(error.description.contains("overlaps"), "\(error)")
        let short = #"{"artwork":{"artworkID":1,"requested":{"width":2,"height":2},"width":2,"height":2,"rgba":"AAAA"}}"#
        #expect((try? ServerLine.parse(Array(short.utf8), now: 0).get()) == nil, "pixels that do not fill the size")
        #expect((try? ServerLine.parse(Array(#"{"lyrics":"la"}"#.utf8), now: 0).get()) == nil)
        #expect((try? ServerLine.parse(Array("\u{1B}]52;c;AAAA\u{07}".utf8), now: 0).get()) == nil)
    }

    @Test func aSnapshotIsWrittenAsFoundationWroteItInTheOrderEncoded() throws {
        let info = try Self.richInfo()
        let ours = NowPlayingWire.encode(info)
        let encoder = Foundation.JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let sortedByFoundation = String(decoding: try encoder.encode(info), as: UTF8.self)
        // Foundation wrote keys in its dictionary's order, which changed from run to run.
        let object = { (text: String) in try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary }
        #expect(try object(ours) == object(sortedByFoundation))
        #expect(ours.hasPrefix(#"{"metadata":{"#), "the order the properties are declared in")
    }

    @Test func artworkPixelsTravelAsFoundationsBase64() throws {
        let image = ArtworkImage(size: PixelSize(width: 3, height: 2), rgba: Array(0..<24))
        let line = NowPlayingWire.line(.artwork(ArtworkPicture(artworkID: 7, requested: PixelSize(width: 30, height: 20), image: image)))
        #expect(line.contains("\"rgba\":\"\(Data(image.rgba).base64EncodedString())\""), "\(line)")
    }

    @Test func aLineThatCannotBeReadSaysWhyAndWhere() {
        func reason(_ line: String) -> String? {
            if case let .failure(error) = ServerLine.parse(Array(line.utf8), now: 0) { return error.description }
            return nil
        }
        let prefix = "the player sent a line that is not a value this tile knows: "
        #expect(reason("{") == prefix + "not valid JSON (at byte 0)")
        #expect(reason(#"{"value": {"queueRows": {"_0": {"revision": 1.5, "total": 1, "rows": []}}}}"#)
            == prefix + "'value.queueRows._0.revision': 1.5 is not a whole number")
        #expect(reason(#"{"value": {"notice": {"_0": "\u0000"}}}"#) == prefix + #"a string holds \u0000 (at byte 29), which PlayDeck does not take"#)
        let artwork = #"{"artworkID":1,"requested":{"width":1,"height":1},"width":1,"height":1,"rgba":"#
        #expect(reason(#"{"value": {"artwork": {"_0": \#(artwork)"AA=A"}}}}"#) == prefix + "'value.artwork._0.rgba': not base64")
        #expect(reason(#"{"value": {"artwork": {"_0": \#(artwork)"AAAA"}}}}"#)
            == prefix + "'value.artwork._0.rgba': artwork with the wrong number of pixels")
    }
}
