import Locations
import Testing

@Suite struct NaturalOrderTests {
    @Test func digitRunsCompareAsNumbersAndCaseIsIgnored() {
        let sorted = ["track 10", "Track 2", "track 1", "Track 02b", "alpha"].sorted(by: NaturalOrder.precedes)
        #expect(sorted == ["alpha", "track 1", "Track 2", "Track 02b", "track 10"])
    }
}
