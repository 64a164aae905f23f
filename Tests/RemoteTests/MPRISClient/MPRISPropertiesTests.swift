import Testing
@testable import Remote

/// Properties read with MPRIS's types: the wrong ones named, the common strays accepted.
@Suite struct MPRISPropertiesTests {
    @Test func propertiesOfTheWrongTypeReadAsAbsentAndAreNamed() {
        let properties = MPRISProperties(["Rate": .string("fast"), "CanSeek": .int32(1), "Volume": .double(0.4),
                                          "Metadata": .dictionary(["xesam:title": .int32(42), "mpris:length": .double(3e6)])])
        #expect(properties.number("Rate") == nil)
        #expect(properties.flag("CanSeek") == nil)
        #expect(properties.number("Volume") == 0.4)
        #expect(properties.metadata.title == nil)
        #expect(properties.metadata.length == nil)
        #expect(properties.wrongTypes == ["CanSeek (a boolean expected, i received)", "Rate (a number expected, s received)",
                                          "xesam:title (a string expected, i received)", "mpris:length (an integer expected, d received)"])
    }

    @Test func theStraysPlayersCommonlySendAreRead() {
        let metadata = MPRISMetadata(["mpris:trackid": .string("spotify:track:1"), "xesam:artist": .string("Solo"),
                                      "mpris:length": .uint64(90_000_000)])
        #expect(metadata.trackID == "spotify:track:1")
        #expect(metadata.artist == "Solo")
        #expect(metadata.length == 90)
        #expect(metadata.wrongTypes.isEmpty)
    }

    @Test func aChangeMergesAndAnInvalidationDrops() {
        var properties = MPRISProperties(["PlaybackStatus": .string("Playing"), "Volume": .double(1)])
        properties.apply(changed: ["PlaybackStatus": .variant(.string("Paused"))], invalidated: ["Volume"])
        #expect(properties.status == "Paused")
        #expect(properties.number("Volume") == nil)
    }

    @Test func manyArtistsAreJoinedAndAZeroLengthIsNone() {
        let metadata = MPRISMetadata(["xesam:artist": .strings(["A", "B"]), "mpris:length": .int64(0)])
        #expect(metadata.artist == "A, B")
        #expect(metadata.length == nil)
    }
}
