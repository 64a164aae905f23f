import NowPlaying

/// Who is in the room and what each plays, as `List` and `Set` tell it, with the notices the
/// reference client shows for joins, leaves, readiness and different files. Every name and
/// file name from the network is sanitised before it reaches a notice.
struct SyncplayRoom: Equatable {
    /// A member: the file it announced and whether it is ready (nil: it has not said).
    struct Member: Equatable {
        var file: SyncplayFile?
        var isReady: Bool?
    }

    /// The room we are in.
    var name: String
    /// Our own name in it, as the server gave it.
    var username: String
    /// The others in the room (not us), by name.
    private(set) var members: [String: Member] = [:]
    /// Our file, for comparing with theirs.
    var ownFile: SyncplayFile?

    /// Replaces the members with those `List` shows in our room.
    mutating func list(_ rooms: [String: [String: SyncplayListedUser]]) {
        members = [:]
        for (user, listed) in rooms[name] ?? [:] where user != username {
            members[user] = Member(file: listed.file, isReady: listed.isReady)
        }
    }

    /// A member joined, left, moved or announced a file; the notice to show, if any.
    mutating func apply(_ change: SyncplayUserChange) -> String? {
        let who = Self.shown(change.username)
        guard change.username != username else { return nil }
        let inOurRoom = change.room == nil || change.room == name
        if change.event == .left || !inOurRoom {
            guard members.removeValue(forKey: change.username) != nil else { return nil }
            return change.event == .left ? "\(who) left the room" : "\(who) went to another room"
        }
        let isNew = members[change.username] == nil
        var member = members[change.username] ?? Member()
        if let file = change.file { member.file = file }
        members[change.username] = member
        if let file = change.file {
            return "\(who) is playing \(Self.shown(file.name))" + (isSameFile(file) ? "" : " (a different file)")
        }
        return isNew ? "\(who) joined the room" : nil
    }

    /// A member's readiness; the notice, when it changed.
    mutating func ready(_ user: String, _ isReady: Bool?) -> String? {
        guard user != username, var member = members[user] else { return nil }
        let before = member.isReady ?? false
        member.isReady = isReady
        members[user] = member
        guard let isReady, isReady != before else { return nil }
        return "\(Self.shown(user)) is \(isReady ? "ready" : "not ready")"
    }

    /// Whether `file` is ours by the reference's rules (name, size; durations within 2.5 s).
    func isSameFile(_ file: SyncplayFile) -> Bool {
        guard let ownFile else { return true }
        return SyncplayFileName.same(ownFile.name, file.name) && SyncplayFileName.same(ownFile.size, file.size)
            && (ownFile.duration == 0 || file.duration == 0 || abs(ownFile.duration - file.duration) <= 2.5)
    }

    /// One line: the members, each with what they play and whether they are ready.
    var summary: String {
        guard !members.isEmpty else { return "Room \(Self.shown(name)): nobody else" }
        let lines = members.sorted { $0.key < $1.key }.map { user, member in
            let file = member.file.map { file in
                ownFile == nil ? Self.shown(file.name) : isSameFile(file) ? "same file" : "different file: \(Self.shown(file.name))"
            } ?? "no file"
            let ready = member.isReady == true ? ", ready" : ""
            return "\(Self.shown(user)) (\(file)\(ready))"
        }
        return "Room \(Self.shown(name)): " + lines.joined(separator: "; ")
    }

    /// The members as the snapshots carry them, by name, each sanitised.
    var published: [TogetherInfo.Member] {
        members.sorted { $0.key < $1.key }.map { user, member in
            TogetherInfo.Member(name: Self.shown(user), file: member.file.map { Self.shown($0.name) },
                                duration: member.file.map(\.duration), isReady: member.isReady,
                                isSameFile: member.file.map(isSameFile) ?? true)
        }
    }

    /// Text from the network as one safe line of at most 150 characters (the reference's limits).
    static func shown(_ text: String) -> String {
        let line = Sanitized.line(text)
        return line.count > 150 ? String(line.prefix(150)) + "…" : line
    }
}
