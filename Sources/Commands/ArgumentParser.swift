/// Reads what follows a word of the vocabulary, as its entry says it must be.
struct ArgumentParser {
    /// What was read.
    enum Value: Equatable {
        case none
        case number(Double?)
        case whole(Int, Int)
        case times(Double, Double)
        case word(String?)
        case text(String)
        case sleep(SleepTimerRequest)
        case numbered(Int, String)
        case numberedTime(Int, Double?)
        case priority(Int, Int, Int)
        case seek(SeekTarget)
    }

    let entry: Vocabulary.Entry
    let rest: String

    func parse() throws(CommandParseError) -> Value {
        let name = entry.name
        let words = rest.unicodeScalars.split(whereSeparator: Instruction.isBlank).map { String(Substring($0)) }
        switch entry.argument {
        case .none:
            guard words.isEmpty else { throw CommandParseError("'\(name)' takes no argument") }
            return .none
        case .optionalPositive:
            guard let word = try single(words, optional: true) else { return .number(nil) }
            let value = try number(word)
            guard value > 0 else { throw CommandParseError("'\(name)' takes a positive number") }
            return .number(value)
        case let .number(placeholder, minimum, positive):
            guard let word = try single(words, optional: false) else { throw needs(placeholder) }
            let value = try number(word)
            if positive, value <= 0 { throw CommandParseError("'\(name)' takes a positive number") }
            if value < minimum { throw CommandParseError(minimumMessage()) }
            return .number(value)
        case let .whole(placeholder, minimum):
            guard let word = try single(words, optional: false) else { throw needs(placeholder) }
            return .whole(try whole(word, from: minimum), 0)
        case let .twoWhole(placeholder):
            if words.count > 2 { throw CommandParseError("'\(name)' takes two arguments") }
            guard words.count == 2 else { throw needs(placeholder) }
            return .whole(try whole(words[0], from: 1), try whole(words[1], from: 1))
        case let .twoTimes(placeholder):
            if words.count > 2 { throw CommandParseError("'\(name)' takes two arguments") }
            guard words.count == 2 else { throw needs(placeholder) }
            let from = try time(words[0]), to = try time(words[1])
            guard to > from else { throw CommandParseError("'\(name)' needs an end after its start") }
            return .times(from, to)
        case let .optionalChoice(choices):
            guard let word = try single(words, optional: true) else { return .word(nil) }
            guard choices.contains(word) else {
                throw CommandParseError("'\(name)' takes \(choices.map { "'\($0)'" }.joined(separator: ", ")), got '\(word)'")
            }
            return .word(word)
        case let .rest(placeholder):
            guard !rest.isEmpty else { throw needs(placeholder) }
            return .text(rest)
        case .optionalRest:
            return .text(rest)
        case let .wholeAndRest(placeholder):
            let number = rest.unicodeScalars.prefix { !Instruction.isBlank($0) }
            let name = rest.unicodeScalars[number.endIndex...].drop(while: Instruction.isBlank)
            guard !number.isEmpty, !name.isEmpty else { throw needs(placeholder) }
            return .numbered(try whole(String(Substring(number)), from: 1), String(Substring(name)))
        case let .wholeAndTime(placeholder):
            if words.count > 2 { throw CommandParseError("'\(name)' takes at most two arguments") }
            guard let first = words.first else { throw needs(placeholder) }
            return .numberedTime(try whole(first, from: 1), try words.dropFirst().first.map(time))
        case let .priority(placeholder):
            if words.count > 3 { throw CommandParseError("'\(name)' takes three arguments") }
            guard words.count == 3 else { throw needs(placeholder) }
            let priority = try whole(words[0], from: 0)
            guard priority <= 255 else { throw CommandParseError("'\(name)' takes a priority from 0 to 255") }
            return .priority(priority, try whole(words[1], from: 1), try whole(words[2], from: 1))
        case let .seekTarget(placeholder):
            guard let word = try single(words, optional: false) else { throw needs(placeholder) }
            do throws(CommandParseError) {
                return .seek(try SeekTarget(parsing: word))
            } catch {
                throw CommandParseError("'\(name)': \(error.message)")
            }
        case .sleep:
            guard let word = try single(words, optional: false) else { throw needs("a duration (30m, 90s, 1h) or a word") }
            guard let request = SleepTimerRequest(text: word) else {
                throw CommandParseError("'\(name)' takes a duration like 30m, 90s or 1h30m, or end-of-item, end-of-chapter "
                    + "or off, got '\(word)'")
            }
            return .sleep(request)
        }
    }

    private func single(_ words: [String], optional: Bool) throws(CommandParseError) -> String? {
        guard words.count <= 1 else { throw CommandParseError("'\(entry.name)' takes one argument") }
        return words.first
    }

    private func needs(_ placeholder: String) -> CommandParseError {
        CommandParseError("'\(entry.name)' needs \(placeholder)")
    }

    private func number(_ word: String) throws(CommandParseError) -> Double {
        guard let value = Double(word), value.isFinite else {
            throw CommandParseError("'\(entry.name)' takes a number, got '\(word)'")
        }
        return value
    }

    /// Clock time ("1:30") or seconds; a plain number also in the exponent form `Command.text`
    /// writes very small or large ones in, so that every command reads back as itself.
    private func time(_ word: String) throws(CommandParseError) -> Double {
        guard let value = ClockTime.seconds(word) ?? Double(word).flatMap({ $0.isFinite && $0 >= 0 ? $0 : nil }) else {
            throw CommandParseError("'\(entry.name)' takes times like 90 or 1:30, got '\(word)'")
        }
        return value
    }

    private func whole(_ word: String, from lowest: Int) throws(CommandParseError) -> Int {
        let value = try number(word)
        guard value == value.rounded(), value >= Double(lowest), value < 1e9 else {
            throw CommandParseError("'\(entry.name)' takes a whole number of \(lowest) or more")
        }
        return Int(value)
    }

    private func minimumMessage() -> String {
        switch entry.name {
        case "volume": "'volume' takes a percentage of 0 or more"
        default: "'\(entry.name)' takes a number of 0 or more"
        }
    }
}
