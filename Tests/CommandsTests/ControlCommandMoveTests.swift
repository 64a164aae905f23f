import Commands
import Testing

/// `move FROM TO`, the panel's move keys and the secondary subtitle commands.
@Suite struct ControlCommandMoveTests {
    @Test func moveTakesTwoPositionsCountedFromOne() throws {
        #expect(try ControlCommand(parsing: "move 5 2") == .move(from: 5, to: 2))
        #expect(try ControlCommand(name: "move", arguments: ["1", "12"]) == .move(from: 1, to: 12))
        #expect(try ControlCommand(parsing: "move-up") == .moveUp)
        #expect(try ControlCommand(parsing: "move-down") == .moveDown)
        #expect(try ControlCommand(parsing: "secondary-subtitle-track 2") == .secondarySubtitleTrack(2))
        #expect(try ControlCommand(parsing: "secondary-subtitle-track 0") == .secondarySubtitleTrack(0))
        #expect(try ControlCommand(parsing: "secondary-subtitle-menu") == .secondarySubtitleMenu)
    }

    @Test func moveAndSecondarySubtitlesPrintBackAsTheyAreWritten() throws {
        for text in ["move 5 2", "move 1 100", "move-up", "move-down", "secondary-subtitle-track 3",
                     "secondary-subtitle-track 0", "secondary-subtitle-menu"] {
            #expect(try ControlCommand(parsing: text).text == text)
        }
    }

    @Test func aWrongMoveIsRefusedInOneSentence() {
        #expect(throws: CommandParseError("'move' needs FROM TO")) { try ControlCommand(parsing: "move 5") }
        #expect(throws: CommandParseError("'move' needs FROM TO")) { try ControlCommand(parsing: "move") }
        #expect(throws: CommandParseError("'move' takes two arguments")) { try ControlCommand(parsing: "move 1 2 3") }
        #expect(throws: CommandParseError("'move' takes a whole number of 1 or more")) {
            try ControlCommand(parsing: "move 0 2")
        }
        #expect(throws: CommandParseError("'move' takes a whole number of 1 or more")) {
            try ControlCommand(parsing: "move 2 1.5")
        }
        #expect(throws: CommandParseError("'move' takes a number, got 'top'")) { try ControlCommand(parsing: "move 2 top") }
        #expect(throws: CommandParseError("'move-up' takes no argument")) { try ControlCommand(parsing: "move-up 2") }
        #expect(throws: CommandParseError("'secondary-subtitle-track' takes one argument")) {
            try ControlCommand(parsing: "secondary-subtitle-track 1 2")
        }
    }
}
