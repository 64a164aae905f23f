import NowPlaying
import Testing
@testable import Remote

/// One client's conversation, without a socket: MPD's command lists, idle mode, permissions
/// and when a line ends the connection (`Client::ProcessLine`, `command_process`). The same
/// behaviours are compared with the real MPD over sockets in `MPDServerTests`.
@Suite struct MPDConversationTests {
    let context = MPDContext(source: SessionSource(infoCenter: NowPlayingInfoCenter()) { _ in .success })

    func conversation(password: String? = nil, local: Bool = true) -> MPDConversation {
        context.password = password
        return MPDConversation(client: MPDClientState(permission: password == nil ? .all : .none, isLocal: local), context: context)
    }

    /// Sends lines; returns the answers and the last outcome.
    func send(_ lines: [String], to conversation: MPDConversation) -> (text: String, outcome: MPDConversation.Outcome) {
        var outcome = MPDConversation.Outcome.open
        for line in lines {
            outcome = conversation.receive(Array(line.utf8))
            if outcome != .open { break }
        }
        return (String(decoding: conversation.takeOutput(), as: UTF8.self), outcome)
    }

    @Test func aListAnswersListOKPerCommandAndStopsAtAnACKNamingItsIndex() {
        let talk = conversation()
        #expect(send(["command_list_ok_begin", "ping", "ping", "command_list_end"], to: talk).text == "list_OK\nlist_OK\nOK\n")
        #expect(send(["command_list_begin", "ping", "ping", "command_list_end"], to: talk).text == "OK\n")
        #expect(send(["command_list_ok_begin", "ping", "ping x", "ping", "command_list_end"], to: talk).text ==
                "list_OK\nACK [2@1] {ping} wrong number of arguments for \"ping\"\n")
        #expect(send(["command_list_begin", "ping", "nosuch", "command_list_end"], to: talk).text ==
                "ACK [5@1] {} unknown command \"nosuch\"\n")
        #expect(send(["command_list_begin", "command_list_begin", "command_list_end"], to: talk).text ==
                "ACK [5@0] {} unknown command \"command_list_begin\"\n")
    }

    @Test func aListLargerThanMPDsLimitClosesTheConnection() {
        let talk = conversation()
        #expect(send(["command_list_begin"], to: talk).outcome == .open)
        let line = "ping " + String(repeating: "x", count: 8000)
        var outcome = MPDConversation.Outcome.open
        var sent = 0
        while outcome == .open, sent < 1000 {
            outcome = talk.receive(Array(line.utf8))
            sent += 1
        }
        #expect(outcome == .close)
        #expect(sent == MPDServerLimits.commandList / (line.utf8.count + 1) + 1)
    }

    @Test func idleAnswersWhatChangedThenOKAndNoidleEndsItWithOK() {
        let talk = conversation()
        #expect(send(["idle player mixer"], to: talk).text == "")
        talk.notice([.playlist])
        #expect(talk.takeOutput().isEmpty, "not a subsystem it waits for")
        talk.notice([.mixer, .player])
        #expect(String(decoding: talk.takeOutput(), as: UTF8.self) == "changed: player\nchanged: mixer\nOK\n")
        #expect(send(["idle"], to: talk).text == "", "what it did not wait for was forgotten, as in MPD")
        #expect(send(["noidle"], to: talk).text == "OK\n")
        #expect(send(["noidle"], to: talk).text == "", "noidle outside idle says nothing")
    }

    @Test func changesWhileNotIdlingAreToldAtTheNextIdle() {
        let talk = conversation()
        talk.notice([.options])
        talk.notice([.player])
        #expect(send(["idle"], to: talk).text == "changed: player\nchanged: options\nOK\n")
        #expect(talk.idling == nil)
    }

    @Test func anythingButNoidleWhileIdlingClosesTheConnection() {
        let talk = conversation()
        _ = send(["idle"], to: talk)
        #expect(send(["ping"], to: talk).outcome == .close)
    }

    @Test func idleNamesAreCheckedInMPDsWords() {
        #expect(send(["idle player nosuch"], to: conversation()).text == "ACK [2@0] {idle} Unrecognized idle event: nosuch\n")
        #expect(send(["idle PLAYER"], to: conversation()).text == "", "MPD reads names in any case")
    }

    @Test func aLineNotStartingWithALowerCaseLetterClosesWithoutAWord() {
        for line in ["", " ping", "Ping", "GET / HTTP/1.1", "1"] {
            #expect(send([line], to: conversation()) == ("", .close), "\(line)")
        }
        #expect(send(["ping\u{0}junk"], to: conversation()).text == "OK\n", "MPD reads the line as a C string")
        #expect(send(["ping \r\t"], to: conversation()).text == "OK\n")
    }

    @Test func closeAndAnUnreadableCommandNameFinishAfterTheirAnswers() {
        #expect(send(["close extra words"], to: conversation()) == ("", .finish))
        #expect(send(["a-b"], to: conversation()) == ("ACK [5@0] {} Invalid word character\n", .finish))
    }

    @Test func withAPasswordOnlyConnectionCommandsRunBeforeIt() {
        let talk = conversation(password: "sesame")
        #expect(send(["idle"], to: talk).text == "ACK [4@0] {idle} you don't have permission for \"idle\"\n")
        #expect(send(["password wrong"], to: talk).text == "ACK [3@0] {password} incorrect password\n")
        let before = send(["notcommands"], to: talk).text
        #expect(before.contains("command: idle\n") && before.contains("command: decoders\n"))
        #expect(!send(["commands"], to: talk).text.contains("command: idle\n"))
        #expect(send(["password sesame"], to: talk).text == "OK\n")
        #expect(send(["notcommands"], to: talk).text == "OK\n")
        #expect(send(["commands"], to: talk).text.contains("command: idle\n"))
    }

    @Test func withoutAPasswordEveryPasswordIsIncorrect() {
        #expect(send(["password x"], to: conversation()).text == "ACK [3@0] {password} incorrect password\n")
    }
}
