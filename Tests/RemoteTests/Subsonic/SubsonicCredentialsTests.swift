import Testing
@testable import Remote

@Suite struct SubsonicCredentialsTests {
    private let sesame = SubsonicCredentials(user: "joe", password: "sesame")

    @Test func theTokenIsTheMD5OfThePasswordAndTheSaltAsTheAPIsExampleSays() {
        // http://www.subsonic.org/pages/api.jsp, "Authentication": sesame + c19b2d.
        let parameters = sesame.parameters(.token, salt: "c19b2d")
        #expect(parameters.map(\.0) == ["u", "t", "s"])
        #expect(parameters.map(\.1) == ["joe", "26719a1196d2a940705a59634eb18eab", "c19b2d"])
    }

    @Test func theOlderFormIsThePasswordsUTF8InHex() {
        #expect(sesame.parameters(.hexPassword, salt: "x").map(\.1) == ["joe", "enc:736573616d65"])
        let accented = SubsonicCredentials(user: "a", password: "é/?")
        #expect(accented.parameters(.hexPassword, salt: "").last?.1 == "enc:c3a92f3f")
    }

    @Test func everyFormOfThePasswordIsRedactedAndTheDescriptionHasNone() {
        let token = SubsonicCredentials.md5("sesame" + "c19b2d")
        let line = sesame.redacting("p=sesame p=enc:736573616d65 P=ENC:736573616D65 t=\(token)", salt: "c19b2d")
        #expect(!line.contains("sesame") && !line.contains("736573616d65") && !line.contains("736573616D65") && !line.contains(token))
        #expect(!"\(sesame)".contains("sesame"))
        #expect("\(sesame)" == "user joe")
    }

    @Test func saltsAreFreshSixteenHexDigits() {
        let salts = (0..<20).map { _ in SubsonicCredentials.newSalt() }
        #expect(Set(salts).count == 20)
        #expect(salts.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
    }
}
