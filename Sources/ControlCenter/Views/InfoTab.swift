/// The info panel's tabs (the seeds' custom info view controllers): ← and → switch them.
public enum InfoTab: Int, CaseIterable, Sendable {
    case info, chapters, lyrics, bookmarks
    /// The Syncplay room: its members, their files and readiness, its chat.
    case room
    /// The last listens of the listening history, newest first.
    case history

    /// The tab's name in the panel's top edge.
    var title: String {
        switch self {
        case .info: "Info"
        case .chapters: "Chapters"
        case .lyrics: "Lyrics"
        case .bookmarks: "Bookmarks"
        case .room: "Room"
        case .history: "History"
        }
    }

    /// The tab `step` places along, staying at the ends.
    func moved(by step: Int) -> InfoTab {
        InfoTab(rawValue: max(0, min(Self.allCases.count - 1, rawValue + step))) ?? self
    }
}
