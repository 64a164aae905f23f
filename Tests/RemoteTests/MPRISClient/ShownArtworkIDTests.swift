import Testing
@testable import Remote

/// Artwork ids of the players a tile shows in turn: never another turn's, never this PlayDeck's.
@Suite struct ShownArtworkIDTests {
    @Test func theSameIdInTwoTurnsIsPublishedAsTwoIdsNeitherOfThemThisPlayDecks() {
        let first = ShownArtworkID.published(1, turn: 1), second = ShownArtworkID.published(1, turn: 2)
        #expect(first < 0 && second < 0 && first != second)
        #expect(ShownArtworkID.original(first).map { [$0.turn, $0.id] } == [1, 1])
        #expect(ShownArtworkID.original(second).map { [$0.turn, $0.id] } == [2, 1])
        #expect(ShownArtworkID.original(ShownArtworkID.published(70_000, turn: 300)).map { [$0.turn, $0.id] } == [300, 70_000])
    }

    @Test func thisPlayDecksOwnIdsAreNotTakenForAPlayers() {
        #expect(ShownArtworkID.original(5) == nil)
        #expect(ShownArtworkID.original(0) == nil)
    }
}
