import Testing
import TestSupport
@testable import Remote

/// sd-bus messages read into BusValues whatever they hold: values sent to the Python player's
/// Echo come back through a real bus, written by python-dbus and read by the generic reader.
@Suite(.serialized) struct BusMessageReaderTests {
    static func echo(_ value: BusValue) throws -> Result<[BusValue], BusCallFailure>? {
        let fixture = try BusClientFixture()
        let player = try PythonMPRISPlayer(bus: fixture.bus)
        defer { player.stop() }
        var answer: Result<[BusValue], BusCallFailure>?
        fixture.client.call(player.busName, interface: "org.playdeck.Test", member: "Echo", arguments: [.variant(value)]) {
            answer = $0
        }
        fixture.turn { answer != nil }
        return answer
    }

    @Test func nestedContainersOfEveryBasicTypeComeBackAsTheyWent() throws {
        let value = BusValue.structure([
            .byte(7), .int16(-3), .uint16(3), .uint32(4), .uint64(5), .int64(-6), .boolean(true), .signature("a{sv}"),
            .objectPath("/a/b"), .array(element: "(is)", [.structure([.int32(1), .string("one")])]),
            .array(element: "{us}", [.entry(.uint32(1), .string("x"))]),
            .dictionary(["names": .strings(["a", "b"]), "inner": .dictionary(["n": .double(2.5)])]),
            .dictionaries([["k": .int32(1)]]), .objectPaths(["/x"]), .variant(.string("deep")),
        ])
        let answer = try #require(try Self.echo(value))
        let values = try answer.get()
        #expect(values.count == 1)
        #expect(values.first?.unwrapped == value, "\(values)")
    }

    @Test func anEmptyArrayKeepsItsElementType() throws {
        let value = BusValue.array(element: "(ii)", [])
        #expect(try Self.echo(value)?.get().first?.unwrapped == value)
    }
}
