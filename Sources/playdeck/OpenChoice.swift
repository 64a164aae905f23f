import ArgumentParser
import Settings

/// `--new`, `--add`, `--replace`: `[queue] open` for one run.
enum OpenChoice: String, EnumerableFlag {
    case new, add, replace

    /// The config's mode this flag stands for.
    var mode: QueueSettings.OpenMode {
        switch self {
        case .new: .new
        case .add: .add
        case .replace: .replace
        }
    }

    static func help(for value: OpenChoice) -> ArgumentHelp? {
        switch value {
        case .new: "Start a new player even when one runs (overrides [queue] open)."
        case .add: "Add the items to the end of the running player's queue, if one runs, and show it."
        case .replace: "Play the items in place of the running player's queue, if one runs, and show it."
        }
    }
}
