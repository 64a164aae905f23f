extension NowPlayingInfo {
    /// Whether `new` says more than this snapshot does: anything but the extrapolated time
    /// differs, or the time jumped more than `tolerance` away from where extrapolation puts it
    /// (a seek), or the sleep timer's time left did. Only such a snapshot is worth publishing.
    public func isDiscontinuity(to new: NowPlayingInfo, tolerance: Double) -> Bool {
        var a = self, b = new
        let expected = mediaElapsed(at: new.uptime)
        let expectedSleep = sleepRemaining(at: new.uptime), newSleep = new.sleepTimer?.remaining
        a.sleepTimer?.remaining = nil; b.sleepTimer?.remaining = nil
        a.mediaElapsed = nil; b.mediaElapsed = nil
        a.uptime = 0; b.uptime = 0
        a.timestamp = 0; b.timestamp = 0
        a.ad = a.ad.map { AdProgress(range: $0.range, elapsed: 0) }
        b.ad = b.ad.map { AdProgress(range: $0.range, elapsed: 0) }
        a.interstitial = a.interstitial.map { $0.withoutTime }
        b.interstitial = b.interstitial.map { $0.withoutTime }
        // The other session's time is moved on to each snapshot's: only a jump of it counts.
        let otherExpected = pictureInPicture?.elapsed(at: new.uptime, snapshotUptime: uptime)
        a.pictureInPicture?.elapsed = nil
        b.pictureInPicture?.elapsed = nil
        if a != b { return true }
        switch (otherExpected, new.pictureInPicture?.elapsed) {
        case (nil, nil): break
        case let (e?, n?): if abs(e - n) > tolerance { return true }
        default: return true
        }
        switch (expectedSleep, newSleep) {
        case (nil, nil): break
        case let (e?, n?): if abs(e - max(0, n)) > tolerance { return true }
        default: return true
        }
        switch (expected, new.mediaElapsed) {
        case (nil, nil): return false
        case let (e?, n?): return abs(e - n) > tolerance
        default: return true
        }
    }
}
