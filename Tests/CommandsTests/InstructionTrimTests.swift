import Commands
import Testing

/// `trim FROM TO` and `trim-cancel`: times as seconds or clock time, an end after the start,
/// and text that reads back as the same command.
@Suite struct InstructionTrimTests {
    @Test func trimTakesSecondsOrClockTime() throws {
        #expect(try Instruction(parsing: "trim 1:00 1:30") == .player(.trim(from: 60, to: 90)))
        #expect(try Instruction(parsing: "trim 3.25 0:09.5") == .player(.trim(from: 3.25, to: 9.5)))
        #expect(try Instruction(name: "trim", arguments: ["0", "1:02:03"]) == .player(.trim(from: 0, to: 3723)))
        #expect(try Instruction(parsing: "trim-cancel") == .player(.trimCancel))
    }

    @Test func aTrimReadsBackAsItself() throws {
        for command in [Command.trim(from: 60, to: 90), .trim(from: 0.00001, to: 1e20), .trim(from: 3.3, to: 9.5), .trimCancel] {
            #expect(try Instruction(parsing: command.text) == .player(command), "\(command.text)")
        }
        #expect(Command.trim(from: 60, to: 90.5).text == "trim 60 90.5")
    }

    @Test func aTrimNeedsTwoTimesTheEndAfterTheStart() {
        #expect(throws: CommandParseError("'trim' needs FROM TO")) { try Instruction(parsing: "trim 1:00") }
        #expect(throws: CommandParseError("'trim' takes two arguments")) { try Instruction(parsing: "trim 1 2 3") }
        #expect(throws: CommandParseError("'trim' needs an end after its start")) { try Instruction(parsing: "trim 1:30 1:30") }
        #expect(throws: CommandParseError("'trim' needs an end after its start")) { try Instruction(parsing: "trim 90 60") }
        #expect(throws: CommandParseError("'trim' takes times like 90 or 1:30, got '-1'")) { try Instruction(parsing: "trim -1 2") }
        #expect(throws: CommandParseError("'trim' takes times like 90 or 1:30, got '1:60'")) { try Instruction(parsing: "trim 0 1:60") }
        #expect(throws: CommandParseError("'trim' takes times like 90 or 1:30, got 'nan'")) { try Instruction(parsing: "trim nan 2") }
        #expect(throws: CommandParseError("'trim-cancel' takes no argument")) { try Instruction(parsing: "trim-cancel now") }
    }
}
