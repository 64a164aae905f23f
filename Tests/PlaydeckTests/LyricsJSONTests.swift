import Foundation
import Testing
import TestSupport

/// The real binary with a `.lrc` beside the file: `--headless --json` carries the line sung as
/// `lyricsLine`, one snapshot per line change, escape sequences made harmless; bad lyrics stop
/// nothing.
@Suite struct LyricsJSONTests {
    @Test func eachLineSungIsReportedInOrderAndSafe() throws {
        let lrc = "[ti:Song]\n[00:02.50]Third\n[00:00.50]First \u{1B}[31mred\u{1B}]0;title\u{07}\n[00:01.50]Second\n"
        let tone = try Fixtures.toneWithLRC(seconds: 4, lrc: Array(lrc.utf8))
        let (result, lines) = try HeadlessJSONTests.play([tone])
        #expect(result.status == 0, "\(result.stderr)")
        let sung = lines.compactMap { $0["lyricsLine"] as? String }
        var changes: [String] = []
        for line in sung where changes.last != line { changes.append(line) }
        #expect(changes.count == 3, "\(sung)")
        #expect(changes.first?.hasPrefix("First") == true)
        #expect(Array(changes.dropFirst()) == ["Second", "Third"])
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\\u001b"), "no escape reaches the output")
    }

    @Test func malformedLyricsPlayWithoutThemAndSayNothingOnStandardError() throws {
        let lrc: [UInt8] = Array("[00:xx]bad\n[99:99.99]worse\n[offset:abc]\n".utf8) + [0xFF, 0x00, 0x1B, 0x0A]
        let tone = try Fixtures.toneWithLRC(seconds: 2, lrc: lrc)
        let (result, lines) = try HeadlessJSONTests.play([tone])
        #expect(result.status == 0)
        #expect(lines.first?["title"] as? String == "Sung Tone")
        #expect(lines.allSatisfy { $0["lyricsLine"] == nil })
        #expect(lines.last?["state"] as? String == "stopped")
    }
}
