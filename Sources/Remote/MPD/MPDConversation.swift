/// One client's side of MPD's protocol, apart from its socket: request lines in, answer bytes
/// out, as MPD's `Client::ProcessLine` and `command_process` handle them: command lists, idle
/// mode, and when a line ends the connection.
final class MPDConversation {
    /// What the connection does after a line.
    enum Outcome: Equatable {
        /// Goes on.
        case open
        /// Ends at once; answers not written yet are lost (MPD's `CommandResult::CLOSE`).
        case close
        /// Ends once what was answered is written (`CommandResult::FINISH`).
        case finish
    }

    /// What a command's run came to.
    private enum Result {
        case ok, error, idle, finish
    }

    /// The client's own state, which commands read and change.
    let client: MPDClientState
    private let context: MPDContext
    /// Answers not yet handed to the socket.
    private(set) var output: [UInt8] = []
    /// Subsystems changed since the client last heard of changes (MPD's `idle_flags`).
    private(set) var pending = Set<MPDSubsystem>()
    /// What the client waits for while it idles; nil: it does not idle.
    private(set) var idling: Set<MPDSubsystem>?
    /// A command list being received: its lines, whether each answer ends with `list_OK`, its size.
    private var list: (lines: [[UInt8]], ok: Bool, size: Int)?

    /// A conversation with `client` about what `context` serves.
    init(client: MPDClientState, context: MPDContext) {
        self.client = client
        self.context = context
    }

    /// The answers so far, emptied.
    func takeOutput() -> [UInt8] {
        defer { output = [] }
        return output
    }

    /// Handles one line (without its line break).
    func receive(_ raw: [UInt8]) -> Outcome {
        // MPD reads the line as a C string and strips spaces and control bytes at its end.
        var line = raw.prefix { $0 != 0 }
        while let last = line.last, last <= 0x20 { line.removeLast() }
        // Every MPD command starts with a lower-case letter: anything else (an HTTP request
        // sent to the wrong port, an empty line) ends the connection without a word.
        guard let first = line.first, first >= 0x61, first <= 0x7A else { return .close }
        if line.elementsEqual("noidle".utf8) {
            // Outside idle there is nothing to end: the client already had its answer.
            if idling != nil {
                idling = nil
                output += "OK\n".utf8
            }
            return .open
        }
        guard idling == nil else { return .close }
        if var current = list {
            // Taken out, so that appending does not copy every line received before.
            list = nil
            guard !line.elementsEqual("command_list_end".utf8) else { return runList(current.lines, ok: current.ok) }
            current.size += line.count + 1
            guard current.size <= MPDServerLimits.commandList else { return .close }
            current.lines.append(Array(line))
            list = current
            return .open
        }
        if line.elementsEqual("command_list_begin".utf8) || line.elementsEqual("command_list_ok_begin".utf8) {
            list = ([], line.count == "command_list_ok_begin".utf8.count, 0)
            return .open
        }
        let result = run(line, index: 0)
        if result == .ok { output += "OK\n".utf8 }
        return result == .finish ? .finish : .open
    }

    /// Records that `subsystems` changed; a client idling on one of them is answered now. A
    /// message is news only to the clients it came to.
    func notice(_ subsystems: Set<MPDSubsystem>) {
        var subsystems = subsystems
        if subsystems.contains(.message), !client.mailbox.takeArrival() { subsystems.remove(.message) }
        pending.formUnion(subsystems)
        if let waiting = idling, !pending.isDisjoint(with: waiting) { answerIdle() }
    }

    private func runList(_ lines: [[UInt8]], ok: Bool) -> Outcome {
        for (index, line) in lines.enumerated() {
            switch run(line[...], index: index) {
            case .ok: if ok { output += "list_OK\n".utf8 }
            case .error, .idle: return .open
            case .finish: return .finish
            }
        }
        output += "OK\n".utf8
        return .open
    }

    private func run(_ line: ArraySlice<UInt8>, index: Int) -> Result {
        let request: MPDTokenizer.Request
        do throws(MPDTokenizer.Failure) {
            request = try MPDTokenizer.split(line)
        } catch {
            output += error.error.line(command: "", index: index).utf8
            return error.closesConnection ? .finish : .error
        }
        guard let command = context.table.commands[request.name] else {
            output += MPDError(.unknown, "unknown command \"\(request.name)\"").line(command: "", index: index).utf8
            return .error
        }
        if let refusal = Self.check(command, request.arguments.count, permission: client.permission) {
            output += refusal.line(command: command.name, index: index).utf8
            return .error
        }
        let call = MPDCall(arguments: MPDArguments(request.arguments), client: client, context: context)
        do throws(MPDError) {
            try command.run(call)
        } catch {
            // MPD streams an answer as it is made: what was written before the failure stays.
            output += call.response.bytes
            output += error.line(command: command.name, index: index).utf8
            return .error
        }
        output += call.response.bytes
        if client.closeRequested { return .finish }
        if let subsystems = client.idleRequest {
            client.idleRequest = nil
            idling = subsystems
            if !pending.isDisjoint(with: subsystems) { answerIdle() }
            return .idle
        }
        return .ok
    }

    /// MPD's `command_check_request`: permission first, then the argument count, in its words.
    private static func check(_ command: MPDCommand, _ count: Int, permission: MPDPermission) -> MPDError? {
        let name = command.name
        guard permission.isSuperset(of: command.permission) else {
            return MPDError(.permission, "you don't have permission for \"\(name)\"")
        }
        if command.minArguments == command.maxArguments, count != command.minArguments {
            return MPDError(.argument, "wrong number of arguments for \"\(name)\"")
        }
        if count < command.minArguments { return MPDError(.argument, "too few arguments for \"\(name)\"") }
        if let max = command.maxArguments, count > max { return MPDError(.argument, "too many arguments for \"\(name)\"") }
        return nil
    }

    /// MPD's `IdleNotify`: the changes the client waits for, then `OK`; every change recorded
    /// is forgotten, those it did not wait for too.
    private func answerIdle() {
        guard let waiting = idling else { return }
        let changed = pending.intersection(waiting)
        pending = []
        idling = nil
        for subsystem in MPDSubsystem.wireOrder where changed.contains(subsystem) {
            output += "changed: \(subsystem.rawValue)\n".utf8
        }
        output += "OK\n".utf8
    }
}
