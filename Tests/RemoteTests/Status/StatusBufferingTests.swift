import Foundation
import NowPlaying
import Testing
@testable import Remote

/// How full the cache is, in the JSON contract and the status line, and only while waiting.
@Suite struct StatusBufferingTests {
    @Test func theJSONCarriesBufferingOnlyWhilePlaybackWaitsForTheNetwork() throws {
        var info = NowPlayingInfo()
        info.path = "http://radio.example/stream"
        info.state = .interrupted
        info.buffering = 40
        #expect(StatusJSON(info).line().contains("\"buffering\":40"))
        let decoded = try JSONDecoder().decode(StatusJSON.self, from: Data(StatusJSON(info).line().utf8))
        #expect(decoded.buffering == 40)
        info.buffering = nil
        info.state = .playing
        #expect(!StatusJSON(info).line().contains("buffering"), "absent, not null, when not waiting")
    }

    @Test func theStatusLineSaysBuffering() {
        var s = StatusTemplateTests.status(state: "interrupted")
        s.buffering = 40
        #expect(StatusSummary.line(s) == "… Magnificent · Test Artist — Seeds  0:42 / 3:20  buffering 40%")
    }

    @Test func theBufferingPlaceholderShowsOnlyWhileWaiting() throws {
        let template = try StatusTemplate(parsing: "{icon} {title}{buffering}")
        var s = StatusTemplateTests.status(state: "interrupted")
        s.buffering = 40
        #expect(template.render(s) == "… Magnificentbuffering 40%")
        s.buffering = nil
        s.state = "playing"
        #expect(template.render(s) == "▶ Magnificent")
    }
}
