import Locations

/// MPD's connection commands (`ClientCommands.cxx`, parts of `OtherCommands.cxx`): what a
/// client says about itself and asks of the server, not of the player.
enum MPDConnectionCommands {
    static var commands: [MPDCommand] {
        [
            MPDCommand("ping", .none, arguments: 0...0) { _ throws(MPDError) in },
            // MPD checks no argument count for `close`: anything after it is ignored.
            MPDCommand("close", .none, atLeast: 0) { call throws(MPDError) in call.client.closeRequested = true },
            MPDCommand("password", .none, arguments: 1...1, run: password),
            MPDCommand("commands", .none, arguments: 0...0) { call throws(MPDError) in
                list(call) { call.client.permission.isSuperset(of: $0.permission) }
            },
            MPDCommand("notcommands", .none, arguments: 0...0) { call throws(MPDError) in
                list(call) { !call.client.permission.isSuperset(of: $0.permission) }
            },
            MPDCommand("tagtypes", .none, atLeast: 0, run: tagTypes),
            MPDCommand("binarylimit", .none, arguments: 1...1) { call throws(MPDError) in
                let value = try call.arguments.unsigned(0, max: MPDServerLimits.outputBuffer - 4096)
                guard value >= 64 else { throw MPDError(.argument, "Value too small") }
                call.client.binaryLimit = value
            },
            MPDCommand("urlhandlers", .read, arguments: 0...0) { call throws(MPDError) in
                if call.client.isLocal { call.response.add("handler", "file://") }
                for scheme in LocationRule.networkSchemes.sorted() { call.response.add("handler", scheme + "://") }
            },
            MPDCommand("decoders", .read, arguments: 0...0) { call throws(MPDError) in
                MPDDecoders.write(into: &call.response)
            },
            MPDCommand("config", .admin, arguments: 0...0) { call throws(MPDError) in
                guard call.client.isLocal else { throw MPDError(.permission, "Command only permitted to local clients") }
                if let directory = call.context.database?.musicDirectory { call.response.add("music_directory", directory) }
            },
            MPDCommand("idle", .read, atLeast: 0, run: idle),
        ]
    }

    /// The tags `tagtypes` offers: MPD's default `metadata_to_use` leaves out Comment.
    static let servedTags = MPDTag.allCases.filter { $0 != .comment }

    private static func password(_ call: MPDCall) throws(MPDError) {
        guard let password = call.context.password, call.arguments[0] == password else {
            throw MPDError(.password, "incorrect password")
        }
        call.client.permission = .all
    }

    /// `command: NAME` for each command in the table that `include` keeps, in MPD's (sorted) order.
    private static func list(_ call: MPDCall, _ include: (MPDCommand) -> Bool) {
        let table = call.context.table
        for name in table.names where !MPDCommandTable.unlisted.contains(name) {
            if let command = table.commands[name], include(command) { call.response.add("command", name) }
        }
    }

    private static func tagTypes(_ call: MPDCall) throws(MPDError) {
        let arguments = call.arguments.values
        guard let sub = arguments.first else {
            for tag in servedTags where call.client.tagTypes.contains(tag) { call.response.add("tagtype", tag.rawValue) }
            return
        }
        let rest = arguments.dropFirst()
        switch sub {
        case "all", "clear":
            guard rest.isEmpty else { throw MPDError(.argument, "Too many arguments") }
            call.client.tagTypes = sub == "all" ? Set(MPDTag.allCases) : []
        case "enable", "disable":
            guard !rest.isEmpty else { throw MPDError(.argument, "Not enough arguments") }
            var tags = Set<MPDTag>()
            for name in rest {
                guard let tag = MPDTag(name: name) else { throw MPDError(.argument, "Unknown tag type") }
                tags.insert(tag)
            }
            if sub == "enable" { call.client.tagTypes.formUnion(tags) } else { call.client.tagTypes.subtract(tags) }
        default:
            throw MPDError(.argument, "Unknown sub command")
        }
    }

    private static func idle(_ call: MPDCall) throws(MPDError) {
        var subsystems = Set<MPDSubsystem>()
        for name in call.arguments.values {
            guard let subsystem = MPDSubsystem(name: name) else {
                throw MPDError(.argument, "Unrecognized idle event: \(name)")
            }
            subsystems.insert(subsystem)
        }
        call.client.idleRequest = subsystems.isEmpty ? Set(MPDSubsystem.allCases) : subsystems
    }
}
