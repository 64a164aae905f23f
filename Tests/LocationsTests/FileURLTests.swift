import Testing
import Locations

@Suite struct FileURLTests {
    @Test func pathsBecomeEncodedFileURLsAndBack() {
        let path = "/music/Ünïcode & spaces/100% #1?.mp3"
        let url = FileURL.url(for: path)
        #expect(url == "file:///music/%C3%9Cn%C3%AFcode%20%26%20spaces/100%25%20%231%3F.mp3")
        #expect(FileURL.path(of: url) == path)
    }

    @Test func urlsStayAsTheyAre() {
        #expect(FileURL.url(for: "https://example.org/a.mp3") == "https://example.org/a.mp3")
    }

    @Test func onlyLocalWellFormedFileURLsGiveAPath() {
        #expect(FileURL.path(of: "file://localhost/a%20b") == "/a b")
        #expect(FileURL.path(of: "file://otherhost/a") == nil)
        #expect(FileURL.path(of: "file:///a%2") == nil)
        #expect(FileURL.path(of: "file:///a%00b") == nil, "a NUL cannot be smuggled into a path")
        #expect(FileURL.path(of: "http://x/a") == nil)
    }
}
