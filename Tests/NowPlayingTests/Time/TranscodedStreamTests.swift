import NowPlaying
import Testing

@Suite struct TranscodedStreamTests {
    let stream = TranscodedStream(duration: 40, offsetParameter: "timeOffset")

    @Test func aSeekReopensAtTheWholeSecondAtOrBeforeItsTarget() {
        #expect(stream.offset(for: 20) == 20)
        #expect(stream.offset(for: 20.9) == 20)
        #expect(stream.offset(for: 0.4) == 0)
    }

    @Test func anOffsetStaysInsideTheSongLeavingItsLastSecond() {
        #expect(stream.offset(for: -5) == 0)
        #expect(stream.offset(for: 40) == 39)
        #expect(stream.offset(for: 500) == 39)
        #expect(stream.offset(for: .infinity) == 0)
        #expect(stream.offset(for: .nan) == 0)
        #expect(TranscodedStream(duration: nil, offsetParameter: "timeOffset").offset(for: 1e300) == Int(Int32.max))
        #expect(TranscodedStream(duration: 0.5, offsetParameter: "timeOffset").offset(for: 10) == 0)
    }

    @Test func theURLAsksForTheOffsetOnlyPastTheStart() {
        let base = "http://music.example/rest/stream.view?id=s1&format=mp3"
        #expect(stream.url(base, from: 20) == base + "&timeOffset=20")
        #expect(stream.url(base, from: 0) == base)
        #expect(stream.url("http://music.example/s1", from: 3) == "http://music.example/s1?timeOffset=3")
        let refused = TranscodedStream(duration: 40, offsetParameter: nil)
        #expect(!refused.reopens && stream.reopens)
        #expect(refused.url(base, from: 20) == base)
    }
}
