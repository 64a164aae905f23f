@testable import NowPlaying
import Testing

@Suite struct RemoteCommandKindTests {
    /// The byte a kind is hashed and compared by is its case's place: one byte, no two alike.
    @Test func eachKindIsItsPlaceAmongTheCases() {
        #expect(MemoryLayout<RemoteCommandKind>.size == 1)
        for (place, kind) in RemoteCommandKind.allCases.enumerated() {
            #expect(Int(kind.ordinal) == place, "\(kind)")
        }
    }

    @Test func kindsAreEqualAndHashAlikeExactlyWhenTheyAreTheSameCase() {
        let kinds = RemoteCommandKind.allCases
        #expect(Set(kinds).count == kinds.count)
        for a in kinds {
            for b in kinds {
                #expect((a == b) == (a.rawValue == b.rawValue))
            }
            #expect(RemoteCommandKind(rawValue: a.rawValue).map { $0 == a && $0.hashValue == a.hashValue } == true)
        }
    }
}
