import Commands
import Testing

@Suite struct ControlCommandTests {
    @Test func everyNameInTheVocabularyParsesAndPrintsBack() throws {
        for entry in ControlCommand.vocabulary {
            // Each required word of the argument ("N", "FROM TO") gets a number.
            let words = entry.argument?.hasPrefix("[") == false ? entry.argument?.split(separator: " ").count ?? 0 : 0
            let text = ([entry.name] + Array(repeating: "2", count: words)).joined(separator: " ")
            let command = try ControlCommand(parsing: text)
            #expect(command.text == text)
        }
    }

    @Test func argumentsAreParsedAsNumbers() throws {
        #expect(try ControlCommand(parsing: "skip-forward 30") == .skipForward(30))
        #expect(try ControlCommand(parsing: "skip-backward") == .skipBackward(nil))
        #expect(try ControlCommand(parsing: "speed 1.25") == .setSpeed(1.25))
        #expect(try ControlCommand(parsing: "seek  90.5") == .seek(to: 90.5))
    }

    @Test func aTypoIsAnsweredWithTheNearestName() {
        #expect(throws: CommandParseError("unknown command 'skip-froward'; did you mean 'skip-forward'?")) {
            try ControlCommand(parsing: "skip-froward")
        }
        #expect(throws: CommandParseError("unknown command 'zzzzzzzz'")) { try ControlCommand(parsing: "zzzzzzzz") }
    }

    @Test func badArgumentsAreRefusedWithAReason() {
        #expect(throws: CommandParseError("'skip-forward' takes a number, got 'abc'")) {
            try ControlCommand(parsing: "skip-forward abc")
        }
        #expect(throws: CommandParseError("'skip-forward' takes a positive number")) {
            try ControlCommand(parsing: "skip-forward -3")
        }
        #expect(throws: CommandParseError("'toggle-pause' takes no argument")) {
            try ControlCommand(parsing: "toggle-pause now")
        }
        #expect(throws: CommandParseError("'seek' needs SECONDS")) { try ControlCommand(parsing: "seek") }
        #expect(throws: CommandParseError("empty command")) { try ControlCommand(parsing: "   ") }
        #expect(throws: CommandParseError("'skip-forward' takes a number, got 'nan'")) {
            try ControlCommand(parsing: "skip-forward nan")
        }
    }
}
