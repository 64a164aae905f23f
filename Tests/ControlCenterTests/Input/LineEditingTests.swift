import Settings
import Testing
@testable import ControlCenter

/// One line typed on the tile: characters and space add, Backspace takes back, Enter and Esc
/// end it, and no control character gets in.
@Suite struct LineEditingTests {
    @Test func keysEditTheLine() throws {
        var text = "ab"
        #expect(LineEditing.apply(KeyName(.character("c")), to: &text) == .edited)
        #expect(LineEditing.apply(KeyName(.named(.space)), to: &text) == .edited)
        #expect(text == "abc ")
        #expect(LineEditing.apply(KeyName(.named(.backspace)), to: &text) == .edited)
        #expect(LineEditing.apply(KeyName(.character("\u{1B}")), to: &text) == .edited)
        #expect(text == "abc", "an escape typed is dropped")
        #expect(LineEditing.apply(try KeyName(parsing: "C-a"), to: &text) == .ignored)
        #expect(LineEditing.apply(KeyName(.named(.left)), to: &text) == .ignored)
        #expect(LineEditing.apply(KeyName(.named(.enter)), to: &text) == .submit)
        #expect(LineEditing.apply(KeyName(.named(.esc)), to: &text) == .cancel)
        #expect(text == "abc")
        var empty = ""
        #expect(LineEditing.apply(KeyName(.named(.backspace)), to: &empty) == .edited)
        #expect(empty.isEmpty)
    }
}
