import Testing
@testable import Remote

@Suite struct SubsonicAnswerTests {
    private struct Search: Decodable, Sendable {
        let searchResult3: SubsonicSearchResult
    }

    private func read(_ text: String, status: Int = 200) -> Result<SubsonicSearchResult, SubsonicFailure> {
        SubsonicAnswer.read(Search.self, status: status, body: Array(text.utf8)).map(\.0.searchResult3)
    }

    @Test func anOKAnswerGivesItsPayloadAndWhatItSaysOfTheServer() throws {
        let body = #"{"subsonic-response":{"status":"ok","version":"1.16.1","type":"navidrome","serverVersion":"0.53","openSubsonic":true,"#
            + #""searchResult3":{"song":[{"id":7,"title":"Solar Wind","artist":"Aurora Fields","duration":3,"albumId":"a1"}]}}}"#
        let (payload, info) = try SubsonicAnswer.read(Search.self, status: 200, body: Array(body.utf8)).get()
        #expect(payload.searchResult3.songs.map(\.id) == ["7"], "a numeric id is read as text")
        #expect(payload.searchResult3.songs.first?.albumID == "a1")
        #expect(info == SubsonicServerInfo(apiVersion: "1.16.1", openSubsonic: true, type: "navidrome", serverVersion: "0.53"))
    }

    @Test func aFailedAnswerGivesTheServersCodeInWords() {
        let body = #"{"subsonic-response":{"status":"failed","version":"1.10.2","error":{"code":40,"message":"Wrong username or password."}}}"#
        #expect(read(body) == .failure(.server(code: 40, message: "Wrong username or password.")))
        #expect(SubsonicFailure.server(code: 40, message: "Wrong username or password.").description
                == "wrong user name or password (error 40): Wrong username or password.")
        #expect(SubsonicFailure.server(code: 70, message: "").description == "not found on the server (error 70)")
        let failed404 = #"{"subsonic-response":{"status":"failed","version":"1.10.2","error":{"code":0,"message":"Unknown method"}}}"#
        #expect(read(failed404, status: 404) == .failure(.server(code: 0, message: "Unknown method")))
    }

    @Test func everyCodeOfTheAPIHasItsOwnLine() {
        let lines = [0, 10, 20, 30, 40, 41, 42, 43, 44, 50, 60, 70].map { SubsonicFailure.server(code: $0, message: "").description }
        #expect(Set(lines).count == lines.count)
        #expect(lines.allSatisfy { !$0.contains("\n") })
    }

    @Test func htmlXMLJunkAndOtherJSONAreNamed() {
        #expect(read("<!DOCTYPE html><html><body>Login</body></html>") == .failure(.notSubsonic("an HTML page")))
        #expect(read("\n<?xml version=\"1.0\"?><subsonic-response status=\"ok\"/>") == .failure(.notSubsonic("XML")))
        #expect(read("{\"subsonic-response\": ") == .failure(.notSubsonic("JSON that is not valid or not Subsonic's")))
        #expect(read("{\"hello\": 1}") == .failure(.notSubsonic("JSON that is not valid or not Subsonic's")))
        #expect(read("\u{1}\u{2}junk") == .failure(.notSubsonic("6 bytes of something else")))
        #expect(read("") == .failure(.notSubsonic("nothing")))
        #expect(read("<html>Bad Gateway</html>", status: 502) == .failure(.httpStatus(502)))
    }

    @Test func aServerMessageWithEscapesBecomesOneSafeShortLine() {
        let line = SubsonicFailure.server(code: 0, message: "boom\n\u{1B}[2Jcleared" + String(repeating: "x", count: 500)).description
        #expect(!line.contains("\n") && !line.contains("\u{1B}"))
        #expect(line.count < 300)
    }
}
