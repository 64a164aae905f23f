/// Loose checks of BCP 47 language tags: the shape, not the registry.
enum LanguageTag {
    /// The tag for "undetermined", used when a sidecar gives no language.
    static let undetermined = "und"

    /// True for tags shaped like "en", "pt-BR", "zh-Hant-TW", "und": a primary subtag of 2 to 8
    /// letters, then subtags of 1 to 8 letters or digits, joined by hyphens.
    static func isValid(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = subtags.first, (2...8).contains(primary.count),
              primary.unicodeScalars.allSatisfy(isLetter) else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
        }
    }

    /// A language tag, refused when it does not look like one.
    static func tag(_ node: TOMLNode) throws(ValueProblem) -> String {
        let text = try Convert.string(node)
        guard isValid(text) else { throw .mismatch(found: node.literal, at: nil) }
        return text
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
