import Commands
import Testing

/// `sleep 30m | 90s | 1h | end-of-item | end-of-chapter | off`: lengths with units, words, and
/// text that reads back as the same command.
@Suite struct SleepTimerRequestTests {
    @Test func lengthsTakeHoursMinutesAndSecondsLargestFirst() throws {
        #expect(try Instruction(parsing: "sleep 30m") == .player(.sleep(.after(1800))))
        #expect(try Instruction(parsing: "sleep 90s") == .player(.sleep(.after(90))))
        #expect(try Instruction(parsing: "sleep 1h") == .player(.sleep(.after(3600))))
        #expect(try Instruction(parsing: "sleep 1h30m") == .player(.sleep(.after(5400))))
        #expect(try Instruction(parsing: "sleep 1.5m") == .player(.sleep(.after(90))))
        #expect(try Instruction(name: "sleep", arguments: ["2m5s"]) == .player(.sleep(.after(125))))
    }

    @Test func theWordsAreTheEndsAndOff() throws {
        #expect(try Instruction(parsing: "sleep end-of-item") == .player(.sleep(.endOfItem)))
        #expect(try Instruction(parsing: "sleep end-of-chapter") == .player(.sleep(.endOfChapter)))
        #expect(try Instruction(parsing: "sleep off") == .player(.sleep(.off)))
        #expect(try Instruction(parsing: "sleep-menu") == .tile(.sleepMenu))
    }

    @Test func aSleepReadsBackAsItself() throws {
        let requests: [SleepTimerRequest] = [.after(1800), .after(3600), .after(5400), .after(90), .after(1.5), .after(7200.25),
                                             .endOfItem, .endOfChapter, .off]
        for request in requests {
            #expect(try Instruction(parsing: Command.sleep(request).text) == .player(.sleep(request)), "\(request.text)")
        }
        #expect(Command.sleep(.after(1800)).text == "sleep 30m")
        #expect(Command.sleep(.after(5400)).text == "sleep 90m")
        #expect(Command.sleep(.after(7200)).text == "sleep 2h")
        #expect(Command.sleep(.after(45)).text == "sleep 45s")
    }

    @Test func aLengthNeedsItsUnitsOnceInOrderAndAtLeastASecond() {
        let hint = "takes a duration like 30m, 90s or 1h30m, or end-of-item, end-of-chapter or off"
        for bad in ["30", "m", "30x", "1m1h", "1h1h", "0s", "0.5s", "-5m", "1e3s", "nan", "30 m"] {
            #expect(throws: CommandParseError.self, "\(bad)") { try Instruction(parsing: "sleep \(bad)") }
        }
        #expect(throws: CommandParseError("'sleep' \(hint), got '30'")) { try Instruction(parsing: "sleep 30") }
        #expect(throws: CommandParseError("'sleep' needs a duration (30m, 90s, 1h) or a word")) { try Instruction(parsing: "sleep") }
        #expect(throws: CommandParseError("'sleep' takes one argument")) { try Instruction(parsing: "sleep 30m off") }
    }
}
