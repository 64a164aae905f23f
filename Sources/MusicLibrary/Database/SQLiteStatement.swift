import CSQLite

/// A prepared statement: values bound by position (from 1), rows stepped through, columns read
/// by position (from 0). Owned by its connection, which keeps it for reuse.
public final class SQLiteStatement {
    private let handle: OpaquePointer
    private unowned let connection: SQLiteConnection

    init(_ handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds values to the parameters in order, replacing earlier ones.
    @discardableResult
    public func bind(_ values: SQLiteValue...) throws(LibraryError) -> SQLiteStatement {
        try bind(values)
    }

    /// Binds values to the parameters in order, replacing earlier ones.
    @discardableResult
    public func bind(_ values: [SQLiteValue]) throws(LibraryError) -> SQLiteStatement {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32 = switch value {
            case .null: sqlite3_bind_null(handle, index)
            case let .integer(number): sqlite3_bind_int64(handle, index, number)
            case let .real(number): sqlite3_bind_double(handle, index, number)
            case let .text(text): text.utf8CString.withUnsafeBufferPointer {
                pd_sqlite_bind_text(handle, index, $0.baseAddress, Int32($0.count - 1))
            }
            }
            guard status == SQLITE_OK else { throw connection.failure(status) }
        }
        return self
    }

    /// Moves to the next row: true while there is one; false when done.
    public func step() throws(LibraryError) -> Bool {
        let status = sqlite3_step(handle)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE:
            sqlite3_reset(handle)
            return false
        default:
            let error = connection.failure(status)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs a statement that returns no rows.
    public func run() throws(LibraryError) {
        while try step() {}
    }

    /// Reads every row through `row`.
    public func rows<Row>(_ row: (SQLiteStatement) -> Row) throws(LibraryError) -> [Row] {
        var found: [Row] = []
        while try step() { found.append(row(self)) }
        return found
    }

    /// Puts the statement back at its start (its bindings stay).
    public func reset() { sqlite3_reset(handle) }

    /// A text column; nil for NULL.
    public func text(_ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// An integer column; nil for NULL.
    public func integer(_ column: Int32) -> Int64? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : sqlite3_column_int64(handle, column)
    }

    /// A real column; nil for NULL.
    public func real(_ column: Int32) -> Double? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : sqlite3_column_double(handle, column)
    }
}

/// A value bound to a statement's parameter.
public enum SQLiteValue: Sendable, Equatable {
    /// NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)

    /// Text, or NULL for nil.
    public static func optional(_ text: String?) -> SQLiteValue { text.map(SQLiteValue.text) ?? .null }
    /// An integer, or NULL for nil.
    public static func optional(_ number: Int?) -> SQLiteValue { number.map { .integer(Int64($0)) } ?? .null }
    /// A real, or NULL for nil.
    public static func optional(_ number: Double?) -> SQLiteValue { number.map(SQLiteValue.real) ?? .null }
}
