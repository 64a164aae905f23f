/// `[actions]`: which chapter titles get a contextual "Skip Intro" or "Skip Credits" button.
public struct ActionSettings: Equatable, Sendable {
    /// Chapter titles, matched ignoring case, that offer "Skip Intro".
    public var introChapters: [String]
    /// Chapter titles, matched ignoring case, that offer "Skip Credits".
    public var creditsChapters: [String]

    /// Creates action settings.
    public init(introChapters: [String], creditsChapters: [String]) {
        self.introChapters = introChapters
        self.creditsChapters = creditsChapters
    }

    /// Intro, Opening and Recap; Credits and End Credits.
    public static let defaults = ActionSettings(
        introChapters: ["Intro", "Opening", "Recap"], creditsChapters: ["Credits", "End Credits"]
    )

    /// Whether a chapter with this title offers "Skip Intro".
    public func isIntro(chapterTitled title: String) -> Bool {
        Self.contains(introChapters, title)
    }

    /// Whether a chapter with this title offers "Skip Credits".
    public func isCredits(chapterTitled title: String) -> Bool {
        Self.contains(creditsChapters, title)
    }

    private static func contains(_ titles: [String], _ title: String) -> Bool {
        let wanted = title.lowercased()
        return titles.contains { $0.lowercased() == wanted }
    }

    /// Reads `[actions]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["intro_chapters", "credits_chapters"])
        func titles(_ key: String, _ fallback: [String]) -> [String] {
            reader.read(key, expected: "an array of chapter titles", default: fallback) { node throws(ValueProblem) in
                try Convert.array(node, Convert.nonEmptyString)
            }
        }
        self.init(
            introChapters: titles("intro_chapters", Self.defaults.introChapters),
            creditsChapters: titles("credits_chapters", Self.defaults.creditsChapters)
        )
    }
}
