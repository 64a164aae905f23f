import Testing
@testable import Remote

/// Lines captured off Debian's syncplay-server 1.6.9 talking to two peers.
@Suite struct SyncplayLineDecoderTests {
    private func decode(_ line: String) throws -> [SyncplayMessage] {
        try SyncplayLineDecoder.decode(Array(line.utf8))
    }

    @Test func theServersHelloGivesNameRoomVersionAndLimits() throws {
        let line = #"{"Hello": {"username": "ana", "room": {"name": "r"}, "version": "1.6.9", "realversion": "1.6.9", "motd": "", "#
            + #""features": {"isolateRooms": false, "readiness": true, "managedRooms": true, "chat": true, "maxChatMessageLength": 150, "#
            + #""maxUsernameLength": 150, "maxRoomNameLength": 35, "maxFilenameLength": 250}}}"#
        var features = SyncplayServerFeatures()
        features.readiness = true
        features.chat = true
        features.maxChatMessageLength = 150
        features.maxUsernameLength = 150
        features.maxRoomNameLength = 35
        features.maxFilenameLength = 250
        features.isolateRooms = false
        #expect(try decode(line) == [.hello(username: "ana", room: "r", version: "1.6.9", motd: "", features: features)])
    }

    @Test func aHelloWithoutARoomIsRefused() {
        #expect(throws: SyncplayLineDecoder.Failure.self) { try decode(#"{"Hello": {"username": "ana", "version": "1.6.9"}}"#) }
    }

    @Test func readinessMayBeNull() throws {
        #expect(try decode(#"{"Set": {"ready": {"username": "ana", "isReady": null, "manuallyInitiated": false}}}"#)
            == [.ready(username: "ana", isReady: nil, manuallyInitiated: false)])
    }

    @Test func aJoinAndAFileAreUserChanges() throws {
        let joined = #"{"Set": {"user": {"bob": {"room": {"name": "r"}, "event": {"joined": true, "version": "1.6.9", "#
            + #""features": {"chat": true, "readiness": true}}}}}}"#
        #expect(try decode(joined) == [.user(SyncplayUserChange(username: "bob", room: "r", file: nil, event: .joined))])
        let file = #"{"Set": {"user": {"bob": {"room": {"name": "r"}, "file": {"duration": 10.0, "name": "b.mkv", "size": "abcdef"}}}}}"#
        #expect(try decode(file) == [.user(SyncplayUserChange(
            username: "bob", room: "r", file: SyncplayFile(name: "b.mkv", duration: 10, size: .hashed("abcdef")), event: nil))])
        let left = #"{"Set": {"user": {"bob": {"room": {"name": "r"}, "event": {"left": true}}}}}"#
        #expect(try decode(left) == [.user(SyncplayUserChange(username: "bob", room: "r", file: nil, event: .left))])
    }

    @Test func sharedPlaylistCommandsAreReadAndSetAside() throws {
        #expect(try decode(#"{"Set": {"playlistChange": {"user": null, "files": []}}}"#) == [.ignored("playlistChange")])
        #expect(try decode(#"{"Set": {"playlistIndex": {"user": null, "index": null}}}"#) == [.ignored("playlistIndex")])
    }

    @Test func theListGivesEachMemberAndAnEmptyFileAsNone() throws {
        let line = #"{"List": {"r": {"ana": {"position": 0, "file": {"duration": 10.0, "name": "a.mkv", "size": 1234}, "#
            + #""controller": false, "isReady": null, "features": {"sharedPlaylists": true}}, "#
            + #""bob": {"position": 0, "file": {}, "controller": false, "isReady": true, "features": {}}}}}"#
        #expect(try decode(line) == [.list(["r": [
            "ana": SyncplayListedUser(file: SyncplayFile(name: "a.mkv", duration: 10, size: .bytes(1234)), isReady: nil),
            "bob": SyncplayListedUser(file: nil, isReady: true),
        ]])])
    }

    @Test func aStateCarriesPlaystatePingAndCounters() throws {
        let line = #"{"State": {"ping": {"latencyCalculation": 1795861042.2943513, "serverRtt": 0, "#
            + #""clientLatencyCalculation": 1795861042.2939978}, "playstate": {"position": 1.5000061988830566, "paused": false, "#
            + #""doSeek": null, "setBy": "ana"}, "ignoringOnTheFly": {"server": 1, "client": 1}}}"#
        let state = SyncplayServerState(
            playstate: .init(position: 1.5000061988830566, paused: false, doSeek: nil, setBy: "ana"),
            ping: .init(latencyCalculation: 1795861042.2943513, serverRtt: 0, clientLatencyCalculation: 1795861042.2939978),
            ignoringOnTheFly: .init(server: 1, client: 1)
        )
        #expect(try decode(line) == [.state(state)])
    }

    @Test func chatErrorAndTLSAreRead() throws {
        #expect(try decode(#"{"Chat": {"message": "hello \u001b[31m", "username": "ana"}}"#)
            == [.chat(username: "ana", message: "hello \u{1B}[31m")])
        #expect(try decode(#"{"Error": {"message": "Wrong password supplied"}}"#) == [.error("Wrong password supplied")])
        #expect(try decode(#"{"TLS": {"startTLS": "false"}}"#) == [.tls(false)])
    }

    @Test func whatIsNotASyncplayLineSaysWhy() {
        for line in ["not json", "[1, 2]", #"{"Unknown": 1}"#, #"{"State": {"playstate": {"paused": "yes"}}}"#, "{}"] {
            #expect(throws: SyncplayLineDecoder.Failure.self, "\(line)") { try decode(line) }
        }
    }
}
