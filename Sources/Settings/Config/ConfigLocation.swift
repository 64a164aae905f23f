import Glibc

/// Where the config file is looked for: `--config FILE`, else `$XDG_CONFIG_HOME/playdeck/config.toml`,
/// else `~/.config/playdeck/config.toml`.
public struct ConfigLocation: Equatable, Sendable {
    /// The file's path.
    public let path: String
    /// True when the user named the file (`--config`), so a missing file is an error, not the defaults.
    public let isExplicit: Bool

    /// Creates a location.
    public init(path: String, isExplicit: Bool) {
        self.path = path
        self.isExplicit = isExplicit
    }

    /// The file to read, or nil when there is nowhere to look (no XDG_CONFIG_HOME and no HOME).
    ///
    /// An XDG_CONFIG_HOME that is empty or relative is ignored, as the XDG spec says.
    public static func find(explicit: String?, environment: [String: String]) -> ConfigLocation? {
        if let explicit { return ConfigLocation(path: explicit, isExplicit: true) }
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return ConfigLocation(path: join(xdg, "playdeck/config.toml"), isExplicit: false)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return ConfigLocation(path: join(home, ".config/playdeck/config.toml"), isExplicit: false)
        }
        return nil
    }

    /// The variables ``find(explicit:environment:)`` reads, from this process's environment.
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["XDG_CONFIG_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    private static func join(_ folder: String, _ rest: String) -> String {
        folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
    }
}
