import ArgumentParser
import Commands
import EventLoop
import Glibc
import Locations
import MediaFiles
import Remote
import Settings
import Stage

/// `playdeck FILE` while a player already runs, with `[queue] open = "add"` or `"replace"` (or
/// `--add`, `--replace`): this process expands the arguments against its own folder as a start
/// would, sends the items to the newest running player (`add PATH`, or `replace` first), then
/// shows that player's tile on a terminal, or says in one line what it did anywhere else (a
/// script, a file manager's "open with").
struct OpenInRunningPlayer {
    /// `.add` or `.replace`.
    let mode: QueueSettings.OpenMode

    /// Sends what `request` names to the running player; false when no player runs (a new one
    /// plays the items, as with "new"). Throws the exit status when it is not 0.
    func open(_ request: QueueRequest, config: Config, signals: SignalSource?) throws -> Bool {
        let client: ControlClient, hello: ProtocolHello
        do {
            client = try ControlClient.connect(.mostRecent(.standard()))
        } catch .noRunningInstance {
            return false
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        do {
            hello = try client.hello()
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let plan = QueuePlan(request, config: config, environment: ProcessEnvironment.current)
        plan.messages.forEach(printError)
        guard !plan.items.isEmpty else { throw ExitCode(1) }
        let sent = try send(plan.items.map { Self.absolute($0.url) }, through: client)
        let player = hello.pid.map { "the player (pid \($0))" } ?? "the player"
        if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
            // A fresh connection: the first one's replies are read, the tile starts clean.
            do {
                let tile = try ControlClient(path: client.path)
                try AttachedTile.run(client: tile, hello: try tile.hello(), settings: config, signals: signals, traceLatency: nil)
            } catch let error as ControlClientError {
                printError("\(error)")
                throw ExitCode(2)
            }
        } else if sent > 0 {
            Output.line(Self.summary(mode: mode, count: sent, player: player))
        }
        if plan.failed || sent < plan.items.count { throw ExitCode(1) }
        return true
    }

    /// Sends each location; a refused one gets its line and the rest go on. `replace` goes
    /// alone first, and again with the next until the player takes one, so that a refused first
    /// item leaves the queue as it was. The rest go in batches whose replies are read after each
    /// batch: one round trip per batch, not per item, and never more unread than a socket holds.
    private func send(_ locations: [String], through client: ControlClient) throws -> Int {
        var sent = 0, rest = locations[...]
        while mode == .replace, sent == 0, let first = rest.popFirst() {
            sent += try send([first], placement: .replace, through: client)
        }
        while !rest.isEmpty {
            sent += try send(Array(rest.prefix(Self.batch)), placement: .end, through: client)
            rest = rest.dropFirst(Self.batch)
        }
        return sent
    }

    private static let batch = 64

    private func send(_ batch: [String], placement: QueuePlacement, through client: ControlClient) throws -> Int {
        var sent = 0
        do {
            for location in batch { try client.send(["command": Instruction.player(.add(location, placement)).text]) }
            for location in batch {
                guard let line = try client.readLine(timeout: 5) else { throw ControlClientError.timedOut(5) }
                let reply = try ControlClient.reply(line)
                if reply.isSuccess {
                    sent += 1
                } else {
                    printError("\(Sanitized.line(location)): \(reply.reason ?? reply.status) (skipped)")
                }
            }
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        return sent
    }

    /// "Added 3 items to the player (pid 812)".
    static func summary(mode: QueueSettings.OpenMode, count: Int, player: String) -> String {
        let items = count == 1 ? "1 item" : "\(count) items"
        return mode == .replace ? "Replaced the queue of \(player) with \(items)" : "Added \(items) to \(player)"
    }

    /// A path made absolute against this process's folder (the player's is another); URLs as
    /// they are. "." components go; ".." stays, since a link may stand before it.
    static func absolute(_ location: String) -> String {
        guard LocationRule.scheme(of: location) == nil, !location.hasPrefix("/"), let folder = getcwd(nil, 0) else { return location }
        defer { free(folder) }
        let parts = (String(cString: folder) + "/" + location).split(separator: "/").filter { $0 != "." }
        return "/" + parts.joined(separator: "/")
    }
}
