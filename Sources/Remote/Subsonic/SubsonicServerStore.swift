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
    /// Where the password is kept.
    public let passwordKept: SubsonicPasswordPlace

    /// An entry.
    public init(name: String, url: String, user: String, passwordKept: SubsonicPasswordPlace) {
        self.name = name
        self.url = url
        self.user = user
        self.passwordKept = passwordKept
    }
}

/// Where a server's password is kept.
public enum SubsonicPasswordPlace: String, Codable, Sendable, Equatable {
    /// The store's 0600 `passwords.json`.
    case file
    /// The Secret Service's default keyring, as an item with the attributes `application=playdeck`,
    /// `server=NAME`.
    case secretService = "secret-service"
}

/// What `SubsonicServerStore.remove` did.
public enum SubsonicRemoval: Sendable, Equatable {
    /// There was no server by that name.
    case none
    /// The server and its password are gone.
    case removed
    /// The server is gone; its password is left in the Secret Service, for this reason.
    case passwordLeft(SecretServiceFailure)
}

/// Why the store could not be read or written, in one line.
public struct SubsonicStoreError: Error, Sendable, CustomStringConvertible {
    /// The line.
    public let description: String
}

/// The servers `playdeck server add` keeps: `servers.json` (names, URLs, users, where each
/// password is) in a 0700 folder, `$XDG_STATE_HOME/playdeck/subsonic`; each password in the
/// Secret Service when the session has one, else in `passwords.json` (name → password) beside it.
/// Both files are written atomically with mode 0600. Talking to the Secret Service blocks: a
/// command's, or a worker's.
public struct SubsonicServerStore: Sendable {
    /// The folder.
    public let directory: String
    /// Where passwords go first.
    public let secrets: SecretService
    private static let limit = 1 << 20

    /// The store in `directory`, keeping passwords in `secrets` when it can.
    public init(directory: String, secrets: SecretService) {
        self.directory = directory
        self.secrets = secrets
    }

    /// This user's store, with the session bus's Secret Service; nil without XDG_STATE_HOME or HOME.
    public static func standard(environment: [String: String]) -> SubsonicServerStore? {
        ResumeStore.stateFolder(environment: environment).map {
            SubsonicServerStore(directory: $0 + "/subsonic", secrets: SecretService(address: environment["DBUS_SESSION_BUS_ADDRESS"]))
        }
    }

    /// What was learned of each server (how it is asked), kept beside it.
    public var learned: SubsonicLearnedForms { SubsonicLearnedForms(directory: directory) }

    /// The file that holds the passwords the Secret Service does not.
    public var passwordsPath: String { directory + "/passwords.json" }
    private var serversPath: String { directory + "/servers.json" }

    /// The attributes of `name`'s item in the Secret Service.
    public static func attributes(_ name: String) -> [String: String] {
        ["application": "playdeck", "server": name]
    }

    /// The servers, in the order they were added.
    public func servers() throws(SubsonicStoreError) -> [SubsonicServerEntry] {
        try read([SubsonicServerEntry].self, serversPath) ?? []
    }

    /// The server called `name`, with its password; nil when there is none by that name.
    public func server(named name: String) throws(SubsonicStoreError) -> (entry: SubsonicServerEntry, password: String)? {
        guard let entry = try servers().first(where: { $0.name == name }) else { return nil }
        switch entry.passwordKept {
        case .file:
            guard let password = try read([String: String].self, passwordsPath)?[name] else {
                throw SubsonicStoreError(description: "no password is kept for \(name) in \(passwordsPath): add it again")
            }
            return (entry, password)
        case .secretService:
            let found: String?
            do {
                found = try secrets.lookup(Self.attributes(name))
            } catch {
                throw SubsonicStoreError(description: "cannot read the password of \(name) from the Secret Service: \(error)")
            }
            guard let found else {
                throw SubsonicStoreError(description: "no password is kept for \(name) in the Secret Service: add it again")
            }
            return (entry, found)
        }
    }

    /// Keeps the server and its password (in the Secret Service when it can, else in the file),
    /// replacing a server of the same name. The entry kept, and why the file when it is the file.
    public func add(name: String, url: String, user: String, password: String) throws(SubsonicStoreError)
        -> (entry: SubsonicServerEntry, notInSecretService: SecretServiceFailure?) {
        var failure: SecretServiceFailure?
        do {
            try secrets.store(password, label: "PlayDeck: \(user) at \(url) (Subsonic server \(name))", attributes: Self.attributes(name))
        } catch {
            failure = error
        }
        var passwords = try read([String: String].self, passwordsPath) ?? [:]
        passwords[name] = failure == nil ? nil : password
        try write(passwords, passwordsPath)
        let entry = SubsonicServerEntry(name: name, url: url, user: user, passwordKept: failure == nil ? .secretService : .file)
        try write(try servers().filter { $0.name != name } + [entry], serversPath)
        return (entry, failure)
    }

    /// Forgets the server called `name` and its password.
    public func remove(_ name: String) throws(SubsonicStoreError) -> SubsonicRemoval {
        let servers = try servers()
        var passwords = try read([String: String].self, passwordsPath) ?? [:]
        let entry = servers.first { $0.name == name }
        guard entry != nil || passwords[name] != nil else { return .none }
        var removal = SubsonicRemoval.removed
        if entry?.passwordKept == .secretService {
            do {
                try secrets.delete(Self.attributes(name))
            } catch {
                removal = .passwordLeft(error)
            }
        }
        passwords[name] = nil
        try write(servers.filter { $0.name != name }, serversPath)
        try write(passwords, passwordsPath)
        learned.forget(name)
        return removal
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
