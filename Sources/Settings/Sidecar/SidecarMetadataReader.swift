extension SidecarMetadata {
    /// The keys of `[metadata]` besides the fields.
    private static let baseKeys = MetadataField.allCases.map(\.rawValue) + ["language", "localized"]

    /// Reads `[metadata]` and its `[[metadata.localized]]` tables; paths resolve against `directory`.
    init(reading reader: TableReader, directory: String) {
        reader.rejectUnknownKeys(allowing: Self.baseKeys)
        let language = reader.read(
            "language", expected: Self.expectedTag, default: LanguageTag.undetermined, LanguageTag.tag
        )
        var entries: [MetadataEntry] = []
        let base = Self.fields(reading: reader, directory: directory)
        if !base.isEmpty { entries.append(MetadataEntry(language: language, fields: base)) }
        var seen = [language.lowercased()]
        for (localized, position) in reader.arrayOfTables("localized", label: "[[metadata.localized]]") {
            localized.rejectUnknownKeys(allowing: MetadataField.allCases.map(\.rawValue) + ["language"])
            let fields = Self.fields(reading: localized, directory: directory)
            guard let tag = localized.require("language", expected: Self.expectedTag, at: position, LanguageTag.tag) else {
                continue
            }
            if seen.contains(tag.lowercased()) {
                localized.diagnostics.report(
                    "language '\(tag)' already has metadata in this sidecar",
                    at: localized.node("language")?.valuePosition ?? position
                )
                continue
            }
            seen.append(tag.lowercased())
            entries.append(MetadataEntry(language: tag, fields: fields))
        }
        self.init(entries: entries)
    }

    private static let expectedTag = "a language tag such as \"en\", \"pt-BR\" or \"und\""

    private static func fields(reading reader: TableReader, directory: String) -> [MetadataField: String] {
        var fields: [MetadataField: String] = [:]
        for field in MetadataField.allCases {
            let value: String?
            switch field {
            case .artwork:
                value = reader.optional(field.rawValue, expected: "a path or URL") { node throws(ValueProblem) in
                    try Convert.sidecarLocation(node, relativeTo: directory)
                }
            case .creationDate:
                value = reader.optional(field.rawValue, expected: "a string or a TOML date") { node throws(ValueProblem) in
                    if case let .dateTime(_, text) = node.value { return text }
                    return try Convert.string(node)
                }
            default:
                value = reader.optional(field.rawValue, expected: "a string", Convert.string)
            }
            fields[field] = value
        }
        return fields
    }
}
