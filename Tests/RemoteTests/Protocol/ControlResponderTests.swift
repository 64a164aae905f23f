import Commands
import NowPlaying
import Testing
@testable import Remote

@Suite struct ControlResponderTests {
    private final class Recorder {
        var performed: [Command] = []
        var answer: RemoteCommandStatus = .success
    }

    private func responder(_ recorder: Recorder) -> ControlResponder {
        ControlResponder(perform: { recorder.performed.append($0); return recorder.answer },
                         nowPlaying: { StatusJSON(NowPlayingInfo()) })
    }

    private func reply(_ response: ControlResponder.Response) -> ControlReply? {
        ControlReply.decode(response.line)
    }

    @Test func aCommandIsPerformedAndAnsweredWithSuccess() {
        let recorder = Recorder()
        let response = responder(recorder).respond(to: Array(#"{"command": "skip-forward", "interval": 30, "id": 3}"#.utf8))
        #expect(recorder.performed == [.skipForward(30)])
        #expect(response.line == #"{"id":3,"status":"success"}"#)
        #expect(response.effect == .none)
    }

    @Test func aDisabledCommandIsAnsweredWithItsReason() {
        let recorder = Recorder()
        recorder.answer = .disabled("Skipping is unavailable during an ad")
        let response = responder(recorder).respond(to: Array(#"{"command": "skip-forward"}"#.utf8))
        #expect(reply(response) == ControlReply(status: "disabled", reason: "Skipping is unavailable during an ad"))
    }

    @Test func everyStatusWithoutAReasonGetsOne() {
        let recorder = Recorder()
        for status in [RemoteCommandStatus.noSuchContent, .noActionableNowPlayingItem, .unsupported, .commandFailed("x")] {
            recorder.answer = status
            let answered = reply(responder(recorder).respond(to: Array(#"{"command": "next"}"#.utf8)))
            #expect(answered?.status == status.name)
            #expect(answered?.reason?.isEmpty == false, "\(status)")
        }
    }

    @Test func interfaceCommandsAreUnsupportedUnlessWired() {
        let recorder = Recorder()
        let responder = responder(recorder)
        for name in ["speed-menu", "info", "help", "queue", "fit-fill"] {
            let answered = reply(responder.respond(to: Array(#"{"command": "\#(name)"}"#.utf8)))
            #expect(answered?.status == "unsupported", "\(name)")
        }
        #expect(recorder.performed.isEmpty)
        responder.interfaceCommands = { _ in .success }
        #expect(reply(responder.respond(to: Array(#"{"command": "info"}"#.utf8)))?.status == "success")
    }

    @Test func theProgramsOwnCommandsGoToTheSourceLikeEveryOther() {
        let recorder = Recorder()
        _ = responder(recorder).respond(to: Array(#"{"command": "reload-config"}"#.utf8))
        _ = responder(recorder).respond(to: Array(#"{"command": "view 2"}"#.utf8))
        #expect(recorder.performed == [.reloadConfig, .view(2)])
    }

    @Test func quitAnswersBeforeItStopsThePlayer() {
        let response = responder(Recorder()).respond(to: Array(#"{"command": "quit"}"#.utf8))
        #expect(response.effect == .quit)
        #expect(reply(response)?.isSuccess == true)
    }

    @Test func getAndSubscribeAnswerWithTheSnapshot() {
        let responder = responder(Recorder())
        let get = responder.respond(to: Array(#"{"get": "now-playing"}"#.utf8))
        #expect(StatusJSON.decode(get.line)?.state == "stopped")
        #expect(get.effect == .none)
        #expect(responder.respond(to: Array(#"{"subscribe": "now-playing"}"#.utf8)).effect == .subscribe)
    }

    @Test func garbageIsAnsweredWithAnError() {
        let response = responder(Recorder()).respond(to: [0xFF, 0xFE, 0x00, 0x7B])
        #expect(reply(response)?.status == "error")
    }
}

/// A server's list is answered to a socket client later, once, through the request's `later`:
/// an attached tile browses a server as the tile in the player's own terminal does.
extension ControlResponderTests {
    private final class HeldServer: ServerLibraryAnswering {
        let servers = ["home"]
        var held: [(LibraryList?) -> Void] = []

        func list(_ server: String, _ query: ServerLibraryQuery, later: @escaping (LibraryList?) -> Void) -> LibraryList? {
            held.append(later)
            return nil
        }

        func item(for location: String) -> MediaItem? { nil }
        func item(for location: String, later: @escaping (Result<MediaItem, ServerItemFailure>) -> Void) {
            later(.failure(ServerItemFailure(line: "no server here")))
        }
        func star(_ star: ServerStar, later: @escaping (Result<Void, ServerItemFailure>) -> Void) {
            later(.failure(ServerItemFailure(line: "no server here")))
        }
        func title(of star: ServerStar) -> String? { nil }
    }

    @Test func aServersListIsAnsweredLaterAndASupersededOneWithNoSuchContent() {
        let source = SessionSource(infoCenter: NowPlayingInfoCenter()) { _ in .success }
        let server = HeldServer()
        source.serverLibrary = server
        let responder = ControlResponder(source: source)
        var lines: [String] = []
        let asked = responder.respond(to: ControlRequest(.intent(.library(.server("home", .top))))) { lines.append($0) }
        #expect(asked.effect == .answerLater && lines.isEmpty)
        let list = LibraryList(query: .server("home", .top), rows: .artists([.init(name: "Aurora Fields", albums: 2, id: "1")]),
                               servers: ["home"])
        server.held[0](list)
        #expect(lines == [NowPlayingWire.line(.library(list))])
        _ = responder.respond(to: ControlRequest(.intent(.library(.server("home", .search("w")))), id: .number(7))) { lines.append($0) }
        server.held[1](nil)
        #expect(ControlReply.decode(lines[1]) == ControlReply(status: "noSuchContent", reason: "A newer list was asked for", id: .number(7)))
    }
}
