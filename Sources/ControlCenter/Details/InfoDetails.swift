import Commands
import NowPlaying
import Settings

/// The Info tab's side of the tile: the current item's details (asked for by its queue item
/// when the tab comes into view, and again when the snapshot says they were read), how far its
/// rows are scrolled, and its keys.
struct InfoDetails {
    /// The details that came last; those of an item left are forgotten.
    private(set) var details: MediaDetails?
    /// Rows scrolled off the top.
    private(set) var scroll = 0
    private var asked: Asked?
    private var visible = false

    private struct Asked: Equatable {
        let itemID: Int
        let detailsID: Int?
    }

    /// Follows a snapshot and whether the Info tab is in view: the queue item to ask the details
    /// of, when there is one to ask. Each time the tab comes into view it asks again (what the
    /// player says, such as hardware decoding, changes) and starts at the top.
    mutating func follow(_ info: NowPlayingInfo?, visible: Bool) -> Int? {
        guard let itemID = info?.queueItemID else {
            details = nil
            asked = nil
            return nil
        }
        if details?.itemID != itemID { details = nil }
        defer { self.visible = visible }
        guard visible else { return nil }
        if !self.visible {
            asked = nil
            scroll = 0
        }
        let wanted = Asked(itemID: itemID, detailsID: info?.mediaDetailsID)
        guard asked != wanted else { return nil }
        asked = wanted
        return itemID
    }

    /// Details that came; kept when they are the current item's.
    mutating func receive(_ received: MediaDetails, info: NowPlayingInfo?) {
        if received.itemID == info?.queueItemID { details = received }
    }

    /// A key on the Info tab: ↑ ↓ (j k), Page Up/Down, Home and End scroll the rows, up to
    /// `limit` (what the frame on screen can scroll); Tab moves among the actions; Enter presses
    /// the one lit. Nil: the key is not the tab's own.
    mutating func key(_ key: KeyName, highlighted: Int, actions: Int, limit: Int, page: Int) -> [PanelEffect]? {
        let step: Int? = switch key.base {
        case .named(.up), .character("k"): -1
        case .named(.down), .character("j"): 1
        case .named(.pgup): -max(1, page)
        case .named(.pgdn): max(1, page)
        case .named(.home): Int.min / 2
        case .named(.end): Int.max / 2
        default: nil
        }
        if let step {
            scroll = max(0, min(max(0, limit), scroll + step))
            return [.show(.infoPanel(highlighted: highlighted))]
        }
        if key.base == .named(.tab), actions > 0 { return [.show(.infoPanel(highlighted: (max(0, highlighted) + 1) % actions))] }
        return nil
    }

    /// The wheel over the rows: three rows a notch, up to `limit`.
    mutating func wheel(up: Bool, limit: Int) {
        scroll = max(0, min(max(0, limit), scroll + (up ? -3 : 3)))
    }
}
