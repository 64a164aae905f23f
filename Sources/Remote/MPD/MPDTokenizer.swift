/// Splits a request line into a command's name and its arguments as MPD's `Tokenizer.cxx` and
/// `command_process` do, with their words for each mistake: any byte up to a space is a
/// separator, an argument is a bare word or a quoted string with `\` escaping the next byte,
/// and at most 63 arguments are taken.
enum MPDTokenizer {
    /// A line split into a command.
    struct Request: Equatable {
        let name: String
        let arguments: [String]
    }

    /// Why a line is not a request: MPD's `ACK` for it, and whether the connection then closes
    /// (a command name MPD cannot read means the client does not speak its protocol).
    struct Failure: Error, Equatable {
        let error: MPDError
        let closesConnection: Bool
    }

    /// `COMMAND_ARGV_MAX` in MPD: two plus two per tag type. MPD checks it before reading each
    /// argument, so the 64th argument is already refused.
    static let argumentSlots = 2 + 2 * MPDTag.allCases.count

    /// Splits `line` (its line break and trailing spaces removed).
    static func split(_ line: ArraySlice<UInt8>) throws(Failure) -> Request {
        var input = line
        let name = try word(&input)
        var arguments: [String] = []
        while true {
            guard arguments.count < argumentSlots else {
                throw Failure(error: MPDError(.argument, "Too many arguments"), closesConnection: false)
            }
            guard let argument = try parameter(&input) else { break }
            arguments.append(argument)
        }
        return Request(name: name, arguments: arguments)
    }

    /// MPD's `IsWhitespaceFast`: every byte up to a space, control characters included.
    private static func isSeparator(_ byte: UInt8) -> Bool { byte <= 0x20 }

    private static func skipSeparators(_ input: inout ArraySlice<UInt8>) {
        while let first = input.first, isSeparator(first) { input.removeFirst() }
    }

    private static func fail(_ message: String, closing: Bool = false) -> Failure {
        Failure(error: MPDError(.unknown, message), closesConnection: closing)
    }

    /// The command's name: a letter, then letters, digits and `_`.
    private static func word(_ input: inout ArraySlice<UInt8>) throws(Failure) -> String {
        guard let first = input.first else { throw fail("No command given", closing: true) }
        guard isLetter(first) else { throw fail("Letter expected", closing: true) }
        var end = input.startIndex
        while end < input.endIndex, !isSeparator(input[end]) {
            let byte = input[end]
            guard isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_") else {
                throw fail("Invalid word character", closing: true)
            }
            end += 1
        }
        let name = String(decoding: input[..<end], as: UTF8.self)
        input = input[end...]
        skipSeparators(&input)
        return name
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
    }

    /// The next argument, nil at the end of the line.
    private static func parameter(_ input: inout ArraySlice<UInt8>) throws(Failure) -> String? {
        guard let first = input.first else { return nil }
        return first == UInt8(ascii: "\"") ? try quoted(&input) : try unquoted(&input)
    }

    private static func unquoted(_ input: inout ArraySlice<UInt8>) throws(Failure) -> String {
        var end = input.startIndex
        while end < input.endIndex, !isSeparator(input[end]) {
            guard input[end] != UInt8(ascii: "\""), input[end] != UInt8(ascii: "'") else {
                throw fail("Invalid unquoted character")
            }
            end += 1
        }
        let value = String(decoding: input[..<end], as: UTF8.self)
        input = input[end...]
        skipSeparators(&input)
        return value
    }

    private static func quoted(_ input: inout ArraySlice<UInt8>) throws(Failure) -> String {
        var bytes: [UInt8] = []
        var index = input.index(after: input.startIndex)
        while true {
            guard index < input.endIndex else { throw fail("Missing closing '\"'") }
            var byte = input[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < input.endIndex else { throw fail("Missing closing '\"'") }
                byte = input[index]
            }
            bytes.append(byte)
            index += 1
        }
        index += 1
        guard index == input.endIndex || isSeparator(input[index]) else {
            throw fail("Space expected after closing '\"'")
        }
        input = input[index...]
        skipSeparators(&input)
        return String(decoding: bytes, as: UTF8.self)
    }
}
