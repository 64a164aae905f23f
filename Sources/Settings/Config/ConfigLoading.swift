extension Config {
    /// Reads and parses the file at `path`; a missing file is an error.
    public static func load(path: String) -> Result<Config, SettingsErrors> {
        load(from: ConfigLocation(path: path, isExplicit: true))
    }

    /// Reads the config from where ``ConfigLocation/find(explicit:environment:)`` points:
    /// the defaults when there is no location, or an implicit file does not exist.
    public static func load(from location: ConfigLocation?) -> Result<Config, SettingsErrors> {
        guard let location else { return .success(defaults) }
        switch TextFile.text(atPath: location.path) {
        case let .success(text):
            return parse(text: text, path: location.path)
        case .failure(.missing) where !location.isExplicit:
            return .success(defaults)
        case let .failure(error):
            return .failure(error.settingsErrors(path: location.path, missingMessage: "no such config file"))
        }
    }
}
