import Library
import Settings
import Stage
import Testing

/// Which items resume per item: the long ones, and those a genre or path rule names.
@Suite struct ResumeRulesTests {
    static func rules(minDuration: Double = 600, genres: [String] = ["Podcast", "Audiobook", "Speech"],
                      paths: [String] = []) -> ResumeRules {
        ResumeRules(ResumeSettings(enabled: true, minDuration: minDuration, genres: genres, paths: paths), home: "/home/ann")
    }

    @Test func aLongItemIsKeptForItsLength() {
        #expect(Self.rules().reason(location: "/films/a.mkv", duration: 5400, genre: nil) == .long(duration: 5400))
        #expect(Self.rules().reason(location: "/films/a.mkv", duration: 600, genre: "Drama") == .long(duration: 600))
    }

    @Test func anAlbumTrackIsNot() {
        #expect(Self.rules().reason(location: "/music/a/01.flac", duration: 245, genre: "Rock") == nil)
        #expect(Self.rules().reason(location: "/music/a/01.flac", duration: nil, genre: nil) == nil)
    }

    @Test func aGenreRuleKeepsAShortItemWhateverTheCase() {
        #expect(Self.rules().reason(location: "/p/e1.mp3", duration: 120, genre: "podcast") == .genre("podcast"))
        #expect(Self.rules().reason(location: "/p/e1.mp3", duration: 120, genre: "News; Podcast") == .genre("News; Podcast"))
        #expect(Self.rules().reason(location: "/p/e1.mp3", duration: 120, genre: "Podcasts") == nil)
    }

    @Test func aPathRuleKeepsItemsUnderAFolderOrMatchingAGlob() {
        let rules = Self.rules(paths: ["~/Podcasts/", "/books/*.m4b"])
        #expect(rules.reason(location: "/home/ann/Podcasts/show/e1.mp3", duration: 60, genre: nil) == .path)
        #expect(rules.reason(location: "/books/x/y.m4b", duration: 60, genre: nil) == .path)
        #expect(rules.reason(location: "/home/ann/PodcastsOld/e1.mp3", duration: 60, genre: nil) == nil)
        #expect(rules.reason(location: "/books/y.mp3", duration: 60, genre: nil) == nil)
    }

    @Test func aSavedRecordResumesWhileItsReasonStillHolds() {
        let rules = Self.rules(minDuration: 900, genres: ["Audiobook"], paths: ["/pods"])
        #expect(rules.resumes(.init(position: 5, kept: .long(duration: 1000)), location: "/f/a.mkv"))
        #expect(!rules.resumes(.init(position: 5, kept: .long(duration: 700)), location: "/f/a.mkv"))
        #expect(rules.resumes(.init(position: 5, kept: .genre("audiobook")), location: "/b/a.m4b"))
        #expect(!rules.resumes(.init(position: 5, kept: .genre("Podcast")), location: "/b/a.mp3"))
        #expect(rules.resumes(.init(position: 5, kept: .path), location: "/pods/a.mp3"))
        #expect(!rules.resumes(.init(position: 5, kept: .path), location: "/music/a.mp3"))
    }

    /// Positions saved before the reasons were written were saved for every item, album tracks too.
    @Test func anOldRecordWithoutAReasonResumesOnlyUnderAPathRule() {
        let rules = Self.rules(paths: ["/pods"])
        #expect(!rules.resumes(.init(position: 18, kept: nil), location: "/music/album/01.flac"))
        #expect(rules.resumes(.init(position: 18, kept: nil), location: "/pods/show/e1.mp3"))
    }
}
