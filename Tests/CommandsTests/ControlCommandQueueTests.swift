import Commands
import Testing

@Suite struct ControlCommandQueueTests {
    @Test func queueAndTrackCommandsParseTheirWholeNumbers() throws {
        #expect(try ControlCommand(parsing: "shuffle") == .toggleShuffle)
        #expect(try ControlCommand(parsing: "repeat") == .cycleRepeat)
        #expect(try ControlCommand(parsing: "play-index 12") == .playIndex(12))
        #expect(try ControlCommand(parsing: "remove 3") == .remove(3))
        #expect(try ControlCommand(parsing: "audio-track 2") == .audioTrack(2))
        #expect(try ControlCommand(parsing: "subtitle-track 0") == .subtitleTrack(0))
        #expect(try ControlCommand(parsing: "audio-menu") == .audioMenu)
        #expect(try ControlCommand(parsing: "subtitle-menu") == .subtitleMenu)
    }

    @Test func positionsStartAtOneAndAreWhole() {
        #expect(throws: CommandParseError("'play-index' takes a whole number of 1 or more")) {
            try ControlCommand(parsing: "play-index 0")
        }
        #expect(throws: CommandParseError("'remove' takes a whole number of 1 or more")) {
            try ControlCommand(parsing: "remove 2.5")
        }
        #expect(throws: CommandParseError("'play-index' needs N")) { try ControlCommand(parsing: "play-index") }
        #expect(throws: CommandParseError("'audio-track' takes a whole number of 1 or more")) {
            try ControlCommand(parsing: "audio-track 0")
        }
    }

    @Test func queueCommandsPrintBackAsTheyAreWritten() throws {
        for text in ["shuffle", "repeat", "play-index 7", "remove 1", "audio-track 3", "subtitle-track 0"] {
            #expect(try ControlCommand(parsing: text).text == text)
        }
    }
}
