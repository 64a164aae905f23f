import Base64Coding
import JSONCoding
import Testing
@testable import Remote

/// Expected values are syncplay 1.6.9's own (`utils.hashFilename`, `hashFilesize`,
/// `sameFilename`), computed with Debian's package.
@Suite struct SyncplayFileTests {
    @Test func aHashedNameIsTheReferenceClientsHash() {
        #expect(SyncplayPrivacy.hashed.announce(name: "Big Buck Bunny (2008) [1080p].mkv") == "81e09ccda21d")
        #expect(SyncplayPrivacy.hashed.announce(name: "http://example.com/videos/Big%20Buck%20Bunny.mkv") == "046877f091b4")
    }

    @Test func aHashedSizeIsTheReferenceClientsHash() {
        #expect(SyncplayPrivacy.hashed.announce(size: 123_456_789) == .hashed("15e2b0d3c338"))
        #expect(SyncplayPrivacy.raw.announce(size: 42) == .bytes(42))
        #expect(SyncplayPrivacy.hidden.announce(size: 42) == .bytes(0))
    }

    @Test func aHiddenNameIsTheReferenceClientsPlaceholder() {
        #expect(SyncplayPrivacy.hidden.announce(name: "secret.mkv") == "**Hidden filename**")
        #expect(SyncplayPrivacy.raw.announce(name: "a b.mkv") == "a b.mkv")
    }

    @Test func namesCompareAsTheReferenceComparesThem() {
        #expect(SyncplayFileName.stripped("Big Buck Bunny (2008) [1080p].mkv", isURL: false) == "BigBuckBunny20081080pmkv")
        #expect(SyncplayFileName.same("http://example.com/videos/Big%20Buck%20Bunny.mkv", "big buck bunny.mkv"))
        #expect(SyncplayFileName.same("Big_Buck_Bunny.mkv", "81e09ccda21d") == false)
        #expect(SyncplayFileName.same("Big_Buck_Bunny.mkv", SyncplayPrivacy.hashed.announce(name: "Big Buck Bunny.mkv")))
        #expect(SyncplayFileName.same("a.mkv", SyncplayFile.hiddenName))
        #expect(!SyncplayFileName.same("a.mkv", "b.mkv"))
    }

    @Test func sizesCompareRawOrHashed() {
        #expect(SyncplayFileName.same(.bytes(123_456_789), .hashed("15e2b0d3c338")))
        #expect(SyncplayFileName.same(.bytes(0), .bytes(5)), "an unknown size matches any")
        #expect(!SyncplayFileName.same(.bytes(4), .bytes(5)))
    }

    @Test func percentDecodingLeavesABrokenEscapeAsWritten() {
        #expect(SyncplayFileName.percentDecoded("a%20b%2") == "a b%2")
        #expect(SyncplayFileName.percentDecoded("%zz%41") == "%zzA")
    }

    @Test func thePasswordIsSentAsTheMD5ItsServerCompares() throws {
        #expect(Digest.hex(try Digest.md5(Array("secret".utf8))) == "5ebe2294ecd0e0f08eab7690d2a6ee69")
    }

    @Test func aFileReadsWithAHashedOrANumericSize() throws {
        let raw = try JSONDecoder().decode(SyncplayFile.self, from: #"{"duration": 10.0, "name": "a.mkv", "size": 1234}"#)
        #expect(raw == SyncplayFile(name: "a.mkv", duration: 10, size: .bytes(1234)))
        let hashed = try JSONDecoder().decode(SyncplayFile.self, from: #"{"duration": 10.0, "name": "b.mkv", "size": "abcdef"}"#)
        #expect(hashed.size == .hashed("abcdef"))
    }
}
