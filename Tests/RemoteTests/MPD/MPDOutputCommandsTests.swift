import Remote
import Testing
import TestSupport

/// The outputs are PlayDeck's audio output picker: the one playing is the one enabled.
@Suite(.serialized, .enabled(if: RealMPD.isInstalled)) struct MPDOutputCommandsTests {
    @Test func theOutputPlayingIsTheOneEnabled() throws {
        let servers = try MPDStageDifferential()
        let outputs = servers.playdeck("outputs")
        #expect(outputs.hasPrefix("outputid: 0\noutputname: "))
        #expect(outputs.contains("plugin: auto\noutputenabled: 1\n"))
        #expect(servers.playdeck("enableoutput 99") == "ACK [50@0] {enableoutput} No such audio output\n")
        #expect(servers.playdeck("toggleoutput x") == "ACK [2@0] {toggleoutput} Integer expected: x\n")
        #expect(servers.playdeck("enableoutput 0") == "OK\n")
        #expect(servers.playdeck("disableoutput 0")
            == "ACK [52@0] {disableoutput} PlayDeck plays through one output at a time: enable another one instead\n")
        #expect(servers.playdeck("outputset 0 a b") == "ACK [2@0] {outputset} Unsupported attribute\n")
    }
}
