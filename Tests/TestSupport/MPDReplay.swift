import Foundation

/// Replays what clients sent (recorded by `MPDLoggingProxy`) to a server, each recorded
/// connection on a connection of its own, in the recorded order, and keeps each command's
/// answer. An `idle` is ended at once by a `noidle` (what it reports depends on timing; the
/// events of commands already replayed are reported either way), recorded as `(idle)`, and the
/// client's own `noidle` is dropped. Command lists are sent whole, as their answer comes only
/// at `command_list_end`. What a server hands out and a client sends back (a queue version) may
/// be translated into the server's own (`rewriting`), as the client would have read it there.
public enum MPDReplay {
    /// A command (or a whole command list) and the answer it got.
    public struct Exchange: Sendable, Equatable {
        public let connection: Int
        public let command: String
        public let answer: String
    }

    /// The exchanges of `lines` replayed to the server at `socket`; `rewriting` makes the line
    /// sent of each recorded one, knowing the exchanges so far.
    public static func run(_ lines: [MPDLoggingProxy.Line], against socket: String,
                           rewriting: (String, [Exchange]) -> String = { line, _ in line }) throws -> [Exchange] {
        var clients: [Int: MPDLineClient] = [:]
        var lists: [Int: [String]] = [:]
        var exchanges: [Exchange] = []
        for line in lines {
            let client: MPDLineClient
            if let known = clients[line.connection] {
                client = known
            } else {
                client = try MPDLineClient(socket)
                clients[line.connection] = client
            }
            if var list = lists[line.connection] {
                list.append(line.text)
                if line.text == "command_list_end" {
                    lists[line.connection] = nil
                    try client.write(list.map { rewriting($0, exchanges) }.joined(separator: "\n") + "\n")
                    exchanges.append(Exchange(connection: line.connection, command: list.joined(separator: " | "),
                                              answer: try client.readAnswer()))
                } else {
                    lists[line.connection] = list
                }
                continue
            }
            if line.text.hasPrefix("command_list_") {
                lists[line.connection] = [line.text]
            } else if line.text.hasPrefix("idle") {
                try client.write(line.text + "\nnoidle\n")
                _ = try client.readAnswer()
                exchanges.append(Exchange(connection: line.connection, command: line.text, answer: "(idle)"))
            } else if line.text == "noidle" {
                continue
            } else if line.text == "close" {
                try client.write("close\n")
                clients[line.connection] = nil
            } else {
                let answer = try client.send(rewriting(line.text, exchanges))
                exchanges.append(Exchange(connection: line.connection, command: line.text, answer: answer))
            }
        }
        return exchanges
    }
}
