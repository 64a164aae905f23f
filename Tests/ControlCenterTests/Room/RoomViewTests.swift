import Commands
import Testing
@testable import ControlCenter
@testable import NowPlaying

/// The info panel's Room tab as cells: the room, each member's readiness and file (a different
/// one marked), the last chat lines, the keys or the chat line being typed.
@Suite struct RoomViewTests {
    let now = TileFixtures.now

    static func room(chat: [TogetherInfo.ChatLine] = [.init(name: "ana", text: "hi"), .init(name: "deck", text: "hello")])
        -> TogetherInfo {
        TogetherInfo(server: "127.0.0.1:8999", room: "movie night", name: "deck", phase: .joined, isReady: false, members: [
            .init(name: "ana", file: "Big Buck Bunny.mkv", duration: 596, isReady: true, isSameFile: true),
            .init(name: "bob", file: "Other.mkv", duration: 5400, isReady: false, isSameFile: false),
            .init(name: "carol"),
        ], chat: chat)
    }

    func state(_ room: TogetherInfo?, chat: String? = nil) -> TileState {
        var info = TileFixtures.info(duration: 596)
        info.together = room
        var state = TileState(info: info, now: now)
        state.overlay = .infoPanel(highlighted: -1)
        state.infoTab = .room
        state.roomChat = chat
        return state
    }

    @Test func theTabShowsTheRoomItsMembersAndTheChat() {
        let frame = TileFixtures.render(state(Self.room()))
        #expect(Array(frame.grid.lines[2...13]) == [
            "╭─ Info ─ Chapters ─ Lyrics ─ Bookmarks ─ Room ─ History ──╮",
            "│                                                          │",
            "│  movie night on 127.0.0.1:8999 as deck · not ready       │",
            "│  ready      ana · Big Buck Bunny.mkv (9:56)              │",
            "│  not ready  bob · Other.mkv (1:30:00) · different file   │",
            "│  not ready  carol · no file                              │",
            "│                                                          │",
            "│  <ana> hi                                                │",
            "│  <deck> hello                                            │",
            "│  c chats · r ready · y leaves                            │",
            "│                                                          │",
            "╰───────────────────────────────────────────── esc closes ─╯",
        ])
        let palette = TileFixtures.appearance().palette
        #expect(frame.grid[5, 6].style == palette.accent, "a different file stands out")
        #expect(frame.grid[5, 5].style == palette.text)
        #expect(frame.grid[42, 2].style == palette.title.with(.reverse).with(.bold) || frame.grid[42, 2].style.attributes.contains(.reverse),
                "the Room tab is lit")
    }

    @Test func theNewestChatLinesFillWhatTheMembersLeave() {
        let chat = (1...12).map { TogetherInfo.ChatLine(name: "ana", text: "line \($0)") }
        let lines = TileFixtures.render(state(Self.room(chat: chat))).grid.lines
        #expect(Array(lines[8...11]) == [
            "│                                                          │",
            "│  <ana> line 11                                           │",
            "│  <ana> line 12                                           │",
            "│  c chats · r ready · y leaves                            │",
        ])
    }

    @Test func aChatLineBeingTypedTakesTheLastRowWithItsCursor() {
        let frame = TileFixtures.render(state(Self.room(), chat: "see you at 12:04"))
        #expect(frame.grid.lines[11] == "│  Say: see you at 12:04                                   │")
        #expect(frame.grid[24, 11].style == TileFixtures.appearance().palette.title.with(.reverse), "the cursor after the line")
    }

    @Test func withoutARoomTheTabSaysHowToJoinOne() {
        let lines = TileFixtures.render(state(nil)).grid.lines
        #expect(lines[4] == "│  Not in a Syncplay room                                  │")
        #expect(lines[11] == "│  y joins the configured room                             │")
        var joining = Self.room()
        joining.phase = .joining
        joining.members = []
        let connecting = TileFixtures.render(state(joining)).grid.lines
        #expect(connecting[4] == "│  movie night on 127.0.0.1:8999 as deck · joining…        │")
        #expect(connecting[11] == "│  connecting… · y leaves                                  │")
    }
}
