import Commands
import Testing

/// The program's words for the sessions a person sees: `pip PATH`, `pip-swap`, `pip-close`, `view N`, `view-enlarge`.
@Suite struct InstructionViewsTests {
    @Test func theWordsParseAndReadBackAsThemselves() throws {
        #expect(try Instruction(parsing: "pip /media/a talk.mkv") == .player(.pip("/media/a talk.mkv")))
        #expect(try Instruction(parsing: "pip-swap") == .player(.pipSwap))
        #expect(try Instruction(parsing: "pip-close") == .player(.pipClose))
        for command in [Command.pip("https://example.com/a.mp3"), .pipSwap, .pipClose, .view(3), .viewEnlarge] {
            #expect(try Instruction(parsing: command.text) == .player(command))
        }
    }

    @Test func aPathIsRequiredAndTheOthersTakeNothing() {
        #expect(throws: CommandParseError.self) { try Instruction(parsing: "pip") }
        #expect(throws: CommandParseError.self) { try Instruction(parsing: "pip-swap now") }
        #expect(throws: CommandParseError("unknown command 'pip-swp'; did you mean 'pip-swap'?")) { try Instruction(parsing: "pip-swp") }
    }
}

extension InstructionViewsTests {
    @Test func aViewIsCountedFromOne() {
        #expect(throws: CommandParseError.self) { try Instruction(parsing: "view 0") }
        #expect(throws: CommandParseError.self) { try Instruction(parsing: "view") }
    }
}
