@testable import Remote
import Testing

/// How an attached tile ended: its last line and exit status.
@Suite struct AttachEndingTests {
    @Test func aQuitFromThisTileSaysNothingAndOneFromElsewhereSaysWhy() {
        let here = AttachEnding()
        here.playerEnded(farewell: "quit", pid: 42, quitHere: true)
        #expect(here.line == nil && here.status == nil)
        let elsewhere = AttachEnding()
        elsewhere.playerEnded(farewell: "the queue ended", pid: 42, quitHere: false)
        #expect(elsewhere.line == "the player (pid 42) ended: the queue ended" && elsewhere.status == nil)
    }

    @Test func aPlayerThatWentAwayWithoutAWordIsStatusOne() {
        let ending = AttachEnding()
        ending.playerEnded(farewell: nil, pid: nil, quitHere: false)
        #expect(ending.line == "the player went away" && ending.status == 1)
    }

    @Test func aSignalIsStatus128PlusItsNumber() {
        let ending = AttachEnding()
        ending.signal = 15
        #expect(ending.status == 143)
    }
}
