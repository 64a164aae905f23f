import Base64Coding
import Testing

/// Known answers from RFC 6234 (SHA-256) and RFC 1321 (MD5).
@Suite struct DigestTests {
    @Test func sha256OfABCIsTheRFCsAnswer() throws {
        #expect(Digest.hex(try Digest.sha256(Array("abc".utf8)))
            == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func sha256OfNothingIsTheRFCsAnswer() throws {
        #expect(Digest.hex(try Digest.sha256([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func md5OfTheAlphabetIsTheRFCsAnswer() throws {
        #expect(Digest.hex(try Digest.md5(Array("abcdefghijklmnopqrstuvwxyz".utf8))) == "c3fcd3d76192e4007dfb496cca67e13b")
    }

    @Test func hexIsLowerCaseTwoDigitsABytes() {
        #expect(Digest.hex([0, 0x0F, 0xA0, 0xFF]) == "000fa0ff")
    }
}
