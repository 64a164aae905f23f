import ArgumentParser
import EventLoop
import MediaFiles
import Remote

/// `playdeck server add|list|remove|test`: the Subsonic / OpenSubsonic servers PlayDeck plays
/// from (Navidrome, gonic, Airsonic, supysonic), kept by name with their accounts.
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "server",
        abstract: "Add, list, remove and test Subsonic servers (Navidrome, gonic, Airsonic, supysonic).",
        subcommands: [Add.self, List.self, Remove.self, Test.self])

    /// This user's store of servers.
    static func store() throws -> SubsonicServerStore {
        guard let store = SubsonicServerStore.standard(environment: ProcessEnvironment.current) else {
            throw ValidationError("neither XDG_STATE_HOME nor HOME is set: there is nowhere to keep servers")
        }
        return store
    }

    /// The result of a store's call, or its line and exit status 1.
    static func checked<Value>(_ body: () throws(SubsonicStoreError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
    }

    /// A connection to the server called `name` (in the form learned of it, with no request, unless
    /// `probing`: then it is asked afresh, and what it says kept), or its line and exit status 1.
    static func connect(_ name: String, probing: Bool) throws -> (SubsonicServerEntry, Result<SubsonicConnection, SubsonicFailure>) {
        let store = try store()
        guard let (entry, password) = try checked({ () throws(SubsonicStoreError) in try store.server(named: name) }) else {
            printError("no server is called \(Sanitized.line(name)) (playdeck server list)")
            throw ExitCode(1)
        }
        let client = SubsonicClient(root: entry.url, credentials: .init(user: entry.user, password: password))
        return (entry, probing ? store.learned.probe(client, server: entry.name) : store.learned.connect(client, server: entry.name))
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a server: the password is asked on the terminal (or read from standard input), never on the command line.")

        @Argument(help: "The name to call it by.")
        var name: String

        @Argument(help: "Its root URL (https://music.example.org).")
        var url: String

        @Option(help: "The account's user name.")
        var user: String

        func validate() throws {
            guard !name.isEmpty, Sanitized.isClean(name), !name.contains(" ") else { throw ValidationError("a server's name is one word") }
            guard url.hasPrefix("https://") || url.hasPrefix("http://"), Sanitized.isClean(url) else {
                throw ValidationError("the URL is the server's http:// or https:// root")
            }
            guard !user.isEmpty, Sanitized.isClean(user) else { throw ValidationError("the user name is one line") }
        }

        func run() throws {
            guard let password = PasswordPrompt.read("Password for \(user) at \(url): ") else {
                printError("no password was given")
                throw ExitCode(1)
            }
            let client = SubsonicClient(root: url, credentials: .init(user: user, password: password))
            let connection: SubsonicConnection
            switch client.connect() {
            case let .success(connected): connection = connected
            case let .failure(failure):
                printError("\(name): \(failure) (not added)")
                throw ExitCode(1)
            }
            let store = try ServerCommand.store()
            let (entry, failure) = try checked { () throws(SubsonicStoreError) in
                try store.add(name: name, url: client.root, user: user, password: password)
            }
            store.learned.keep(connection, server: name)
            Output.line("added \(name): \(ServerCommand.describe(connection))")
            if let failure {
                printError("the password is kept in \(store.passwordsPath) (mode 0600, readable by you alone), "
                           + "not in the Secret Service: \(failure)")
            } else {
                printError("the password is kept in \(ServerCommand.place(entry, store))")
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the servers: name, URL, user, where the password is kept.")

        func run() throws {
            let store = try ServerCommand.store()
            let servers = try checked { () throws(SubsonicStoreError) in try store.servers() }
            if servers.isEmpty { Output.line("no servers (playdeck server add NAME URL --user USER)") }
            for server in servers {
                guard Output.line("\(Sanitized.line(server.name))  \(Sanitized.line(server.url))  user \(Sanitized.line(server.user))  "
                                  + "password in \(ServerCommand.place(server, store))") else { return }
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Forget a server and its password.")

        @Argument(help: "The server's name.")
        var name: String

        func run() throws {
            let store = try ServerCommand.store()
            switch try checked({ () throws(SubsonicStoreError) in try store.remove(name) }) {
            case .none:
                printError("no server is called \(Sanitized.line(name))")
                throw ExitCode(1)
            case .removed:
                Output.line("removed \(Sanitized.line(name)) and its password")
            case let .passwordLeft(failure):
                Output.line("removed \(Sanitized.line(name))")
                printError("its password is left in the Secret Service (\(failure)): remove the item \(ServerCommand.item(name)) there")
            }
        }
    }

    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Ping a server: its API version and OpenSubsonic extensions.")

        @Argument(help: "The server's name.")
        var name: String

        func run() throws {
            let (entry, result) = try connect(name, probing: true)
            switch result {
            case let .success(connection): Output.line("\(entry.name): \(describe(connection))")
            case let .failure(failure):
                printError("\(entry.name): \(failure)")
                throw ExitCode(1)
            }
        }
    }

    /// Where `server`'s password is: the file's path, or the Secret Service's item.
    static func place(_ server: SubsonicServerEntry, _ store: SubsonicServerStore) -> String {
        switch server.passwordKept {
        case .file: store.passwordsPath
        case .secretService: "the Secret Service (\(item(server.name)))"
        }
    }

    /// The attributes of `name`'s item in the Secret Service: "application=playdeck server=home".
    static func item(_ name: String) -> String {
        SubsonicServerStore.attributes(name).sorted { $0.key < $1.key }.map { "\($0.key)=\(Sanitized.line($0.value))" }.joined(separator: " ")
    }

    /// "supysonic API 1.10.2 (password as hex); OpenSubsonic extensions: none".
    static func describe(_ connection: SubsonicConnection) -> String {
        let info = connection.info
        let server = [info.type, info.serverVersion].compactMap { $0.map(Sanitized.line) }.joined(separator: " ")
        let form = connection.authentication == .token ? "token authentication" : "password sent as hex (the server predates tokens)"
        let extensions = connection.extensions.map { "\(Sanitized.line($0.name)) \($0.versions.map(String.init).joined(separator: ","))" }
        return (server.isEmpty ? "" : server + ", ") + "API \(Sanitized.line(info.apiVersion)), \(form); OpenSubsonic extensions: "
            + (extensions.isEmpty ? "none" : extensions.joined(separator: ", "))
    }
}
