import Foundation
import Testing
import TestSupport

/// The crash test: the real player killed with SIGKILL at random moments while a client edits
/// its queue through the control socket (`remote add`, `add-next`, `remove`, `move`, `next`),
/// restarted each time with nothing named; every restored session must hold every edit the
/// client saw acknowledged (the one in flight at the kill may or may not be there), the
/// current item with it, and a paused item's exact place. `PLAYDECK_SESSION_KILLS` asks for
/// more rounds (`make bench`'s variant runs hundreds).
@Suite struct SessionCrashTests {
    /// The client's view: the queue's paths, the current index, and how many items were put
    /// next since the current one started (`PlayQueue.insertNext`).
    struct Model: Equatable {
        var paths: [String]
        var current: Int?
        var placedNext = 0
    }

    enum Edit {
        case add(String), addNext(String), remove(Int), move(Int, Int), next

        var arguments: [String] {
            switch self {
            case let .add(path): ["add", path]
            case let .addNext(path): ["add-next", path]
            case let .remove(index): ["remove", String(index + 1)]
            case let .move(from, to): ["move", String(from + 1), String(to + 1)]
            case .next: ["next"]
            }
        }

        /// Whether it starts an item playing.
        func startsPlaying(_ model: Model) -> Bool {
            switch self {
            case .next: true
            case .add, .addNext: model.current == nil
            case let .remove(index): index == model.current
            case .move: false
            }
        }

        /// The queue once the player took it in (unshuffled, no repeat).
        func applied(to model: Model) -> Model {
            var model = model
            switch self {
            case let .add(path):
                model.paths.append(path)
                if model.current == nil { (model.current, model.placedNext) = (model.paths.count - 1, 0) }
            case let .addNext(path):
                guard let current = model.current else { return Edit.add(path).applied(to: model) }
                model.paths.insert(path, at: min(current + 1 + model.placedNext, model.paths.count))
                model.placedNext += 1
            case let .remove(index):
                model.paths.remove(at: index)
                model.placedNext = 0
                if let current = model.current {
                    if index == current {
                        model.current = index < model.paths.count ? index : nil
                    } else if current > index {
                        model.current = current - 1
                    }
                }
            case let .move(from, to):
                // A move to where the item is changes nothing, not even what add-next counts.
                guard from != to else { return model }
                model.paths.insert(model.paths.remove(at: from), at: to)
                model.placedNext = 0
                model.current = model.current.map { current in
                    if current == from { return to }
                    if from < to, current > from, current <= to { return current - 1 }
                    if to < from, current >= to, current < from { return current + 1 }
                    return current
                }
            case .next:
                model.current = model.current.flatMap { $0 + 1 < model.paths.count ? $0 + 1 : nil }
                model.placedNext = 0
            }
            return model
        }

        /// A valid edit for `model`, at random.
        static func random(for model: Model, pool: [String], using generator: inout some RandomNumberGenerator) -> Edit {
            let count = model.paths.count
            let path = pool.randomElement(using: &generator) ?? ""
            switch Int.random(in: 0..<10, using: &generator) {
            case 0...2: return .add(path)
            case 3...4: return .addNext(path)
            case 5...6 where count > 2: return .remove(Int.random(in: 0..<count, using: &generator))
            case 7...8 where count > 1: return .move(Int.random(in: 0..<count, using: &generator), Int.random(in: 0..<count, using: &generator))
            case 9 where model.current.map({ $0 + 1 < count }) ?? false: return .next
            default: return .add(path)
            }
        }
    }

    @Test func everyAcknowledgedEditSurvivesSIGKILLAtRandomMoments() throws {
        let rounds = ProcessInfo.processInfo.environment["PLAYDECK_SESSION_KILLS"].flatMap(Int.init) ?? 12
        let world = try TestWorld()
        let pool = try SessionPlayer.items(8, in: world)
        var generator = SystemRandomNumberGenerator()
        var model = Model(paths: Array(pool.prefix(4)), current: 0)
        var pending: Edit?
        var paused: (item: Int, elapsed: Double)?
        var tally = (kills: 0, checked: 0, acknowledged: 0, inFlightApplied: 0, lost: 0)
        for round in 0..<rounds {
            let player = try SessionPlayer.start(round == 0 ? model.paths : [], in: world)
            if round > 0 {
                let restored = try SessionPlayer.queue(in: world)
                let candidates = [model] + (pending.map { [$0.applied(to: model)] } ?? [])
                guard let match = candidates.firstIndex(where: { $0.paths == restored.paths && $0.current == restored.current }) else {
                    Issue.record("round \(round): restored \(restored), acknowledged \(model), in flight \(String(describing: pending))")
                    tally.lost += 1
                    break
                }
                if match == 1 { tally.inFlightApplied += 1 }
                model = Model(paths: restored.paths, current: restored.current)
                tally.checked += 1
                if let current = model.current {
                    let status = try SessionPlayer.waitForStatus(in: world) { $0["state"] as? String == "paused" && $0["elapsed"] != nil }
                    #expect(status["state"] as? String == "paused", "round \(round): a restored session plays by itself")
                    let elapsed = status["elapsed"] as? Double ?? -1
                    if let paused, paused.item == current, match == 0 {
                        #expect(abs(elapsed - paused.elapsed) < 0.05, "round \(round): paused at \(paused.elapsed), restored at \(elapsed)")
                    }
                    paused = (current, elapsed)
                } else {
                    paused = nil
                }
            }
            // The kill comes at a random moment of the edits that follow.
            let killer = Thread { [pid = player.pid] in
                Thread.sleep(forTimeInterval: Double.random(in: 0.05...1.2))
                kill(pid, SIGKILL)
            }
            killer.start()
            pending = nil
            while player.isRunning {
                let edit = Edit.random(for: model, pool: pool, using: &generator)
                guard (try? world.run(["remote"] + edit.arguments).status) == 0 else {
                    pending = edit
                    break
                }
                tally.acknowledged += 1
                if edit.startsPlaying(model) { paused = nil }
                model = edit.applied(to: model)
            }
            #expect(player.waitForExit() != nil, "round \(round): the player outlived its kill")
            tally.kills += 1
        }
        print("session crash test: \(tally.kills) kills, \(tally.checked) sessions checked, \(tally.acknowledged) edits acknowledged, "
              + "\(tally.inFlightApplied) in-flight edits found applied, \(tally.lost) sessions that lost an acknowledged edit")
    }
}
