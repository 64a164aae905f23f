import FileIO
import Glibc
import JSONCoding
import Library

/// What PlayDeck learned of each server it keeps, so that `--server`, a restored queue, the
/// Library panel's first list and the scrobbler ask their first real request at once, with no
/// ping: `learned.json` (name → the server's root and user, the form a probe found and when)
/// beside `servers.json`, written atomically with mode 0600. Never a credential. A cache: one
/// that cannot be read or written is probed for again (one line is no use: the next run probes
/// anyway). A form learned for another address or user, or longer ago than `lifetime`, is
/// probed again (a server upgraded meanwhile may offer extensions it did not). Blocking: on a
/// worker or a command.
public struct SubsonicLearnedForms: Sendable {
    /// The folder (the server store's).
    public let directory: String
    /// How long a learned form is used without a probe: a week.
    public static let lifetime = 7 * 24 * 60 * 60
    private static let limit = 1 << 20

    /// The forms kept in `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The file.
    public var path: String { directory + "/learned.json" }

    /// One server's form, where and for whom it was learned, and when (seconds since 1970).
    struct Learned: Codable, Sendable, Equatable {
        let root: String
        let user: String
        let learnedAt: Int
        let form: SubsonicServerForm
    }

    /// A connection to `client`'s server, known to this store as `name`: in the form learned
    /// for it with no request made, else probed (and the form kept).
    public func connect(_ client: SubsonicClient, server name: String, cancellation: SubsonicCancellation? = nil,
                        now: Int = Int(time(nil))) -> Result<SubsonicConnection, SubsonicFailure> {
        if let learned = form(of: name, for: client, now: now) {
            return .success(client.connection(learned: learned, keep: keeper(client, name)))
        }
        return probe(client, server: name, cancellation: cancellation)
    }

    /// A connection to `client`'s server made by probing it afresh (`server test`), the form kept.
    public func probe(_ client: SubsonicClient, server name: String, cancellation: SubsonicCancellation? = nil)
        -> Result<SubsonicConnection, SubsonicFailure> {
        client.connect(cancellation: cancellation, keep: keeper(client, name))
    }

    /// Keeps what `connection` found of the server `name` (`server add`, once it is added).
    public func keep(_ connection: SubsonicConnection, server name: String) {
        keep(connection.form, of: name, root: connection.root, user: connection.client.credentials.user)
    }

    /// Forgets the server `name`'s form.
    public func forget(_ name: String) {
        var all = read()
        guard all.removeValue(forKey: name) != nil else { return }
        write(all)
    }

    /// The form learned for `name` at `client`'s address and user, if it is recent enough.
    func form(of name: String, for client: SubsonicClient, now: Int) -> SubsonicServerForm? {
        guard let learned = read()[name], learned.root == client.root, learned.user == client.credentials.user,
              (0..<Self.lifetime).contains(now - learned.learnedAt) else { return nil }
        return learned.form
    }

    private func keeper(_ client: SubsonicClient, _ name: String) -> @Sendable (SubsonicServerForm) -> Void {
        let root = client.root, user = client.credentials.user
        return { form in keep(form, of: name, root: root, user: user) }
    }

    private func keep(_ form: SubsonicServerForm, of name: String, root: String, user: String) {
        var all = read()
        all[name] = Learned(root: root, user: user, learnedAt: Int(time(nil)), form: form)
        write(all)
    }

    private func read() -> [String: Learned] {
        guard case let .success(bytes) = FileReader.read(path: path, limit: Self.limit) else { return [:] }
        return (try? JSONDecoder().decode([String: Learned].self, from: bytes)) ?? [:]
    }

    private func write(_ all: [String: Learned]) {
        guard let text = try? JSONEncoder(outputFormatting: .sortedKeys).encode(all) else { return }
        try? AtomicFile.write(bytes: Array(text.utf8), to: path, creatingDirectory: directory, limit: Self.limit)
    }
}
