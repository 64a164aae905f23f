import Testing
import Settings

@Test func layoutSettingsAreRead() throws {
    let text = "[layout]\npanes = [\"lyrics\", \"Info\", \"queue\"]\nside = \"right\"\npanes_from = \"160x45\"\n"
    #expect(try Config.parse(text: text, path: "c.toml").get().layout
        == LayoutSettings(panes: [.lyrics, .info, .queue], side: .right, panesFromColumns: 160, panesFromRows: 45))
    #expect(try Config.parse(text: "", path: "c.toml").get().layout
        == LayoutSettings(panes: [.queue, .lyrics], side: .left, panesFromColumns: 120, panesFromRows: 32))
    #expect(try Config.parse(text: "[layout]\npanes_from = \"100×30\"\n", path: "c.toml").get().layout.panesFromColumns == 100)
    let none = try Config.parse(text: "[layout]\npanes = []\n", path: "c.toml").get().layout
    #expect(none.panes.isEmpty)
    #expect(!none.usesPanes(columns: 400, rows: 100), "no panes: the card at every size")
}

@Test func theDefaultLayoutTakesPanesFrom120By32() {
    let layout = LayoutSettings.defaults
    #expect(layout.usesPanes(columns: 120, rows: 32))
    #expect(!layout.usesPanes(columns: 119, rows: 60))
    #expect(!layout.usesPanes(columns: 240, rows: 31))
    #expect(!layout.usesPanes(columns: 100, rows: 30), "100×30 keeps the card")
}

@Test func badLayoutValuesAreReportedWithTheirPlace() {
    #expect(configErrors("[layout]\npanes = [\"queue\", \"lyric\"]\nside = \"top\"\npanes_from = \"160 by 45\"\n") == [
        "c.toml:2:19: 'panes' in [layout] must be an array of \"queue\", \"lyrics\", \"info\", found \"lyric\"; did you mean 'lyrics'?",
        "c.toml:3:8: 'side' in [layout] must be \"left\" or \"right\", found \"top\"",
        "c.toml:4:14: 'panes_from' in [layout] must be a size COLUMNSxROWS from 80x20 up, e.g. \"120x32\", found \"160 by 45\"",
    ])
    #expect(configErrors("[layout]\npanes = [\"queue\", \"queue\"]\npanes_from = \"40x12\"\nside = 1\nwide = true\n") == [
        "c.toml:2:19: pane 'queue' appears twice in 'panes' in [layout]",
        "c.toml:3:14: 'panes_from' in [layout] must be a size COLUMNSxROWS from 80x20 up, e.g. \"120x32\", found \"40x12\"",
        "c.toml:4:8: 'side' in [layout] must be \"left\" or \"right\", found integer",
        "c.toml:5:1: unknown key 'wide' in [layout]; did you mean 'side'?",
    ])
    #expect(configErrors("[layout]\npanes = \"queue\"\n") == [
        "c.toml:2:9: 'panes' in [layout] must be an array of \"queue\", \"lyrics\", \"info\", found string",
    ])
}
