import Commands
import Testing

/// `pip PATH`, `pip-swap` and `pip-close`: the program's picture in picture words.
@Suite struct InstructionPictureInPictureTests {
    @Test func theWordsParseAndReadBackAsThemselves() throws {
        #expect(try Instruction(parsing: "pip /media/a talk.mkv") == .player(.pip("/media/a talk.mkv")))
        #expect(try Instruction(parsing: "pip-swap") == .player(.pipSwap))
        #expect(try Instruction(parsing: "pip-close") == .player(.pipClose))
        for command in [Command.pip("https://example.com/a.mp3"), .pipSwap, .pipClose] {
            #expect(try Instruction(parsing: command.text) == .player(command))
        }
    }

    @Test func aPathIsRequiredAndTheOthersTakeNothing() {
        #expect(throws: CommandParseError.self) { try Instruction(parsing: "pip") }
        #expect(throws: CommandParseError.self) { try Instruction(parsing: "pip-swap now") }
        #expect(throws: CommandParseError("unknown command 'pip-swp'; did you mean 'pip-swap'?")) { try Instruction(parsing: "pip-swp") }
    }
}
