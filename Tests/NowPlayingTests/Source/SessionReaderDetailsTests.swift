import MediaFiles
@testable import NowPlaying
import Testing
import TestSupport

/// The info panel's details over real libmpv: asked for by the queue item, read on the worker the
/// first time (the answer is then "not yet" and the snapshot names them once read), answered at
/// once after that with what the player says now.
@Suite(.serialized) struct SessionReaderDetailsTests {
    @Test func aFLACsDetailsAreReadWhenAskedAndTheSnapshotSaysSo() throws {
        let harness = try SessionHarness()
        let flac = try Fixtures.tagged("flac", seconds: 5, tags: ["title": "Solar Wind", "TRACKNUMBER": "3", "TRACKTOTAL": "12",
                                                                  "REPLAYGAIN_TRACK_GAIN": "-6.20 dB"], options: ["-ac", "2"])
        try harness.play([MediaItem(url: flac)])
        try harness.run(timeout: 10, "the item") { harness.last?.state == .playing }
        let source = SessionSource(infoCenter: harness.infoCenter)
        let itemID = try #require(harness.last?.queueItemID)
        #expect(harness.last?.mediaDetailsID == nil, "nothing is read before it is asked for")
        #expect(source.answer(.mediaDetails(itemID: itemID)) == .absent("The details of item \(itemID) are being read"))
        try harness.run(timeout: 10, "the details") { harness.last?.mediaDetailsID != nil }
        guard case let .value(.mediaDetails(details)) = source.answer(.mediaDetails(itemID: itemID)) else {
            Issue.record("no details once read")
            return
        }
        #expect(details.itemID == itemID)
        #expect(details.location == flac)
        #expect(details.container == "raw FLAC")
        #expect(details.audio?.codec == "FLAC" && details.audio?.sampleRate == 44100 && details.audio?.bitDepth == 16)
        #expect(details.audio?.channelLayout == "stereo")
        #expect(details.track == "3/12")
        #expect(details.replayGain.trackGain == "-6.20 dB")
        #expect(details.video == nil)
        #expect(source.answer(.mediaDetails(itemID: itemID + 1)) == .absent("Item \(itemID + 1) is no longer the current one"))
    }

    @Test func aVideosDetailsSayWhetherTheDecoderIsInHardware() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.testClip(seconds: 4))])
        try harness.run(timeout: 10, "the item") { harness.last?.state == .playing }
        let source = SessionSource(infoCenter: harness.infoCenter)
        let itemID = try #require(harness.last?.queueItemID)
        _ = source.answer(.mediaDetails(itemID: itemID))
        try harness.run(timeout: 10, "the details") { harness.last?.mediaDetailsID != nil }
        guard case let .value(.mediaDetails(details)) = source.answer(.mediaDetails(itemID: itemID)) else {
            Issue.record("no details once read")
            return
        }
        #expect(details.video?.width == 320 && details.video?.height == 180 && details.video?.frameRate == 25)
        #expect(details.video?.codec == "H.264")
        // mpv decodes in software unless told otherwise (hwdec=no is its default).
        #expect(details.video?.hardwareDecoding == "no")
    }
}
