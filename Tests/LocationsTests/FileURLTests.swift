import Glibc
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

    /// What `playdeck remote add` sends for a relative path: the client's directory before it.
    @Test func relativePathsBecomeAbsoluteAgainstTheWorkingDirectory() {
        var buffer = [CChar](repeating: 0, count: 4096)
        let cwd = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? ""
        #expect(FileURL.absolute("a b.mp3") == cwd + "/a b.mp3")
        #expect(FileURL.absolute("./album") == cwd + "/album")
        #expect(FileURL.absolute("/music/a.mp3") == "/music/a.mp3")
        #expect(FileURL.absolute("https://example.org/a.mp3") == "https://example.org/a.mp3")
        #expect(FileURL.absolute("-") == "-")
    }
}
