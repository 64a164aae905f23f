import Glibc
import Library

// Test tool: saves ever larger positions for one item until it is killed, starting from
// what is stored, so that every later read must find a number at least as large as before.
// It prints "ready" once its first write is done, so that a slow start (a sanitizer's)
// does not use up the test's random delay.
func complain(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    complain("usage: resume-torture STATE_DIR ITEM")
    exit(2)
}
let store = ResumeStore(directory: arguments[1])
var position = (store.position(for: arguments[2]) ?? 0).rounded(.down)
var announced = false
while true {
    position += 1
    do {
        try store.save(position, kept: .path, for: arguments[2])
    } catch {
        complain("resume-torture: \(error)")
        exit(1)
    }
    if !announced {
        announced = true
        _ = Array("ready\n".utf8).withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}
