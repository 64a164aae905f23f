import Glibc

/// Reads a password: on a terminal, after a prompt, with echo off (restored however the read
/// ends); otherwise the first line of standard input (scripts and tests pipe it in).
enum PasswordPrompt {
    /// The password, or nil when none came (end of input, an empty line).
    static func read(_ prompt: String) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return line() }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return line() }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        say(prompt)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        defer {
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            say("\n")
        }
        return line()
    }

    private static func say(_ text: String) {
        _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }

    private static func line() -> String? {
        guard let text = readLine(strippingNewline: true), !text.isEmpty else { return nil }
        return text.hasSuffix("\r") ? String(text.dropLast()) : text
    }
}
