import NowPlaying
import Testing
@testable import Remote

@Suite struct StatusTemplateTests {
    static func status(elapsed: Double? = 42, duration: Double? = 200, state: String = "playing") -> StatusJSON {
        var s = StatusJSON(NowPlayingInfo())
        s.title = "Magnificent"
        s.artist = "Test Artist"
        s.album = "Seeds"
        s.elapsed = elapsed
        s.duration = duration
        s.state = state
        s.rate = state == "playing" ? 1 : 0
        s.path = "/music/a.mp3"
        s.queueIndex = 1
        s.queueCount = 5
        s.volume = 80
        return s
    }

    @Test func placeholdersAreFilledFromTheSnapshot() throws {
        let template = try StatusTemplate(parsing: "{title} — {artist} {elapsed}/{duration} {icon} {queue} {percent}% {remaining}")
        #expect(template.render(Self.status()) == "Magnificent — Test Artist 0:42/3:20 ▶ 2/5 21% -2:38")
    }

    @Test func unknownValuesRenderAsNothing() throws {
        let template = try StatusTemplate(parsing: "[{genre}][{chapter}][{ad}][{muted}]")
        #expect(template.render(Self.status()) == "[][][][]")
    }

    @Test func everyDocumentedPlaceholderParses() throws {
        for (name, _) in StatusTemplate.placeholders {
            _ = try StatusTemplate(parsing: "{\(name)}")
        }
    }

    @Test func doubledBracesAreLiteral() throws {
        #expect(try StatusTemplate(parsing: "{{title}} {title}").render(Self.status()) == "{title} Magnificent")
    }

    @Test func aMisspeltPlaceholderIsRefusedWithASuggestion() {
        #expect(throws: StatusTemplateError("unknown placeholder '{titel}' at column 3; did you mean '{title}'?")) {
            try StatusTemplate(parsing: "x {titel}")
        }
        #expect(throws: StatusTemplateError("unclosed '{' at column 1; write '{{' for a brace")) {
            try StatusTemplate(parsing: "{title")
        }
        #expect(throws: StatusTemplateError("unmatched '}' at column 6; write '}}' for a brace")) {
            try StatusTemplate(parsing: "title}")
        }
    }

    @Test func theSummaryNamesWhatPlays() {
        #expect(StatusSummary.line(Self.status()) == "▶ Magnificent · Test Artist — Seeds  0:42 / 3:20")
        #expect(StatusSummary.line(StatusJSON(NowPlayingInfo())) == "■ nothing playing")
    }
}
