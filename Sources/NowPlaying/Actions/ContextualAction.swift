/// An action shown only while playback is inside a range (visionOS contextualActions),
/// such as "Skip Intro", which seeks to the end of the range.
public struct ContextualAction: Sendable, Equatable {
    /// The button's title.
    public let title: String
    /// Where the button appears, in media seconds.
    public let start: Double
    /// Where it disappears; pressing the button seeks here.
    public let end: Double

    /// Creates an action over [start, end).
    public init(title: String, start: Double, end: Double) {
        self.title = title
        self.start = start
        self.end = end
    }

    /// Whether the button shows at a media time: [start, end), the last millisecond excluded.
    public func isVisible(atMedia time: Double) -> Bool {
        MediaBoundary.contains(time, start: start, end: end)
    }
}

/// Which chapter titles become actions: chapters named like these get a "Skip …" button.
public struct ChapterActionRules: Sendable, Equatable {
    /// Titles (matched case-insensitively, as whole words at the start) and the button for each.
    public var rules: [(pattern: String, title: String)]

    /// Intro, Opening and Recap become "Skip Intro"/"Skip Recap"; Credits "Skip Credits".
    public static let standard = ChapterActionRules(
        intro: ["Intro", "Opening", "Recap"], credits: ["Credits", "End Credits"])

    /// Builds rules from the config's lists.
    public init(intro: [String], credits: [String]) {
        rules = intro.map { ($0, $0.lowercased() == "recap" ? "Skip Recap" : "Skip Intro") }
            + credits.map { ($0, "Skip Credits") }
    }

    /// Same patterns with the same titles, in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rules.elementsEqual(rhs.rules) { $0.pattern == $1.pattern && $0.title == $1.title }
    }

    /// The actions for a chapter list: each matching chapter, until the next chapter or the end.
    public func actions(chapters: [(title: String?, start: Double)], mediaDuration: Double?) -> [ContextualAction] {
        var actions: [ContextualAction] = []
        for (index, chapter) in chapters.enumerated() {
            guard let name = chapter.title.map({ String($0.drop { $0.isWhitespace }).lowercased() }),
                  let rule = rules.first(where: { matches(name, $0.pattern.lowercased()) }) else { continue }
            let end = index + 1 < chapters.count ? chapters[index + 1].start : mediaDuration
            guard let end, end > chapter.start else { continue }
            actions.append(ContextualAction(title: rule.title, start: chapter.start, end: end))
        }
        return actions
    }

    private func matches(_ name: String, _ pattern: String) -> Bool {
        guard name.hasPrefix(pattern) else { return false }
        let rest = name.dropFirst(pattern.count)
        return rest.first.map { !$0.isLetter } ?? true
    }
}
