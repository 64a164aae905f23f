/// The order a person expects of names: "Track 2" before "Track 10".
public enum NaturalOrder {
    /// Runs of digits compare as numbers, the rest case-insensitively.
    public static func precedes(_ a: String, _ b: String) -> Bool {
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
