@testable import MediaFiles
import Testing

@Suite struct TagTextTests {
    @Test func textIsCutAtTheLimitWithoutHalfACharacter() {
        let long = String(repeating: "가", count: TagText.limit)  // three bytes each
        let copied = long.withCString { TagText.copy($0) }
        #expect(copied.utf8.count <= TagText.limit)
        #expect(copied.unicodeScalars.allSatisfy { $0 == "가" })
        #expect(copied.unicodeScalars.count == TagText.limit / 3)
    }

    @Test func shortTextAndBadBytesAreKept() {
        #expect("坂本龍一".withCString { TagText.copy($0) } == "坂本龍一")
        let bad: [CChar] = [0x41, -1, 0x42, 0]
        #expect(bad.withUnsafeBufferPointer { $0.baseAddress.map(TagText.copy) } == "A\u{FFFD}B")
    }
}
