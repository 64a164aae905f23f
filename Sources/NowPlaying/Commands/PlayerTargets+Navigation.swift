import Commands
import Playback

/// The handlers that move through time and the queue: each decided by a small pure part
/// (`SeekPlan`, `PlayQueue`) and carried out on the players here.
extension PlayerTargets {
    func seekContent(by offset: Double) throws(MPVError) -> RemoteCommandStatus {
        // From where the last seek lands: skips in a burst add up before mpv has carried one out.
        guard let entry = session.currentItem, let media = session.playback.shownMediaTime ?? session.playback.playerMediaTime else {
            return .noActionableNowPlayingItem
        }
        return try seekContent(to: max(0, entry.timeline.contentTime(atMedia: media) + offset))
    }

    func seekContent(to position: Double) throws(MPVError) -> RemoteCommandStatus {
        guard let entry = session.currentItem, let media = session.playback.playerMediaTime else {
            return .noActionableNowPlayingItem
        }
        let plan = SeekPlan.content(position, from: media, in: entry, duration: session.playback.item.mediaDuration) {
            self.session.interstitials.constraining(in: entry, from: $0, to: $1)
        }
        return try carryOut(plan)
    }

    /// A share of the item's content length (ads not counted); refused while the length is not known.
    func seekContent(toPercent share: Double) throws(MPVError) -> RemoteCommandStatus {
        guard let entry = session.currentItem else { return .noActionableNowPlayingItem }
        let item = session.playback.item
        guard !item.isLive, let media = item.mediaDuration, media > 0 else {
            return .commandFailed(SeekTarget.unknownLength)
        }
        return try seekContent(to: entry.timeline.contentDuration(mediaDuration: media) * share / 100)
    }

    func chapter(step: Int) throws(MPVError) -> RemoteCommandStatus {
        let chapters = session.playback.item.chapters
        guard let media = session.playback.playerMediaTime, !chapters.isEmpty else { return .noSuchContent }
        return try carryOut(SeekPlan.chapter(step: step, from: media, starts: chapters.map(\.time)))
    }

    private func carryOut(_ plan: SeekPlan) throws(MPVError) -> RemoteCommandStatus {
        switch plan {
        case .refusedInAd: return .disabled(CommandRules.adSkipReason)
        case let .interstitialFirst(index, target): session.present(index, pendingSeek: target)
        // Past the end is a step to the next item, as `next` is: a paused player stays paused.
        case .nextItem: session.advance(paused: session.state == .paused)
        case let .seek(target): try session.playback.seek(to: target)
        }
        return .success
    }

    /// Back to the start of the item after its first 3 seconds, else the item before.
    func previous() throws(MPVError) {
        guard let entry = session.currentItem else { return session.start(max(0, session.queue.count - 1)) }
        let before = session.queue.previous
        let now = session.playback.playerMediaTime.map(entry.timeline.contentTime(atMedia:))
        if let now, now > 3 || before == nil {
            try session.playback.seek(to: 0)
        } else if let before {
            session.start(before, paused: session.state == .paused)
        }
    }

    func skipAd() throws(MPVError) -> RemoteCommandStatus {
        if session.interstitials.presenting != nil {
            session.finishInterstitial(skipped: true)
            return .success
        }
        guard let media = session.playback.playerMediaTime, let ad = session.currentItem?.timeline.ad(atMedia: media) else {
            return .noSuchContent
        }
        try session.playback.seek(to: ad.end)
        return .success
    }

    func pressAction() throws(MPVError) -> RemoteCommandStatus {
        let item = session.playback.item
        guard let media = session.playback.playerMediaTime, let action = item.actions.first(where: { $0.isVisible(atMedia: media) })
        else { return .noSuchContent }
        if let duration = item.mediaDuration, action.end >= duration - 0.05 {
            session.advance(paused: session.state == .paused)
        } else {
            try session.playback.seek(to: action.end)
        }
        return .success
    }

    /// Plays the item at a 0-based index of the queue, from a content time when one is given
    /// (this once: the item keeps its own start time).
    func playItem(at index: Int, from time: Double? = nil) -> RemoteCommandStatus {
        guard session.queue.items.indices.contains(index) else { return .noSuchContent }
        session.queue.noteSuccess()
        guard let time else {
            session.start(index)
            return .success
        }
        let entry = session.queue.items[index]
        session.queue.update(at: index) { $0.startTime = entry.timeline.mediaTime(atContent: time) }
        session.start(index)
        session.queue.update(at: index) { $0.startTime = entry.startTime }
        return .success
    }

    /// Gives the items from one 0-based index to another (both included) a priority, 0 to 255.
    func setPriority(_ priority: Int, from: Int, to: Int) -> RemoteCommandStatus {
        let queue = session.queue
        guard (0...255).contains(priority) else { return .commandFailed("A priority is a whole number from 0 to 255") }
        guard from <= to, queue.items.indices.contains(from), queue.items.indices.contains(to) else {
            return .commandFailed("There are no items \(from + 1) to \(to + 1): the queue has \(QueueEditor.items(queue.count))")
        }
        for index in from...to { session.queue.update(at: index) { $0.priority = priority } }
        session.queue.noteShownChange()
        return .success
    }

    /// Removes the item at a 0-based index; removing the one playing goes on with the next.
    func removeItem(at index: Int) -> RemoteCommandStatus {
        guard session.queue.items.indices.contains(index) else { return .noSuchContent }
        let title = session.titles.title(session.queue.items[index], reading: false)
        switch session.queue.remove(at: index) {
        case .other: break
        case let .current(next?): session.start(next)
        case .current(nil): session.finishQueue()
        }
        session.infoCenter.post(feedback: "Removed '\(title)'")
        return .success
    }

    /// Puts the items from one 0-based index to another (both included) in a random order.
    func shuffleItems(from: Int, to: Int) -> RemoteCommandStatus {
        let queue = session.queue
        guard from <= to, queue.items.indices.contains(from), queue.items.indices.contains(to) else {
            return .commandFailed("There are no items \(from + 1) to \(to + 1) to shuffle: the queue has \(QueueEditor.items(queue.count))")
        }
        session.queue.shuffleItems(from...to, using: &session.shuffleGenerator)
        return .success
    }

    /// Moves the item at a 0-based index so that it is at another.
    func moveItem(from: Int, to: Int) -> RemoteCommandStatus {
        let queue = session.queue
        let items = queue.count == 1 ? "1 item" : "\(queue.count) items"
        guard queue.items.indices.contains(from) else {
            return .commandFailed("There is no item \(from + 1) to move: the queue has \(items)")
        }
        guard queue.items.indices.contains(to) else {
            return .commandFailed("There is no place \(to + 1) to move to: the queue has \(items)")
        }
        session.queue.move(from: from, to: to)
        return .success
    }
}
