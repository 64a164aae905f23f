import ArgumentParser
import NowPlaying
import Remote

/// `playdeck attach --list`: the running PlayDecks, newest first, with what each plays.
enum InstanceList {
    /// Prints one line per player that answers: its pid, state, title and socket. None: says
    /// so and exits 2, as attaching would.
    static func print(directory: SocketDirectory) throws {
        var printed = 0
        for path in directory.instances() {
            guard let client = try? ControlClient(path: path), let hello = try? client.hello(timeout: 2),
                  let line = try? client.request(["get": "now-playing"], timeout: 2),
                  let status = StatusJSON.decode(line) else { continue }
            let pid = hello.pid.map(String.init) ?? "?"
            let title = [status.title, status.artist].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " — ")
            Output.line([pid, status.state, Sanitized.line(title.isEmpty ? status.path ?? "" : title), path]
                .joined(separator: "\t"))
            printed += 1
        }
        if printed == 0 {
            printError("no running PlayDeck")
            throw ExitCode(2)
        }
    }
}
