import Commands
import Testing

/// The one parser of "go to" entries, for the tile's prompt and `seek`: times, percentages and
/// steps, and a sentence for everything else.
@Suite struct SeekTargetTests {
    func parsed(_ text: String) -> SeekTarget? { try? SeekTarget(parsing: text) }

    func problem(_ text: String) -> String? {
        do throws(CommandParseError) {
            _ = try SeekTarget(parsing: text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func timesPercentagesAndStepsAreRead() {
        #expect(parsed("1:23") == .time(83))
        #expect(parsed("1:02:03") == .time(3723))
        #expect(parsed("90") == .time(90))
        #expect(parsed("90.5") == .time(90.5))
        #expect(parsed(" 1:23 ") == .time(83))
        #expect(parsed("45%") == .percent(45))
        #expect(parsed("0%") == .percent(0))
        #expect(parsed("100%") == .percent(100))
        #expect(parsed("12.5%") == .percent(12.5))
        #expect(parsed("+30") == .offset(30))
        #expect(parsed("-1:00") == .offset(-60))
        #expect(parsed("-0:05.5") == .offset(-5.5))
        #expect(parsed("1.5e-07") == .time(1.5e-07), "the exponent form Command.text writes reads back")
    }

    @Test func eachFormBecomesTheCommandThatGoesThere() {
        #expect(SeekTarget.time(83).command == .seek(to: 83))
        #expect(SeekTarget.percent(45).command == .seekPercent(45))
        #expect(SeekTarget.offset(30).command == .skipForward(30))
        #expect(SeekTarget.offset(-60).command == .skipBackward(60))
    }

    @Test func aBadEntrySaysWhyInOneLine() {
        let forms = "a time (1:23, 1:02:03, 90), a percentage (45%) or a step (+30, -1:00)"
        #expect(problem("abc") == "'abc' is not \(forms)")
        #expect(problem("") == "Go to \(forms)")
        #expect(problem("1:75") == "'1:75' is not \(forms)")
        #expect(problem("150%") == "'150%' is past the end: a percentage goes from 0% to 100%")
        #expect(problem("-5%") == "'-5%' is not \(forms)")
        #expect(problem("%") == "'%' is not \(forms)")
        #expect(problem("1.2.3%") == "'1.2.3%' is not \(forms)")
        #expect(problem("+0") == "'+0' moves nowhere: give a step of more than 0")
        #expect(problem("+") == "'+' is not \(forms)")
        #expect(problem("inf") == "'inf' is not \(forms)")
        #expect(problem("nan%") == "'nan%' is not \(forms)")
        #expect(problem("1e400") == "'1e400' is not \(forms)")
        #expect(problem("0x10%") == "'0x10%' is not \(forms)")
        #expect(problem("1:23 4") == "'1:23 4' is not \(forms)")
    }

    @Test func seekSpeaksTheSameFormsAndReadsBackAsItself() throws {
        #expect(try Instruction(parsing: "seek 45%") == .player(.seekPercent(45)))
        #expect(try Instruction(parsing: "seek 1:23") == .player(.seek(to: 83)))
        #expect(try Instruction(parsing: "seek +30") == .player(.skipForward(30)))
        #expect(try Instruction(name: "seek", arguments: ["-1:00"]) == .player(.skipBackward(60)))
        for command: Command in [.seekPercent(45), .seekPercent(12.5), .seekPercent(1e-07), .seek(to: 83), .seek(to: 0.5),
                                 .seek(to: 1e-07)] {
            #expect(try Instruction(parsing: command.text) == .player(command), "\(command.text)")
        }
        #expect(throws: CommandParseError("'seek': '150%' is past the end: a percentage goes from 0% to 100%")) {
            try Instruction(parsing: "seek 150%")
        }
        #expect(throws: CommandParseError("'seek' needs TIME|PERCENT%|+SECONDS|-SECONDS")) { try Instruction(parsing: "seek") }
        #expect(throws: CommandParseError("'seek' takes one argument")) { try Instruction(parsing: "seek 1 2") }
    }
}
