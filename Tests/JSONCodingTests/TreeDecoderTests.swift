import Testing
@testable import JSONCoding

/// Numbers become integers only when nothing is lost; otherwise a reason, never a trap.
@Suite struct TreeDecoderTests {
    private func reason<T: Decodable>(_ type: T.Type, _ text: String) -> String? {
        do {
            _ = try JSONDecoder().decode(type, from: text)
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    @Test func wholeNumbersInAnyFormReadAsIntegers() throws {
        #expect(try JSONDecoder().decode([Int].self, from: "[1, 1.0, 1e2, -0, -7]") == [1, 1, 100, 0, -7])
        #expect(try JSONDecoder().decode([UInt8].self, from: "[0, 255]") == [0, 255])
        #expect(try JSONDecoder().decode([Int64].self, from: "[9007199254740991, -9007199254740991]")
                == [9_007_199_254_740_991, -9_007_199_254_740_991])
    }

    @Test func aFractionIsNotAnInteger() {
        #expect(reason([Int].self, "[1.5]") == "1.5 is not a whole number")
        #expect(reason([Int].self, "[1e-7]") == "1e-07 is not a whole number")
    }

    @Test func anIntegerOutOfItsTypesRangeIsRefused() {
        #expect(reason([UInt8].self, "[256]") == "256 does not fit in UInt8")
        #expect(reason([UInt].self, "[-1]") == "-1 does not fit in UInt")
        #expect(reason([Int32].self, "[3e9]") == "3000000000 does not fit in Int32")
    }

    @Test func anIntegerBeyondWhatADoubleHoldsExactlyIsRefusedRatherThanChanged() {
        // strtod reads 2^53 + 1 as 2^53: taking it would change the number silently.
        #expect(reason([Int].self, "[9007199254740993]") == "about 9007199254740992: whole numbers from 2^53 on cannot be read exactly")
        #expect(reason([Int64].self, "[9223372036854775807]")
                == "about 9.223372036854776e+18: whole numbers from 2^53 on cannot be read exactly")
        #expect(reason([Int].self, "[-1e300]") == "about -1e+300: whole numbers from 2^53 on cannot be read exactly")
    }

    @Test func doublesReadBackExactly() throws {
        let values = [0.1 + 0.2, .leastNonzeroMagnitude, 1.7976931348623157e308, -1e-7, 123_456_789.125]
        #expect(try JSONDecoder().decode([Double].self, from: try JSONEncoder().encode(values)) == values)
    }

    @Test func aFloatTakesAnyNumberInItsRange() throws {
        #expect(try JSONDecoder().decode([Float].self, from: "[0.1, 3]") == [0.1, 3])
        #expect(reason([Float].self, "[1e300]") == "1e+300 does not fit in Float")
    }

    @Test func booleansAreOnlyTrueAndFalse() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Bool].self, from: "[1]") }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Bool].self, from: #"["true"]"#) }
        #expect((try? JSONDecoder().decode([Bool].self, from: "[true, false]")) == [true, false])
    }
}
