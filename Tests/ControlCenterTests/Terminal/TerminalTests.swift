import EventLoop
import Glibc
import Testing
@testable import ControlCenter

@Suite struct TerminalTests {
    @Test func aSystemCallThatFailsAtStartIsNamedWithTheSystemsReason() {
        let error = TerminalError(SystemError("eventfd", code: EMFILE))
        #expect(error.description == "cannot start the terminal interface: eventfd: Too many open files")
    }
}
