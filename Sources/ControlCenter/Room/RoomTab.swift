import Commands
import NowPlaying
import Settings

/// The info panel's Room tab: what its own keys do, and a chat line while it is typed. Every
/// key becomes a `together …` command, so the tab works the same over `playdeck attach`.
struct RoomTab {
    /// The chat line being typed; nil while none is.
    var chat: String?

    /// A key on the Room tab that is the tab's own: c (or Enter) starts a chat line, r says
    /// ready or not ready, and the key that joins or leaves does so with the tab kept open. Nil
    /// for the keys the panel handles like any other (the arrows, Esc) and the tile's others.
    mutating func key(_ key: KeyName, info: NowPlayingInfo?, keys: KeyBindings) -> [PanelEffect]? {
        if keys.command(for: key) == .player(.together(.toggle)) { return [.perform(.together(.toggle))] }
        guard key.modifiers.isEmpty || key.modifiers == .shift, let room = info?.together else { return nil }
        switch key.base {
        case .character("c"), .named(.enter):
            guard room.phase == .joined else { return [.say("Not in the room yet")] }
            chat = ""
            return []
        case .character("r"):
            guard room.phase == .joined else { return [.say("Not in the room yet")] }
            return [.perform(.together(.ready(!room.isReady)))]
        default: return nil
        }
    }

    /// A key while a chat line is typed: Enter says it, Esc drops it.
    mutating func chatKey(_ key: KeyName) -> [PanelEffect] {
        guard var typed = chat else { return [] }
        switch LineEditing.apply(key, to: &typed) {
        case .submit:
            chat = nil
            if !typed.allSatisfy(\.isWhitespace) { return [.perform(.together(.chat(typed)))] }
        case .cancel: chat = nil
        case .edited: chat = typed
        case .ignored: break
        }
        return []
    }
}
