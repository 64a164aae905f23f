import Commands
import Testing
import Settings

@Test func defaultsBindTheMpvLikeKeysInOrder() throws {
    let defaults = KeyBindings.defaults
    #expect(defaults.bindings.first?.key.description == "space")
    #expect(defaults.bindings.last?.command == .player(.quit))
    #expect(defaults.bindings.count == 61)
    // cmus's, ncmpcpp's and kew's volume keys beside mpv's 9 and 0 ("=" is "+" without shift), and ncmpcpp's go-to.
    #expect(defaults.command(for: try KeyName(parsing: "+")) == .player(.volumeUp(nil)))
    #expect(defaults.command(for: try KeyName(parsing: "=")) == .player(.volumeUp(nil)))
    #expect(defaults.command(for: try KeyName(parsing: "-")) == .player(.volumeDown(nil)))
    #expect(defaults.command(for: try KeyName(parsing: "g")) == .tile(.goTo))
    #expect(defaults.command(for: try KeyName(parsing: "up")) == .player(.skipForward(60)))
    #expect(defaults.command(for: try KeyName(parsing: "\\")) == .player(.speedReset))
    #expect(defaults.command(for: try KeyName(parsing: "C-r")) == .player(.reloadConfig))
    #expect(defaults.command(for: try KeyName(parsing: "x")) == .player(.shuffle(nil)))
    #expect(defaults.command(for: try KeyName(parsing: "r")) == .player(.repeatMode(nil)))
    #expect(defaults.command(for: try KeyName(parsing: "u")) == .player(.undo))
    #expect(defaults.command(for: try KeyName(parsing: "l")) == .tile(.queue))
    #expect(defaults.command(for: try KeyName(parsing: "d")) == .tile(.detach))
    #expect(defaults.command(for: try KeyName(parsing: "t")) == .tile(.trimMode))
    #expect(defaults.command(for: try KeyName(parsing: "o")) == .tile(.audioDevices))
    #expect(defaults.command(for: try KeyName(parsing: "T")) == .tile(.liveText))
    #expect(defaults.command(for: try KeyName(parsing: "P")) == .tile(.players))
    #expect(defaults.command(for: try KeyName(parsing: "w")) == .player(.pipSwap))
    #expect(defaults.command(for: try KeyName(parsing: "W")) == .player(.pipClose))
    #expect(defaults.command(for: try KeyName(parsing: "3")) == .player(.view(3)))
    #expect(defaults.command(for: try KeyName(parsing: "e")) == .player(.viewEnlarge))
    #expect(defaults.command(for: try KeyName(parsing: "L")) == .tile(.library))
    #expect(defaults.command(for: try KeyName(parsing: "Z")) == .tile(.sleepMenu))
    #expect(defaults.command(for: try KeyName(parsing: "b")) == .player(.bookmarkAdd(nil)))
    #expect(defaults.command(for: try KeyName(parsing: "B")) == .tile(.bookmarks))
    #expect(defaults.command(for: try KeyName(parsing: "y")) == .player(.together(.toggle)))
    #expect(defaults.command(for: try KeyName(parsing: "Y")) == .tile(.room))
    #expect(defaults.command(for: try KeyName(parsing: "v")) == nil)
}

@Test func keysForACommandListEveryBindingInOrder() {
    #expect(KeyBindings.defaults.keys(for: .player(.nextTrack)).map(\.description) == ["n", ">"])
    #expect(KeyBindings.defaults.keys(for: .player(.stop)).isEmpty)
}

@Test func bindingAnExistingKeyReplacesItInPlace() throws {
    var keys = KeyBindings.defaults
    let p = try KeyName(parsing: "p")
    keys.bind(p, to: .player(.pause))
    #expect(keys.bindings[1] == KeyBinding(key: p, command: .player(.pause)))
    #expect(keys.bindings.count == KeyBindings.defaults.bindings.count)
}

@Test func unbindingRemovesTheKey() throws {
    var keys = KeyBindings.defaults
    keys.unbind(try KeyName(parsing: "q"))
    #expect(keys.command(for: try KeyName(parsing: "q")) == nil)
    #expect(keys.bindings.count == KeyBindings.defaults.bindings.count - 1)
}
