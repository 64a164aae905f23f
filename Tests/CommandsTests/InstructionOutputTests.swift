import Commands
import Testing

/// `audio-device NAME`: mpv's name for an output, taken whole, and `audio-devices`, the menu.
@Suite struct InstructionOutputTests {
    @Test func audioDeviceTakesTheRestOfTheLineAsTheOutputsName() throws {
        #expect(try Instruction(parsing: "audio-device auto") == .player(.audioDevice("auto")))
        #expect(try Instruction(parsing: "audio-device alsa/hw:CARD=PCH,DEV=3") == .player(.audioDevice("alsa/hw:CARD=PCH,DEV=3")))
        #expect(try Instruction(parsing: "audio-device pulse/My Speakers") == .player(.audioDevice("pulse/My Speakers")))
        #expect(try Instruction(name: "audio-device", arguments: ["pulse/alsa_output.usb"]) == .player(.audioDevice("pulse/alsa_output.usb")))
        #expect(throws: CommandParseError("'audio-device' needs NAME")) { try Instruction(parsing: "audio-device") }
        #expect(try Instruction(parsing: "audio-devices") == .tile(.audioDevices))
        #expect(throws: CommandParseError("'audio-devices' takes no argument")) { try Instruction(parsing: "audio-devices x") }
    }

    @Test func aNameReadsBackAsItself() throws {
        for name in ["auto", "alsa/plughw:1,0", "pulse/My Speakers ", "jack/\u{301}x"] {
            let command = Instruction.player(.audioDevice(name))
            #expect(try Instruction(parsing: command.text) == command, "\(name)")
        }
    }
}
