import Foundation
import Testing
import TestSupport
@testable import Remote

/// The cover cache alone: held to its size, the covers used longest ago removed first.
@Suite struct SubsonicCoverCacheTests {
    @Test func pastItsLimitTheCoversUsedLongestAgoGoFirst() throws {
        let directory = try TestWorld.makeFolder(prefix: "pdcovers") + "/covers"
        let cache = SubsonicCoverCache(directory: directory, limit: 3000)
        let a = try #require(cache.store([UInt8](repeating: 1, count: 1000), for: "a"))
        let b = try #require(cache.store([UInt8](repeating: 2, count: 1000), for: "b"))
        _ = try #require(cache.store([UInt8](repeating: 3, count: 1000), for: "c"))
        // a is used again: b is now the one used longest ago.
        var old = timespec(tv_sec: 1, tv_nsec: 0)
        var times = [old, old]
        #expect(utimensat(AT_FDCWD, b, &times, 0) == 0)
        old.tv_sec = 2
        times = [old, old]
        #expect(utimensat(AT_FDCWD, a, &times, 0) == 0)
        #expect(cache.file(for: "a") == a)
        _ = try #require(cache.store([UInt8](repeating: 4, count: 1000), for: "d"))
        #expect(cache.file(for: "b") == nil)
        #expect(cache.file(for: "a") != nil && cache.file(for: "c") != nil && cache.file(for: "d") != nil)
        // One larger than the whole cache is not kept.
        #expect(cache.store([UInt8](repeating: 5, count: 3001), for: "e") == nil)
        #expect(cache.file(for: "d") != nil)
    }
}
