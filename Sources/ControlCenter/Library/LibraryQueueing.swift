import Commands
import NowPlaying

/// The commands the Library panel sends to queue what it lists: paths of files or of a
/// server's tracks (`subsonic://NAME/ID`) alike, one `add` each, and the line saying so.
enum LibraryQueueing {
    /// The commands that make `paths` the queue, playing the one at `index` at once (the
    /// tracks before it are put back in front of it, so that "previous" finds them), and the
    /// line saying so.
    static func play(_ paths: [String], from index: Int, name: String) -> [PanelEffect] {
        let played = add(Array(paths[index...]), .replace, name: name)
        let before = paths[..<index].enumerated().flatMap { place, path -> [PanelEffect] in
            [.perform(.add(path)), .perform(.move(from: paths.count - index + place + 1, to: place + 1))]
        }
        return played.dropLast() + before + [.say(CommandNotice.addedText(paths.count, .replace, name: name))]
    }

    /// The commands that add `paths` where `placement` says: replacing the queue is the first
    /// path in place of it and the rest after, one command each, and the line saying so.
    static func add(_ paths: [String], _ placement: QueuePlacement, name: String? = nil) -> [PanelEffect] {
        guard let first = paths.first else { return [] }
        let rest = placement == .replace ? .end : placement
        return [.perform(.add(first, placement))] + paths.dropFirst().map { .perform(.add($0, rest)) }
            + [.say(CommandNotice.addedText(paths.count, placement, name: name))]
    }
}
