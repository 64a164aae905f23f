import Commands
import Testing
@testable import Remote

@Suite struct ControlRequestTests {
    private func parse(_ text: String) -> Result<ControlRequest, ControlRequestError> {
        ControlRequest.parse(Array(text.utf8))
    }

    private func command(_ text: String) -> Command? {
        if case let .success(request) = parse(text), case let .command(.player(command)) = request.kind { return command }
        return nil
    }

    private func instruction(_ text: String) -> Instruction? {
        if case let .success(request) = parse(text), case let .command(instruction) = request.kind { return instruction }
        return nil
    }

    private func message(_ text: String) -> String? {
        if case let .failure(error) = parse(text) { return error.message }
        return nil
    }

    @Test func anIntervalKeyAndAnIntervalInTheCommandMeanTheSame() {
        #expect(command(#"{"command": "skip-forward", "interval": 30}"#) == .skipForward(30))
        #expect(command(#"{"command": "skip-forward 30"}"#) == .skipForward(30))
        #expect(command(#"{"command": "skip-forward", "interval": "30"}"#) == .skipForward(30))
        #expect(command(#"{"command": "skip-forward"}"#) == .skipForward(nil))
    }

    @Test func everyCommandOfTheVocabularyParses() {
        for entry in Vocabulary.entries {
            let text = switch entry.argument {
            case .wholeAndRest: #"{"command": "\#(entry.name) 1 A name"}"#
            case .rest where entry.name == "together": #"{"command": "together chat hi"}"#
            case .none, .optionalPositive, .optionalChoice, .optionalRest: #"{"command": "\#(entry.name)"}"#
            case .number, .whole, .wholeAndTime, .rest, .seekTarget: #"{"command": "\#(entry.name)", "argument": 1}"#
            case .twoWhole, .twoTimes: #"{"command": "\#(entry.name)", "from": 1, "to": 2}"#
            case .priority: #"{"command": "\#(entry.name) 5 1 2"}"#
            case .sleep: #"{"command": "\#(entry.name)", "argument": "30m"}"#
            }
            #expect(instruction(text) != nil, "\(entry.name)")
        }
    }

    @Test func aMoveTakesItsPlacesAsFromAndToOrWrittenInTheCommand() {
        #expect(command(#"{"command": "move", "from": 5, "to": 2}"#) == .move(from: 5, to: 2))
        #expect(command(#"{"command": "move 5 2"}"#) == .move(from: 5, to: 2))
        #expect(command(#"{"command": "move", "from": "5", "to": 2}"#) == .move(from: 5, to: 2))
        #expect(message(#"{"command": "move", "from": 5}"#) == "'move' needs FROM TO")
        #expect(message(#"{"command": "move", "from": 5, "to": 2, "argument": 1}"#)
                == #"give "from" and "to", or "argument", not both"#)
        // The object's order is not the places' order.
        #expect(command(#"{"to": 2, "command": "move", "from": 5}"#) == .move(from: 5, to: 2))
    }

    /// Only the keys a line has are read; a key given as null is as good as absent, as it was.
    @Test func aNullKeyIsAbsentAndSeveralArgumentsAreNamedInTheirListsOrder() throws {
        #expect(command(#"{"command": "pause", "id": null, "argument": null, "to": null}"#) == .pause)
        #expect(try parse(#"{"subscribe": "now-playing", "command": null, "id": "a"}"#).get()
                == ControlRequest(.subscribe, id: .text("a")))
        #expect(message(#"{"volume": 40, "command": "volume", "value": 30}"#)
                == #"give one argument, not "value" and "volume""#)
    }

    @Test func namedArgumentsSuitTheirCommands() {
        #expect(command(#"{"command": "seek", "position": 12.5}"#) == .seek(to: 12.5))
        #expect(command(#"{"command": "speed", "rate": 1.5}"#) == .setSpeed(1.5))
        #expect(command(#"{"command": "volume", "volume": 40}"#) == .setVolume(40))
    }

    @Test func getAndSubscribeAskForNowPlaying() throws {
        #expect(try parse(#"{"get": "now-playing"}"#).get().kind == .nowPlaying)
        #expect(try parse(#"{"subscribe": "now-playing", "id": 7}"#).get() == ControlRequest(.subscribe, id: .number(7)))
        #expect(message(#"{"get": "weather"}"#)
            == #"nothing to get called 'weather'; try "now-playing" (a view asks for the rest with "intent")"#)
    }

    @Test func anUnknownCommandSuggestsTheNearestOne() {
        #expect(message(#"{"command": "skip-forwad"}"#) == "unknown command 'skip-forwad'; did you mean 'skip-forward'?")
    }

    @Test func malformedRequestsAreRefusedWithAReason() {
        #expect(message("{\"command\": ") == "malformed JSON")
        #expect(message("not json at all") == "malformed JSON")
        #expect(message("[1, 2]") == "a request is one JSON object per line")
        #expect(message(#"{"command": 5}"#) == "'command' has the wrong type")
        #expect(message("{}") == #"a request needs "command", "get", "subscribe", "hello" or "intent""#)
        #expect(message(#"{"command": "play", "get": "now-playing"}"#)?.contains("not several") == true)
        #expect(message(#"{"command": "seek", "position": 1, "argument": 2}"#) == #"give one argument, not "argument" and "position""#)
        #expect(message(#"{"command": "pause", "argument": 1}"#) == "'pause' takes no argument")
        #expect(message(#"{"command": "   "}"#) == "empty command")
        #expect(message(String(repeating: "[", count: 10_000)) != nil, "deep nesting is refused, not a crash")
    }

    @Test func aNumberThatCannotBeTakenIsNamedAndAnsweredNotHungUpOn() {
        #expect(message(#"{"intent": {"lyrics": {"id": 2.5}}}"#) == #""intent.lyrics.id" is not a whole number"#)
        #expect(message(#"{"intent": {"liveText": {"id": -1e300}}}"#) == #""intent.liveText.id" is too small"#)
        #expect(message(#"{"intent": {"queueRows": {"_0": [1, 1e300]}}}"#) == #""intent.queueRows._0.1" is too large"#)
        if case let .failure(error) = parse(#"{"intent": {"lyrics": {"id": 2.5}}}"#) { #expect(!error.isMalformed) }
    }

    @Test func bytesThatAreNotTextAreMalformed() {
        #expect(ControlRequest.parse([0x7B, 0x22, 0x63, 0xFF, 0x22, 0x3A, 0x31, 0x7D]).failureMessage == "malformed JSON")
        #expect(message(#"{"command": "quit\u0000now"}"#) == "malformed JSON", "a NUL would have cut the command short")
        #expect(message("{\"command\": \"play\u{1}\"}") == "malformed JSON")
    }

    @Test func theIdOfARefusedRequestIsStillEchoed() {
        if case let .failure(error) = parse(#"{"command": "nope", "id": "a1"}"#) {
            #expect(error.id == .text("a1"))
        } else {
            Issue.record("an unknown command was accepted")
        }
    }
}

extension Result<ControlRequest, ControlRequestError> {
    /// The refusal's message, or nil for a request.
    var failureMessage: String? {
        if case let .failure(error) = self { error.message } else { nil }
    }
}
