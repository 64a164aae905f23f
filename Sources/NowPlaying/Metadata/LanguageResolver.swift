/// Apple's rule for metadata in several languages: an item tagged "und" shows for
/// everyone; an item with a language tag shows only when it matches one of the user's
/// languages by BCP 47 prefix; the best match wins.
public enum LanguageResolver {
    /// The user's languages, most preferred first, from LANGUAGE, LC_ALL, LC_MESSAGES and LANG.
    public static func preferredLanguages(environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, let primary = bcp47(fromPOSIX: locale) else { return [] }
        // GNU's LANGUAGE list counts only when a real locale is set, as gettext does.
        let list = (environment["LANGUAGE"] ?? "").split(separator: ":").compactMap { bcp47(fromPOSIX: String($0)) }
        return list.contains(primary) ? list : list + [primary]
    }

    /// "ko_KR.UTF-8@euro" → "ko-KR"; "C" and "POSIX" name no language.
    static func bcp47(fromPOSIX locale: String) -> String? {
        let base = locale.split(separator: ".").first.map(String.init) ?? locale
        let name = base.split(separator: "@").first.map(String.init) ?? base
        guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
        return name.replacingAll("_", with: "-")
    }

    /// How well an item's tag fits the user's languages: nil when it must not show.
    /// Higher is better; an earlier preferred language always beats a later one.
    static func score(itemTag: String, preferred: [String]) -> Int? {
        let item = subtags(itemTag)
        if item == ["und"] { return 0 }
        for (rank, language) in preferred.enumerated() {
            let user = subtags(language)
            let common = zip(item, user).prefix { $0 == $1 }.count
            // One must be a prefix of the other: "ko" fits "ko-KR" and back, "ko-KP" does not fit "ko-KR".
            if common > 0, common == min(item.count, user.count) {
                return (preferred.count - rank) * 100 + common * 2 + (item.count == user.count ? 1 : 0)
            }
        }
        return nil
    }

    /// Picks, for each identifier, the item that fits the user best; earlier items win ties.
    public static func resolve(_ items: [MetadataItem], preferred: [String]) -> ResolvedMetadata {
        var best: [MetadataIdentifier: (score: Int, value: String)] = [:]
        for item in items {
            guard let score = score(itemTag: item.extendedLanguageTag, preferred: preferred) else { continue }
            if let current = best[item.identifier], current.score >= score { continue }
            best[item.identifier] = (score, item.value)
        }
        var resolved = ResolvedMetadata()
        for (identifier, choice) in best { resolved[identifier] = choice.value }
        return resolved
    }

    /// Sidecar items override embedded ones with the same identifier and language.
    public static func merge(sidecar: [MetadataItem], embedded: [MetadataItem]) -> [MetadataItem] {
        sidecar + embedded.filter { base in
            !sidecar.contains { $0.identifier == base.identifier && sameTag($0.extendedLanguageTag, base.extendedLanguageTag) }
        }
    }

    private static func sameTag(_ a: String, _ b: String) -> Bool { subtags(a) == subtags(b) }

    private static func subtags(_ tag: String) -> [String] {
        tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
