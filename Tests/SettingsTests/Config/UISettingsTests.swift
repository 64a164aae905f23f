import Testing
import Settings

@Test func uiSettingsAreRead() throws {
    let text = "[ui]\nidle_fullscreen_after = 0\nmouse = false\ncompact_below_columns = 80\nidle = true\n"
    #expect(try Config.parse(text: text, path: "c.toml").get().ui == UISettings(
        idleFullscreenAfter: 0, mouse: false, compactBelowColumns: 80, idle: true
    ))
}

@Test func uiValuesOutOfRangeOrOfTheWrongTypeAreReported() {
    #expect(configErrors("[ui]\nidle_fullscreen_after = -1\ncompact_below_columns = 60.5\n") == [
        "c.toml:2:25: 'idle_fullscreen_after' in [ui] must be a number of seconds, 0 or more, found -1",
        "c.toml:3:25: 'compact_below_columns' in [ui] must be a whole number of columns, 0 or more, found 60.5",
    ])
}
