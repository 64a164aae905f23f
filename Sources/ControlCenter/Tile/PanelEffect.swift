import Commands
import NowPlaying

/// What a panel, menu or mode of the tile asks the tile to do. Each holds its own state and
/// answers a key, a click or a value with these, so none holds a reference to the tile.
enum PanelEffect: Equatable {
    /// A command for the source; its answer comes back as a reply.
    case perform(Command)
    /// An intent for the source; its answer comes back as a value.
    case ask(NowPlayingIntent)
    /// A message for a few seconds.
    case say(String)
    /// Why a command did nothing, shown until a snapshot shows it is no longer so.
    case refuse(String)
    /// Text for the terminal's clipboard.
    case copy(String)
    /// An instruction of the vocabulary, as if its key had been pressed.
    case run(Instruction)
    /// Another overlay: a highlight moved, a menu closed.
    case show(Overlay)
    /// The info panel on another tab.
    case showTab(InfoTab)
    /// The Info tab's rows scroll a notch of the wheel, at most `limit` rows.
    case scrollInfo(up: Bool, limit: Int)
    /// The open panel closes.
    case close
    /// The key is not the panel's: it goes on to the tile's bindings.
    case passOn
}

extension MenuKeys.Result {
    /// The effects of a key in a list: a highlight reopens the list with `reopen`, a pick closes
    /// it and does what `pick` says.
    func effects(reopen: (Int) -> Overlay, pick: (Int) -> [PanelEffect]) -> [PanelEffect] {
        switch self {
        case let .highlight(index): [.show(reopen(index))]
        case let .pick(index): [.show(.none)] + pick(index)
        case .close: [.show(.none)]
        case .passOn: [.show(.none), .passOn]
        }
    }
}
