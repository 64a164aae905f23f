import Locations
import Testing

@Suite struct NaturalOrderTests {
    @Test func digitRunsCompareAsNumbersAndCaseIsIgnored() {
        let sorted = ["track 10", "Track 2", "track 1", "Track 02b", "alpha"].sorted(by: NaturalOrder.precedes)
        #expect(sorted == ["alpha", "track 1", "Track 2", "Track 02b", "track 10"])
    }

    @Test func digitsOfOtherScriptsAreNumbersAndAccentedCapitalsLowercase() {
        #expect(NaturalOrder.precedes("Disc ٣", "Disc 10"), "Arabic-Indic three is 3")
        #expect(!NaturalOrder.precedes("Élan", "élan") && !NaturalOrder.precedes("élan", "Élan"))
        #expect(NaturalOrder.sorted(["b", "Ä", "a"]) { $0 } == ["a", "b", "Ä"])
    }

    /// The keys made once order names as comparing them scalar by scalar did (the reference
    /// below is the comparison PlayDeck used before keys), over names mixing digits, cases,
    /// accents and other scripts.
    @Test func keysOrderAsTheScalarByScalarComparison() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbBzZ0123456789 -_.éÉßİ٣²".unicodeScalars)
        for _ in 0..<2000 {
            let names = (0..<2).map { _ in
                String(String.UnicodeScalarView((0..<Int.random(in: 0...8, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator) ?? "a"
                }))
            }
            #expect(NaturalOrder.precedes(names[0], names[1]) == Self.reference(names[0], names[1]), "\(names)")
        }
    }

    static func reference(_ a: String, _ b: String) -> Bool {
        var i = a.unicodeScalars.makeIterator(), j = b.unicodeScalars.makeIterator()
        var x = i.next(), y = j.next()
        while let p = x, let q = y {
            if p.properties.numericType != nil, q.properties.numericType != nil,
               let pd = p.properties.numericValue, let qd = q.properties.numericValue, pd < 10, qd < 10 {
                var m = 0.0, n = 0.0
                while let c = x, let d = c.properties.numericValue, c.properties.numericType != nil, d < 10 {
                    m = m * 10 + d; x = i.next()
                }
                while let c = y, let d = c.properties.numericValue, c.properties.numericType != nil, d < 10 {
                    n = n * 10 + d; y = j.next()
                }
                if m != n { return m < n }
                continue
            }
            let lp = p.properties.lowercaseMapping, lq = q.properties.lowercaseMapping
            if lp != lq { return lp < lq }
            x = i.next(); y = j.next()
        }
        return x == nil && y != nil
    }
}
