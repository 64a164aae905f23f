import Testing
@testable import Remote

/// The lines are the reference client's (syncplay 1.6.9 `SyncClientProtocol`) as it writes them,
/// but for key order, which JSON does not fix.
@Suite struct SyncplayRequestTests {
    @Test func helloSendsTheCompatibleVersionTheRealOneAndFeatures() throws {
        #expect(try SyncplayRequest.hello(username: "deck", room: "r", passwordHash: nil).line()
            == #"{"Hello":{"username":"deck","room":{"name":"r"},"version":"1.2.255","realversion":"1.6.9","#
            + #""features":{"sharedPlaylists":false,"chat":true,"featureList":true,"readiness":true,"managedRooms":false}}}"#)
        let withPassword = try SyncplayRequest.hello(username: "deck", room: "r", passwordHash: "5ebe").line()
        #expect(withPassword.contains(#""password":"5ebe""#))
    }

    @Test func listIsNull() throws {
        #expect(try SyncplayRequest.list.line() == #"{"List":null}"#)
    }

    @Test func setsAreNestedAsTheServerReadsThem() throws {
        #expect(try SyncplayRequest.file(SyncplayFile(name: "a.mkv", duration: 10.5, size: .bytes(7))).line()
            == #"{"Set":{"file":{"name":"a.mkv","duration":10.5,"size":7}}}"#)
        #expect(try SyncplayRequest.ready(true, manuallyInitiated: false).line()
            == #"{"Set":{"ready":{"isReady":true,"manuallyInitiated":false}}}"#)
        #expect(try SyncplayRequest.room("other").line() == #"{"Set":{"room":{"name":"other"}}}"#)
        #expect(try SyncplayRequest.chat("hi").line() == #"{"Chat":"hi"}"#)
        #expect(try SyncplayRequest.startTLS.line() == #"{"TLS":{"startTLS":"send"}}"#)
    }

    @Test func aStateLeavesOutWhatIsUnsetAsTheReferenceDoes() throws {
        let bare = SyncplayClientState(playstate: nil, ping: .init(latencyCalculation: nil, clientLatencyCalculation: 5, clientRtt: 0))
        #expect(try SyncplayRequest.state(bare).line() == #"{"State":{"ping":{"clientLatencyCalculation":5,"clientRtt":0}}}"#)
        let full = SyncplayClientState(playstate: .init(position: 1.5, paused: true, doSeek: true),
                                       ping: .init(latencyCalculation: 3, clientLatencyCalculation: 5, clientRtt: 0.25),
                                       ignoringOnTheFly: .init(server: nil, client: 1))
        #expect(try SyncplayRequest.state(full).line()
            == #"{"State":{"playstate":{"position":1.5,"paused":true,"doSeek":true},"#
            + #""ping":{"latencyCalculation":3,"clientLatencyCalculation":5,"clientRtt":0.25},"ignoringOnTheFly":{"client":1}}}"#)
    }
}
