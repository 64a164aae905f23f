/// What a person typed to find tracks: words, each matched at the start of a word of the
/// title, artist or album (Chinese, Japanese and Korean text from three characters anywhere
/// inside them), all of which must match. `artist:Seeds album:"Wind River"` limits a word to one field.
public struct LibraryQuery: Sendable, Equatable {
    /// The fields a word can be limited to.
    public enum Field: String, Sendable, CaseIterable {
        /// The title.
        case title
        /// The track's artist.
        case artist
        /// The album.
        case album
    }

    /// One word, or one quoted phrase, and the field it is limited to.
    public struct Term: Sendable, Equatable {
        /// The field, or nil for any.
        public var field: Field?
        /// The text as typed.
        public var text: String
    }

    /// The words, in order.
    public let terms: [Term]

    /// Splits `text` at spaces outside double quotes; `field:` before a word limits it.
    public init(_ text: String) {
        var terms: [Term] = [], current = "", quoted = false, field: Field?
        func finish() {
            if !current.isEmpty { terms.append(Term(field: field, text: current)) }
            current = ""
            field = nil
        }
        for character in text {
            if character == "\"" {
                quoted.toggle()
            } else if !quoted, character.isWhitespace {
                finish()
            } else if !quoted, character == ":", field == nil, let named = Field(rawValue: current.lowercased()) {
                field = named
                current = ""
            } else {
                current.append(character)
            }
        }
        finish()
        self.terms = terms
    }

    /// Whether nothing was typed.
    public var isEmpty: Bool { terms.isEmpty }

    /// The FTS5 expression for the `words` table (unicode61): the term as a prefix.
    static func wordsExpression(_ term: Term) -> String {
        filter(term.field) + quoted(term.text) + "*"
    }

    /// The FTS5 expression for the `grams` table (trigram): the term anywhere in the title,
    /// artist or album (the table's `tags` column is MPD's, not the panel's).
    static func gramsExpression(_ term: Term) -> String {
        (term.field.map { "\($0.rawValue) : " } ?? "{title artist album} : ") + quoted(term.text)
    }

    /// Whether a term is looked for anywhere inside the text (the `grams` table) rather than
    /// at the start of a word: three characters or more of a script written without spaces
    /// between words (Han, kana, Hangul…). Fewer than three are matched at the start of a word,
    /// which a trigram index cannot do below three.
    static func needsGrams(_ term: Term) -> Bool {
        term.text.unicodeScalars.count >= 3 && term.text.unicodeScalars.contains { $0.value >= 0x2E80 }
    }

    private static func filter(_ field: Field?) -> String {
        field.map { "\($0.rawValue) : " } ?? ""
    }

    /// A string FTS5 takes as one phrase, whatever punctuation it holds (the parser has taken
    /// out every double quote, the one character a phrase cannot hold as it is).
    private static func quoted(_ text: String) -> String {
        "\"" + text + "\""
    }
}
