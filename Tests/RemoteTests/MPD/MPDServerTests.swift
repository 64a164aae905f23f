import Foundation
import Testing
import TestSupport

/// The real `playdeck` binary's MPD server against Debian's real MPD 0.23: the same bytes sent
/// to both on fresh connections, the transcripts compared whole. Framing, the tokenizer's
/// errors, command lists, MPD's limits (line, list, output buffer, clients) and what closes a
/// connection; the player keeps serving after each.
@Suite(.enabled(if: RealMPD.isInstalled)) struct MPDServerTests {
    /// A tagged folder for MPD (PlayDeck's part here needs no library).
    static func servers() throws -> (mpd: RealMPD, playdeck: PlayDeckMPD) {
        let music = try Fixtures.musicFolder([.init("A/01.mp3", ["title": "One", "artist": "A"])])
        return (try RealMPD(music: music), try PlayDeckMPD())
    }

    func expectSame(_ payloads: [String], _ servers: (mpd: RealMPD, playdeck: PlayDeckMPD),
                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        for payload in payloads {
            let (mpd, playdeck) = try MPDDifferential.compare(payload, mpd: servers.mpd, playdeck: servers.playdeck)
            #expect(playdeck == mpd, "sent \(payload.debugDescription.prefix(200))", sourceLocation: sourceLocation)
        }
    }

    @Test func framingAndTokenizerMistakesAreAnsweredAsMPDAnswersThem() throws {
        let servers = try Self.servers()
        try expectSame([
            "ping\n", "ping \t\r\n", "ping\r\n", "ping\u{0}junk\n", "\n", " ping\n", "Ping\n", "GET / HTTP/1.1\n",
            "a-b\n", "ping \"x\n", "ping \"x\"y\n", "ping 'a\n", "ping x\n", "ping \"\\\"\"\n",
            "nosuch\n", "nosuch \"unterminated\n", "ping" + String(repeating: " a", count: 63) + "\n",
            "ping" + String(repeating: " a", count: 64) + "\n", "close\n", "close a b\n", "password\n",
            "binarylimit 10\n", "binarylimit 64\n", "binarylimit x\n", "binarylimit 99999999\n", "tagtypes\n",
            "tagtypes foo\n", "tagtypes enable\n", "tagtypes enable nosuch\n", "tagtypes all x\n",
            "tagtypes clear\ntagtypes enable artist Title\ntagtypes\n", "tagtypes disable Artist\ntagtypes\n",
            "password wrong\n", "idle nosuch\n", "idle\nping\n", "idle player\nnoidle\nping\n", "noidle\nping\n",
        ], servers)
    }

    @Test func commandListsAnswerAsMPDsIncludingAnACKInTheMiddle() throws {
        let servers = try Self.servers()
        try expectSame([
            "command_list_begin\nping\nping\ncommand_list_end\n",
            "command_list_ok_begin\nping\nping\ncommand_list_end\n",
            "command_list_ok_begin\nping\nping x\nping\ncommand_list_end\n",
            "command_list_begin\nping\nnosuch\nping\ncommand_list_end\n",
            "command_list_ok_begin\nping\ncommand_list_begin\ncommand_list_end\n",
            "command_list_begin\nnoidle\nping\ncommand_list_end\n",
            "command_list_begin\nping \"x\ncommand_list_end\n",
            "command_list_begin\nping\nclose\nping\ncommand_list_end\n",
            "command_list_ok_begin\nping\nidle\nping\ncommand_list_end\nnoidle\n",
            "command_list_begin\nPing\ncommand_list_end\n",
            "command_list_end\n", "command_list_begin x\n",
        ], servers)
    }

    @Test func linesAtAndPastMPDsInputBufferAndAMegabyteLine() throws {
        let servers = try Self.servers()
        let fits = "ping " + String(repeating: "x", count: MPDServerLimitsMirror.inputBuffer - 6) + "\n"
        let over = "ping " + String(repeating: "x", count: MPDServerLimitsMirror.inputBuffer - 5) + "\n"
        let megabyte = "ping " + String(repeating: "x", count: 1 << 20) + "\n"
        try expectSame([fits, over, megabyte], servers)
        let (_, after) = try MPDDifferential.compare("ping\n", mpd: servers.mpd, playdeck: servers.playdeck)
        #expect(after == "OK MPD 0.23.5\nOK\n", "the server still serves")
    }

    @Test func aCommandListThatNeverEndsIsClosedAtMPDsLimitAndOneJustUnderItRuns() throws {
        let servers = try Self.servers()
        let pings = MPDServerLimitsMirror.commandList / 5
        try expectSame([
            "command_list_begin\n" + String(repeating: "ping\n", count: pings + 1),
            "command_list_begin\n" + String(repeating: "ping\n", count: pings) + "command_list_end\n",
        ], servers)
    }

    @Test func twoHundredClientsConnectingAtOnceMeetMPDsHundred() throws {
        let servers = try Self.servers()
        for socket in [servers.mpd.socket, servers.playdeck.socket] {
            var greeted: [MPDLineClient] = []
            var refused = 0
            for _ in 0..<200 {
                if let client = try? MPDLineClient(socket) { greeted.append(client) } else { refused += 1 }
            }
            #expect(greeted.count == 100 && refused == 100, "\(socket): \(greeted.count) greeted, \(refused) closed")
            for client in greeted.prefix(3) { #expect(try client.send("ping") == "OK\n") }
            greeted.removeAll()
        }
        // Once they are gone, a new client is served. The server hears of the hundred closing
        // as it turns; a client refused before it has is followed by another, each paced by the
        // server's own answer (its greeting, or closing on it).
        var answer: String?
        for _ in 0..<200 where answer == nil {
            answer = try? MPDLineClient(servers.playdeck.socket).send("ping")
        }
        #expect(answer == "OK\n")
    }

    @Test func aClientThatNeverReadsIsClosedAtMPDsOutputBufferAndThePlayerGoesOn() throws {
        let servers = try Self.servers()
        for socket in [servers.mpd.socket, servers.playdeck.socket] {
            let client = try MPDLineClient(socket)
            // 40,000 answers of ~800 bytes: four times MPD's 8 MiB output buffer.
            _ = client.send(bytes: Array(String(repeating: "tagtypes\n", count: 40_000).utf8))
            #expect((try? client.isClosed()) ?? true, "\(socket) hung up on it")
        }
        #expect(try servers.playdeck.client().send("ping") == "OK\n")
        #expect(servers.playdeck.process.isRunning)
    }

    @Test func withAPasswordOnlyConnectionCommandsRunBeforeItAsInMPD() throws {
        let music = try Fixtures.musicFolder([.init("A/01.mp3", ["title": "One"])])
        let mpd = try RealMPD(music: music, password: "sesame")
        let playdeck = try PlayDeckMPD(password: "sesame")
        for payload in ["commands\n", "idle\n", "password nope\nnotcommands\n", "password sesame\nnotcommands\nping\n"] {
            let (expected, actual) = (try MPDDifferential.transcript(at: mpd.socket, sending: Array(payload.utf8)),
                                      try MPDDifferential.transcript(at: playdeck.socket, sending: Array(payload.utf8)))
            if payload == "password nope\nnotcommands\n" {
                // What each lacks permission for is its own table; the refusal is the same.
                #expect(actual.hasPrefix("OK MPD 0.23.5\nACK [3@0] {password} incorrect password\n"))
                #expect(expected.hasPrefix("OK MPD 0.23.5\nACK [3@0] {password} incorrect password\n"))
            } else {
                #expect(actual == expected, "sent \(payload.debugDescription)")
            }
        }
    }

    @Test func configIsRefusedOverTCPAndTCPServesTheSameProtocol() throws {
        let playdeck = try PlayDeckMPD(tcp: true)
        let client = try playdeck.tcpClient()
        #expect(client.greeting == "OK MPD 0.23.5")
        #expect(try client.send("config") == "ACK [4@0] {config} Command only permitted to local clients\n")
        #expect(try client.send("ping") == "OK\n")
        #expect(try playdeck.client().send("config") == "OK\n")
    }
}

/// MPD 0.23's limits, written out here so that a test does not take them from the code it tests.
enum MPDServerLimitsMirror {
    static let inputBuffer = 8192
    static let commandList = 2048 * 1024
    static let outputBuffer = 8192 * 1024
}
