import NowPlaying

/// `playdeck attach --list`: the running PlayDecks, newest first, with what each plays.
public enum InstanceList {
    /// One line per player that answers: its pid, state, title and socket, tab-separated; none
    /// when no player answers.
    public static func lines(directory: SocketDirectory) -> [String] {
        directory.instances().compactMap { path in
            guard let client = try? ControlClient(path: path), let hello = try? client.hello(timeout: 2),
                  let line = try? client.request(["get": "now-playing"], timeout: 2),
                  let status = StatusJSON.decode(line) else { return nil }
            let pid = hello.pid.map(String.init) ?? "?"
            let title = [status.title, status.artist].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " — ")
            return [pid, status.state, Sanitized.line(title.isEmpty ? status.path ?? "" : title), path].joined(separator: "\t")
        }
    }
}
