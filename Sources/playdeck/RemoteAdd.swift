import ArgumentParser
import Commands
import JSONCoding
import Locations
import MediaFiles
import Remote

/// `playdeck remote add [--next|--at N] ITEM…`: several files, folders, playlists or URLs, in
/// order, each expanded by the player. A relative path is the client's: it is made absolute
/// against this process's working directory before it is sent.
struct RemoteAdd: Equatable {
    /// The commands to send, in the order that leaves the items in the order given.
    let commands: [Command]

    /// The request the words after `add` make; the error is a line for a person.
    init(_ words: [String]) throws(ValidationError) {
        var placement = QueuePlacement.end, items: [String] = [], rest = words[...]
        while let word = rest.first, word.hasPrefix("--") {
            rest = rest.dropFirst()
            if word == "--" { break }
            if word == "--next" {
                placement = .next
            } else if word == "--at" {
                guard let value = rest.first, let position = Int(value), position >= 1 else {
                    throw ValidationError("--at takes a position in the queue, 1 or more")
                }
                placement = .at(position)
                rest = rest.dropFirst()
            } else {
                throw ValidationError("add takes --next or --at N, then files, folders, playlists or URLs")
            }
        }
        items = rest.map(FileURL.absolute)
        guard !items.isEmpty else { throw ValidationError("give the files, folders, playlists or URLs to add") }
        // Each at the same place, the last first: every one lands before those added after it.
        if case .at = placement {
            commands = items.reversed().map { .add($0, placement) }
        } else {
            commands = items.map { .add($0, placement) }
        }
    }

    /// Sends every command at once; says on standard output how many items the queue gained, and on
    /// standard error what was not added. False when nothing was.
    func send(through client: ControlClient, json: Bool) throws -> Bool {
        let before = try Self.queueCount(client)
        var failed = false, said: [String] = []
        // All in one write: the player reads them in one turn, and one `undo` takes them back.
        let lines = try commands.map { try JSONEncoder(outputFormatting: .sortedKeys).encode(["command": $0.text]) + "\n" }
        try client.sendRaw(lines.joined())
        for command in commands {
            guard let line = try client.readLine(timeout: Self.replyTimeout) else { throw ControlClientError.timedOut(Self.replyTimeout) }
            if json { Output.line(line) }
            let reply = try ControlClient.reply(line)
            if !reply.isSuccess {
                failed = true
                printError("\(command.text): \(reply.reason ?? reply.status)")
            } else if let message = reply.message, let range = message.firstRange(of: " · not added: ") {
                printError("not added: " + message[range.upperBound...])
            } else if let message = reply.message {
                said.append(message)
            }
        }
        let added = try Self.queueCount(client) - before
        // A server's song no list showed is added once the server answers: the player said it asked.
        if !json, added == 0, !failed, !said.isEmpty {
            for line in said { Output.line(Sanitized.line(line)) }
        } else if !json, added > 0 || !failed {
            Output.line("Added \(added == 1 ? "1 item" : "\(added) items")")
        }
        return added > 0 || !failed
    }

    /// How long one item may take the player to read (a folder, a playlist of 100,000 entries).
    static let replyTimeout = 60.0

    private static func queueCount(_ client: ControlClient) throws -> Int {
        let line = try client.request(["get": "now-playing"])
        guard let status = try? JSONDecoder().decode(StatusJSON.self, from: line) else { throw ControlClientError.closed }
        return status.queueCount
    }
}
