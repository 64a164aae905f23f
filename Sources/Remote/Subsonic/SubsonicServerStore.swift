import FileIO
import Glibc
import JSONCoding
import Library

/// A server PlayDeck knows by name: where it is and whose account, never the password.
public struct SubsonicServerEntry: Codable, Sendable, Equatable {
    /// The name `--server NAME` and `server test NAME` use.
    public let name: String
    /// Its root URL.
    public let url: String
    /// The account's user name.
    public let user: String
    /// Where the password is kept: "file" (the store's 0600 file).
    public let passwordKept: String

    /// An entry.
    public init(name: String, url: String, user: String, passwordKept: String) {
        self.name = name
        self.url = url
        self.user = user
        self.passwordKept = passwordKept
    }
}

/// Why the store could not be read or written, in one line.
public struct SubsonicStoreError: Error, Sendable, CustomStringConvertible {
    /// The line.
    public let description: String
}

/// The servers `playdeck server add` keeps: `servers.json` (names, URLs, users) and, apart,
/// `passwords.json` (name → password), both written atomically with mode 0600 in a 0700
/// folder, `$XDG_STATE_HOME/playdeck/subsonic`.
public struct SubsonicServerStore: Sendable {
    /// The folder.
    public let directory: String
    private static let limit = 1 << 20

    /// The store in `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// This user's store; nil without XDG_STATE_HOME or HOME.
    public static func standard(environment: [String: String]) -> SubsonicServerStore? {
        ResumeStore.stateFolder(environment: environment).map { SubsonicServerStore(directory: $0 + "/subsonic") }
    }

    /// The file that holds the passwords.
    public var passwordsPath: String { directory + "/passwords.json" }
    private var serversPath: String { directory + "/servers.json" }

    /// The servers, in the order they were added.
    public func servers() throws(SubsonicStoreError) -> [SubsonicServerEntry] {
        try read([SubsonicServerEntry].self, serversPath) ?? []
    }

    /// The server called `name`, with its password; nil when there is none by that name.
    public func server(named name: String) throws(SubsonicStoreError) -> (entry: SubsonicServerEntry, password: String)? {
        guard let entry = try servers().first(where: { $0.name == name }) else { return nil }
        guard let password = try read([String: String].self, passwordsPath)?[name] else {
            throw SubsonicStoreError(description: "no password is kept for \(name) in \(passwordsPath): add it again")
        }
        return (entry, password)
    }

    /// Keeps `entry` and its password, replacing a server of the same name.
    public func add(_ entry: SubsonicServerEntry, password: String) throws(SubsonicStoreError) {
        var passwords = try read([String: String].self, passwordsPath) ?? [:]
        passwords[entry.name] = password
        try write(passwords, passwordsPath)
        try write(try servers().filter { $0.name != entry.name } + [entry], serversPath)
    }

    /// Forgets the server called `name` and its password; false when there was none.
    public func remove(_ name: String) throws(SubsonicStoreError) -> Bool {
        let servers = try servers()
        var passwords = try read([String: String].self, passwordsPath) ?? [:]
        guard servers.contains(where: { $0.name == name }) || passwords[name] != nil else { return false }
        passwords[name] = nil
        try write(servers.filter { $0.name != name }, serversPath)
        try write(passwords, passwordsPath)
        return true
    }

    private func read<Value: Decodable>(_ type: Value.Type, _ path: String) throws(SubsonicStoreError) -> Value? {
        switch FileReader.read(path: path, limit: Self.limit) {
        case let .failure(.system(error)) where error.code == ENOENT: return nil
        case let .failure(error): throw SubsonicStoreError(description: "cannot read \(path): \(error)")
        case let .success(bytes):
            do {
                return try JSONDecoder().decode(type, from: bytes)
            } catch {
                throw SubsonicStoreError(description: "\(path) is damaged (not the JSON PlayDeck writes); remove it and add the servers again")
            }
        }
    }

    private func write<Value: Encodable>(_ value: Value, _ path: String) throws(SubsonicStoreError) {
        do {
            let bytes = try JSONEncoder(outputFormatting: .sortedKeys).encode(value)
            try AtomicFile.write(bytes: Array(bytes.utf8), to: path, creatingDirectory: directory, limit: Self.limit)
        } catch {
            throw SubsonicStoreError(description: "cannot write \(path): \(error)")
        }
    }
}
