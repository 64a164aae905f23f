extension Sidecar {
    /// The tables a sidecar may have.
    static let sections = ["metadata", "ad", "intro", "credits", "interstitial"]

    /// Parses sidecar text. `path` is the sidecar's own path: errors name it, and relative paths
    /// inside resolve against its folder. Reports every problem, not just the first.
    public static func parse(text: String, path: String) -> Result<Sidecar, SettingsErrors> {
        let diagnostics = Diagnostics(path: path)
        guard let document = TOMLDocument.parse(text, diagnostics: diagnostics), let entries = document.entries else {
            return diagnostics.result(Sidecar())
        }
        let directory = FilePaths.directory(of: FilePaths.absolute(path))
        let root = TableReader(entries: entries, label: "the sidecar", diagnostics: diagnostics)
        root.rejectUnknownTables(allowing: sections)
        let metadata = root.table("metadata", label: "[metadata]").map { SidecarMetadata(reading: $0, directory: directory) }
        let sidecar = Sidecar(
            metadata: metadata ?? SidecarMetadata(entries: []),
            ads: SidecarRange.ranges("ad", reading: root),
            intros: SidecarRange.ranges("intro", reading: root),
            credits: SidecarRange.ranges("credits", reading: root),
            interstitials: SidecarInterstitial.interstitials(reading: root, directory: directory)
        )
        return diagnostics.result(sidecar)
    }

    /// Reads and parses the sidecar file at `path`; a missing file is an error.
    public static func load(path: String) -> Result<Sidecar, SettingsErrors> {
        switch TextFile.text(atPath: path) {
        case let .success(text): parse(text: text, path: path)
        case let .failure(error): .failure(error.settingsErrors(path: path, missingMessage: "no such sidecar file"))
        }
    }

    /// The sidecar next to a media file, nil when there is none (or the media is a URL).
    public static func load(forMedia mediaPath: String) -> Result<Sidecar?, SettingsErrors> {
        guard !FilePaths.isURL(mediaPath) else { return .success(nil) }
        let path = path(forMedia: mediaPath)
        switch TextFile.text(atPath: path) {
        case let .success(text): return parse(text: text, path: path).map { $0 }
        case .failure(.missing): return .success(nil)
        case let .failure(error): return .failure(error.settingsErrors(path: path, missingMessage: "no such sidecar file"))
        }
    }
}
