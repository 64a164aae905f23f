/// Collects the problems found while reading one file, so that all of them can be reported.
///
/// A reference type so that nested readers can share it; it lives for one parse call on one thread.
final class Diagnostics {
    /// The file being read, as the user named it.
    let path: String
    /// Problems reported so far, in the order they were found.
    private(set) var errors: [SettingsError] = []

    init(path: String) {
        self.path = path
    }

    /// Records a problem at a position.
    func report(_ message: String, at position: SourcePosition?) {
        errors.append(SettingsError(path: path, position: position, message: message))
    }

    /// The value when nothing was reported, else every problem.
    func result<Value>(_ value: Value) -> Result<Value, SettingsErrors> {
        errors.isEmpty ? .success(value) : .failure(SettingsErrors(errors))
    }
}
