import Foundation
import Glibc
import Library
import Testing
import TestSupport
@testable import Remote

/// Last.fm's Scrobbling 2.0 against a recorded endpoint (`LastFMEndpoint`: every call's
/// `api_sig` checked with python3-pylast's own signing code).
@Suite struct LastFMServiceTests {
    static let listens = (0..<3).map {
        Listen(id: $0 + 1, listenedAt: 1_700_000_000 + $0 * 300,
               track: ListenTrack(artist: "Sigur Rós & Co", title: "Track \($0) = 100% [live]", album: $0 == 1 ? nil : "Ágætis byrjun",
                                  duration: 240))
    }

    @Test func playingNowAndABatchAreSignedAsPylastSignsThem() throws {
        let (server, port) = try LastFMEndpoint.start()
        defer { LastFMEndpoint.kill(server) }
        let service = LastFMService(apiKey: "key1", secret: "s3cr3t", session: "sess1", root: "http://127.0.0.1:\(port)/2.0/")
        #expect(service.send(.playingNow(Self.listens[0].track)) == .accepted)
        #expect(service.send(.listens(Self.listens)) == .accepted)
        #expect(server.wait(timeout: 10) { (try? LastFMEndpoint.recorded(server).count) == 2 })
        let calls = try LastFMEndpoint.recorded(server)
        #expect(calls.allSatisfy { $0.good }, "\(calls.map(\.params))")
        #expect(calls.allSatisfy { $0.format == "json" })
        #expect(calls.first?.params == ["method": "track.updateNowPlaying", "api_key": "key1", "sk": "sess1",
                                        "artist": "Sigur Rós & Co", "track": "Track 0 = 100% [live]", "album": "Ágætis byrjun",
                                        "duration": "240"])
        let batch = try #require(calls.last?.params)
        #expect(batch["method"] == "track.scrobble")
        #expect(batch["timestamp[2]"] == "1700000600")
        #expect(batch["track[1]"] == "Track 1 = 100% [live]")
        #expect(batch["album[1]"] == nil)
        #expect(batch.keys.filter { $0.hasPrefix("artist[") }.count == 3)
    }

    @Test func errorTwentyNineIsARetryAndABadSignatureARefusal() throws {
        let (server, port) = try LastFMEndpoint.start(rateLimitFirst: true)
        defer { LastFMEndpoint.kill(server) }
        let root = "http://127.0.0.1:\(port)/2.0/"
        let service = LastFMService(apiKey: "key1", secret: "s3cr3t", session: "sess1", root: root)
        #expect(service.send(.listens(Self.listens)) == .retry(after: nil, reason: "Last.fm error 29: Rate Limit Exceeded"))
        #expect(service.send(.listens(Self.listens)) == .accepted)
        let wrong = LastFMService(apiKey: "key1", secret: "not-it", session: "sess1", root: root)
        #expect(wrong.send(.listens(Self.listens)) == .refused(status: 13, reason: "Last.fm error 13: Invalid method signature supplied"))
    }

    @Test func aBatchIsFiftyListens() {
        #expect(LastFMService(apiKey: "k", secret: "s", session: "x").batchLimit == 50)
    }
}
