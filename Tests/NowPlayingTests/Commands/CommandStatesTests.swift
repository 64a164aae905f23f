import JSONCoding
@testable import NowPlaying
import Testing

@Suite struct CommandStatesTests {
    @Test func aStateIsKeptByItsKindAndAnAbsentKindIsUnsupported() {
        var states = CommandStates()
        #expect(states.isEmpty && states.count == 0)
        states[.skipForward] = .disabled("Skipping is unavailable during an ad")
        states[.play] = .enabled
        #expect(states[.play] == .enabled)
        #expect(states[.skipForward] == .disabled("Skipping is unavailable during an ad"))
        #expect(states[.pause] == nil)
        #expect(!states.isEmpty && states.count == 2)
        states[.play] = nil
        #expect(states[.play] == nil && states.count == 1)
    }

    @Test func theyAreListedInTheOrderOfTheKindsCases() {
        let states: CommandStates = [.stop: .enabled, .play: .disabled("The queue is empty"), .nextTrack: .enabled]
        let listed = states.map(\.key)
        #expect(listed == RemoteCommandKind.allCases.filter { [.stop, .play, .nextTrack].contains($0) })
        #expect(states.map(\.value) == listed.map { states[$0] })
    }

    /// Snapshots carry them as the dictionary they were: what an older tile or client reads.
    @Test func theyAreWrittenAndReadAsTheDictionaryTheyWere() throws {
        let states: CommandStates = [.play: .enabled, .skipForward: .disabled("No"), .changeVolume: .enabled]
        let dictionary: [RemoteCommandKind: CommandAvailability.State] = [.play: .enabled, .skipForward: .disabled("No"),
                                                                          .changeVolume: .enabled]
        let sorted = JSONEncoder(outputFormatting: .sortedKeys)
        #expect(try sorted.encode(states) == sorted.encode(dictionary))
        #expect(try JSONDecoder().decode(CommandStates.self, from: sorted.encode(dictionary)) == states)
        #expect(try JSONDecoder().decode(CommandStates.self, from: JSONEncoder().encode(CommandStates())) == CommandStates())
    }
}
