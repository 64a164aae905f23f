import Glibc
import Testing
@testable import EventLoop

@Suite struct SystemErrorTests {
    @Test func itReadsAsTheOperationAndTheSystemsSentence() {
        let error = SystemError("connect /run/user/1000/playdeck/1.sock", code: ECONNREFUSED)
        #expect(error.description == "connect /run/user/1000/playdeck/1.sock: Connection refused")
        #expect(error.message == "Connection refused")
        #expect(error.code == ECONNREFUSED)
    }

    @Test func itTakesErrnoAsTheCallLeftIt() {
        #expect(open("/nonexistent/playdeck-test", O_RDONLY) == -1)
        let error = SystemError("open /nonexistent/playdeck-test")
        #expect(error.code == ENOENT)
        #expect(error.description == "open /nonexistent/playdeck-test: No such file or directory")
    }

    @Test func errnoIsReadBeforeTheOperationIsBuilt() {
        errno = EACCES
        let error = SystemError({ errno = EINVAL; return "built late" }())
        #expect(error.code == EACCES)
    }
}
