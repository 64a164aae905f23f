@testable import NowPlaying
import Testing

/// The queue's search matches as the library's does: accents and case folded, every word in
/// the title, the artist or the album, and text without spaces (Japanese) found anywhere.
@Suite struct QueueSearchTests {
    @Test func accentsAndCaseAreFoldedOnBothSides() {
        #expect(QueueSearch("beyonce").matches("Beyoncé"))
        #expect(QueueSearch("BEYONCÉ").matches("beyonce"))
        #expect(QueueSearch("deja vu").matches("Déjà Vu"))
        #expect(QueueSearch("sigur ros").matches("Sigur Rós"))
        #expect(QueueSearch("ﬁre").matches("Fire"), "compatibility forms decompose")
        #expect(QueueSearch("strasse").matches("Straße"), "case folding, not only lowercasing")
        #expect(!QueueSearch("beyonce").matches("Bey once"))
        #expect(QueueSearch.folded("Ærøskøbing ÉCOLE") == "ærøskøbing ecole")
    }

    @Test func everyWordMustBeInTheTitleArtistOrAlbum() {
        let search = QueueSearch("seeds wind")
        #expect(search.matches("Green Curtain", "The Seeds", "Wind River"))
        #expect(!search.matches("Green Curtain", "The Seeds", nil), "one word is nowhere")
        #expect(QueueSearch("curtain").matches("Green Curtain", nil, nil))
        #expect(QueueSearch("").matches("anything"), "nothing typed matches all")
    }

    @Test func japaneseAndChineseAreFoundInsideTheText() {
        #expect(QueueSearch("駆ける").matches("夜に駆ける"))
        #expect(QueueSearch("yoasobi 駆け").matches("夜に駆ける", "YOASOBI"))
        #expect(!QueueSearch("駆けた").matches("夜に駆ける"))
        #expect(QueueSearch("東京").matches("ＴＯＫＹＯ 東京"), "fullwidth Latin folds too")
        #expect(QueueSearch("tokyo").matches("ＴＯＫＹＯ 東京"))
    }

    @Test func fileNamesAreSearchedInTheirLastComponentFolded() {
        #expect(QueueSearch("beyonce").fileNameMatches("/music/Beyoncé/01 Beyoncé - Halo.flac"))
        #expect(!QueueSearch("music").fileNameMatches("/music/01 Halo.flac"), "folders are not the name")
        #expect(QueueSearch("halo 01").fileNameMatches("/music/01 HALO.flac"))
    }

    @Test func theSessionsSearchFindsArtistsAndAlbumsOnceTheirTagsAreRead() {
        let titles = QueueTitles(loader: QueueTitleLoader { path in
            path.contains("halo") ? TaggedTitle(title: "Halo", artist: "Beyoncé", album: "I Am… Sasha Fierce", duration: 261) : nil
        })
        let items = [MediaItem(url: "/music/halo.flac"), MediaItem(url: "/music/Déjà.flac"), MediaItem(url: "/music/other.flac")]
        _ = titles.row(items[0], index: 0, id: 1, isCurrent: false)
        QueueTitlesTests.waitForTags(titles, items[0], changingFrom: "halo.flac")
        #expect(titles.indices(in: items, matching: "beyonce", among: nil) == [0], "the artist, folded")
        #expect(titles.indices(in: items, matching: "sasha halo", among: nil) == [0], "album and title")
        #expect(titles.indices(in: items, matching: "deja", among: nil) == [1], "a file name, folded")
        #expect(titles.indices(in: items, matching: "FLAC", among: [1, 2]) == [1, 2])
    }
}
