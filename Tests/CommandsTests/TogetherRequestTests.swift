import Commands
import Testing

/// `together join [HOST[:PORT] --room ROOM [--name NAME] [--password PASSWORD]] | leave | toggle |
/// ready | unready | chat TEXT`: the words, rooms and names with spaces, and text that reads back
/// as the same command.
@Suite struct TogetherRequestTests {
    @Test func joinTakesTheConfiguredRoomOrAServerAndARoom() throws {
        #expect(try Instruction(parsing: "together join") == .player(.together(.join(nil))))
        #expect(try Instruction(parsing: "together join 127.0.0.1:8999 --room r")
            == .player(.together(.join(.init(server: "127.0.0.1:8999", room: "r")))))
        #expect(try Instruction(name: "together", arguments: ["join", "syncplay.pl", "--room", "movie", "night", "--name", "ana b"])
            == .player(.together(.join(.init(server: "syncplay.pl", room: "movie night", name: "ana b")))))
        #expect(try Instruction(parsing: "together join h --password s e --room r")
            == .player(.together(.join(.init(server: "h", room: "r", password: "s e")))))
    }

    @Test func theOtherVerbsTakeNoArgumentButChatTakesTheLineAsTyped() throws {
        #expect(try Instruction(parsing: "together leave") == .player(.together(.leave)))
        #expect(try Instruction(parsing: "together toggle") == .player(.together(.toggle)))
        #expect(try Instruction(parsing: "together ready") == .player(.together(.ready(true))))
        #expect(try Instruction(parsing: "together unready") == .player(.together(.ready(false))))
        #expect(try Instruction(parsing: "together chat  hello   there ") == .player(.together(.chat("hello   there "))))
    }

    @Test func aWrongRequestSaysWhatItTakes() {
        let message = { (text: String) -> String? in
            do throws(CommandParseError) {
                _ = try Instruction(parsing: text)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message("together")?.hasPrefix("'together' needs join") == true, "\(String(describing: message("together")))")
        #expect(message("together jion")?.hasSuffix("did you mean 'join'?") == true)
        #expect(message("together join h") == "'together join h' needs --room ROOM")
        #expect(message("together join h --room") == "--room needs a value")
        #expect(message("together join h --rooms r") == "'together join' takes --room, --name and --password, not --rooms")
        #expect(message("together join h i --room r") == "'together join' takes one server, then --room ROOM")
        #expect(message("together leave now") == "'together leave' takes no argument")
        #expect(message("together chat ") == "'together chat' needs a line to say")
    }

    @Test func aPasswordIsNotShown() {
        let request = TogetherRequest.join(.init(server: "h", room: "r", password: "sesame"))
        #expect(request.shown == "join h --room r --password …")
        #expect(TogetherRequest.chat("sesame").shown == "chat sesame")
    }

    @Test func aRequestReadsBackAsItself() throws {
        let requests: [TogetherRequest] = [
            .join(nil), .join(.init(server: "[::1]:9000", room: "movie night", name: "ana", password: "open sesame")),
            .leave, .toggle, .ready(true), .ready(false), .chat("hi  there"),
        ]
        for request in requests {
            #expect(try Instruction(parsing: Command.together(request).text) == .player(.together(request)), "\(request.text)")
        }
    }
}
