import Library
import Testing
@testable import Remote

@Suite struct ListenBrainzServiceTests {
    private static let track = ListenTrack(artist: "Aurora Fields", title: "Solar \"Wind\"", album: "Polar", duration: 192, path: "/m/a.flac")

    @Test func playingNowCarriesNoTimeAndNoPath() {
        #expect(ListenBrainzService.body(.playingNow(Self.track)) == #"{"listen_type":"playing_now","payload":[{"track_metadata":"#
            + #"{"additional_info":{"duration":192,"media_player":"PlayDeck","submission_client":"PlayDeck"},"#
            + #""artist_name":"Aurora Fields","release_name":"Polar","track_name":"Solar \"Wind\""}}]}"#)
    }

    @Test func oneListenIsSingleAndMoreAreAnImport() {
        let one = Listen(id: 1, listenedAt: 1_700_000_000, track: ListenTrack(artist: "A", title: "B"))
        #expect(ListenBrainzService.body(.listens([one])) == #"{"listen_type":"single","payload":[{"listened_at":1700000000,"#
            + #""track_metadata":{"additional_info":{"media_player":"PlayDeck","submission_client":"PlayDeck"},"#
            + #""artist_name":"A","track_name":"B"}}]}"#)
        let two = ListenBrainzService.body(.listens([one, Listen(id: 2, listenedAt: 1_700_000_300, track: Self.track)]))
        #expect(two.hasPrefix(#"{"listen_type":"import","payload":[{"listened_at":1700000000,"#))
        #expect(two.contains(#""listened_at":1700000300"#))
    }

    @Test func theAPIRootMayEndWithASlash() {
        #expect(ListenBrainzService(token: "t", root: "http://127.0.0.1:1/apis/listenbrainz/").url
                == "http://127.0.0.1:1/apis/listenbrainz/1/submit-listens")
        #expect(ListenBrainzService(token: "t").url == "https://api.listenbrainz.org/1/submit-listens")
    }

    @Test func rateLimitsAndServerErrorsAreRetriedOthersRefusedInTheServicesWords() {
        #expect(ListenBrainzService.outcome(status: 200, answer: Array(#"{"status":"ok"}"#.utf8), retryAfter: nil) == .accepted)
        #expect(ListenBrainzService.outcome(status: 429, answer: [], retryAfter: 7) == .retry(after: 7, reason: "HTTP 429: HTTP status 429"))
        #expect(ListenBrainzService.outcome(status: 503, answer: Array("<html>".utf8), retryAfter: nil)
                == .retry(after: nil, reason: "HTTP 503: HTTP status 503"))
        #expect(ListenBrainzService.outcome(status: 401, answer: Array(#"{"code":401,"error":"Invalid \u001b[31mtoken"}"#.utf8), retryAfter: nil)
                == .refused(status: 401, reason: "Invalid \u{FFFD}[31mtoken"))
        #expect(ListenBrainzService.outcome(status: 400, answer: Array(#"{"error":"bad"}"#.utf8), retryAfter: nil)
                == .refused(status: 400, reason: "bad"))
    }

    @Test func noServerAnsweringIsARetryThatNamesNoToken() {
        // Port 1 on loopback: nothing listens, the connection is refused at once.
        let outcome = ListenBrainzService(token: "secret-token-42", root: "http://127.0.0.1:1").send(.playingNow(Self.track))
        guard case let .retry(after, reason) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(after == nil)
        #expect(!reason.contains("secret-token-42"))
    }
}
