import Commands
import Foundation
import NowPlaying
import Testing
@testable import Remote

/// The status JSON is a public contract (status bars, scripts): it is written as Foundation's
/// JSONEncoder wrote it, byte for byte, and reads back as itself.
@Suite struct StatusJSONTests {
    private static func foundationLine(_ status: StatusJSON) throws -> String {
        let encoder = Foundation.JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(status), as: UTF8.self)
    }

    @Test func aRichSnapshotsLineIsWhatFoundationWrote() throws {
        var info = try NowPlayingWireTests.richInfo()
        info.metadata.album = "Seeds / \"Live\""
        info.metadata.date = "2022-06-06"
        info.buffering = 40
        info.error = "a.mp3: cannot play: unrecognized file format"
        info.subtitleTracks = [MediaTrackInfo(id: 1, title: nil, language: "eng", codec: "subrip", isSelected: true)]
        for status in [StatusJSON(info), StatusJSON(info, extrapolatedTo: 5000.3), StatusJSON(NowPlayingInfo())] {
            #expect(status.line() == (try Self.foundationLine(status)))
        }
    }

    @Test func aLineReadsBackAsTheSameStatusHereAndWithFoundation() throws {
        let status = StatusJSON(try NowPlayingWireTests.richInfo(), extrapolatedTo: 5000.3)
        #expect(StatusJSON.decode(status.line()) == status)
        #expect(try Foundation.JSONDecoder().decode(StatusJSON.self, from: Data(status.line().utf8)) == status)
    }

    @Test func theOutputsAndTheOnePlayingAreInTheLine() throws {
        let line = StatusJSON(try NowPlayingWireTests.richInfo()).line()
        #expect(line.contains(#""audioDevice":"pulse/usb""#))
        #expect(line.contains(#""audioDevices":[{"description":"Autoselect device","name":"auto"},"#
                              + #"{"description":"USB Headphones","name":"pulse/usb"}]"#))
    }

    @Test func whatIsNotAStatusLineDecodesToNothing() {
        for line in ["", "null", "[]", #"{"state": 1}"#, "{\"state\":\"playing\",\"title\":\"\u{1}\"}"] {
            #expect(StatusJSON.decode(line) == nil, "\(line)")
        }
    }
}
