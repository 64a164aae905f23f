import Testing
@testable import Remote

/// One read of Position, moved on at the rate while playing; a new rate starts from where the
/// old one had got to.
@Suite struct MPRISPositionTests {
    @Test func theReadPositionMovesAtTheRateAndStandsStillAtZero() {
        var position = MPRISPosition()
        #expect(position.position(at: 5) == nil)
        position.set(10, at: 100)
        #expect(position.position(at: 103) == 10, "not moving until told")
        position.move(at: 1, from: 100)
        #expect(position.position(at: 103) == 13)
        position.move(at: 2, from: 104)
        #expect(position.position(at: 106) == 18, "14 at 104, then twice as fast")
        position.move(at: 0, from: 107)
        #expect(position.position(at: 200) == 20)
    }

    @Test func aNegativePositionIsTheStart() {
        var position = MPRISPosition()
        position.set(-4, at: 1)
        #expect(position.position(at: 1) == 0)
    }
}
