/// Commands of parts of MPD that PlayDeck's server has not got, answered as an MPD without
/// those parts answers them: no sticker database, no neighbor plugins; the music directory is
/// the one storage, mounted at the root. MPD leaves `sticker` and `listneighbors` out of
/// `commands` when it lacks their parts; so does this (`MPDCommandTable.unlisted`).
enum MPDAbsentPartsCommands {
    static var commands: [MPDCommand] {
        [
            MPDCommand("sticker", .admin, atLeast: 3) { _ throws(MPDError) in
                throw MPDError(.unknown, "sticker database is disabled")
            },
            MPDCommand("listneighbors", .read, arguments: 0...0) { _ throws(MPDError) in
                throw MPDError(.unknown, "No neighbor plugin configured")
            },
            MPDCommand("listmounts", .read, arguments: 0...0) { call throws(MPDError) in
                guard let database = call.context.database else { throw MPDError(.noExist, "No database") }
                call.response.add("mount", "")
                call.response.add("storage", database.musicDirectory ?? "/")
            },
        ]
    }
}
