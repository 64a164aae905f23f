import CSQLite

/// One connection to a database file: the only owner of its `sqlite3` handle, closed in
/// `deinit`. A connection is used by one thread at a time (SQLite is built thread-safe; the
/// handle is not shared between threads).
public final class SQLiteConnection {
    private let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]

    /// Opens `path`: read-only, or read-write and created when missing. `busyMilliseconds` is
    /// how long a statement waits for another process's write lock before failing as busy.
    public init(path: String, readOnly: Bool, busyMilliseconds: Int32 = 2000) throws(LibraryError) {
        var opened: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &opened, flags, nil)
        guard let opened else { throw LibraryError(.other, "cannot open \(path): out of memory") }
        guard status == SQLITE_OK else {
            let error = Self.error(status, opened, "cannot open \(path)")
            sqlite3_close_v2(opened)
            throw error
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyMilliseconds)
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs SQL that returns no rows (several statements separated by semicolons).
    public func execute(_ sql: String) throws(LibraryError) {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw failure(status) }
    }

    /// A prepared statement for `sql`, kept and reused for the connection's life.
    public func statement(_ sql: String) throws(LibraryError) -> SQLiteStatement {
        if let kept = statements[sql] {
            kept.reset()
            return kept
        }
        var prepared: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil)
        guard status == SQLITE_OK, let prepared else { throw failure(status) }
        let statement = SQLiteStatement(prepared, connection: self)
        statements[sql] = statement
        return statement
    }

    /// Runs `body` inside one write transaction (BEGIN IMMEDIATE: the write lock is taken, or
    /// waited for, at the start); rolled back when it throws.
    public func transaction<Result>(_ body: () throws(LibraryError) -> Result) throws(LibraryError) -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// How many rows the last statement changed.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// The typed error for a status this connection returned.
    func failure(_ status: Int32) -> LibraryError {
        Self.error(status, handle, nil)
    }

    private static func error(_ status: Int32, _ handle: OpaquePointer, _ context: String?) -> LibraryError {
        let text = sqlite3_errmsg(handle).map { String(cString: $0) } ?? String(cString: sqlite3_errstr(status))
        let message = context.map { "\($0): \(text)" } ?? text
        let kind: LibraryError.Kind = switch status & 0xFF {
        case SQLITE_CORRUPT, SQLITE_NOTADB: .corrupt
        case SQLITE_BUSY, SQLITE_LOCKED: .busy
        case SQLITE_FULL: .full
        case SQLITE_IOERR where pd_sqlite_failed_writing(status) != 0: .full
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_READONLY, SQLITE_AUTH: .unreadable
        default: .other
        }
        return LibraryError(kind, message)
    }
}
