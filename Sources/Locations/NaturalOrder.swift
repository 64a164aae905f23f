/// The order a person expects of names: "Track 2" before "Track 10".
public enum NaturalOrder {
    /// Runs of digits compare as numbers, the rest case-insensitively.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        Key(a) < Key(b)
    }

    /// `values` in the natural order of their names, each name's key made once: a folder of
    /// 1,000 files took 50 ms to sort when every comparison looked up Unicode properties and
    /// lowercased scalar by scalar again.
    public static func sorted<Value>(_ values: [Value], by name: (Value) -> String) -> [Value] {
        values.map { (key: Key(name($0)), value: $0) }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// A name as it compares: its runs of digits as numbers, the rest lowercased, scalar by scalar.
    public struct Key: Comparable, Sendable {
        /// A lowercased scalar, or a run of digits: its value, and its first digit's scalar,
        /// which is what it compares as against a letter.
        struct Part: Sendable {
            let scalar: UInt32
            let number: Double?
        }

        let parts: [Part]

        /// The key of `name`.
        public init(_ name: String) {
            var parts: [Part] = []
            parts.reserveCapacity(name.utf8.count)
            var scalars = name.unicodeScalars.makeIterator()
            var next = scalars.next()
            while let scalar = next {
                guard let digit = Self.digit(scalar) else {
                    Self.appendLowercased(scalar, to: &parts)
                    next = scalars.next()
                    continue
                }
                var value = Double(digit)
                next = scalars.next()
                while let following = next, let more = Self.digit(following) {
                    value = value * 10 + Double(more)
                    next = scalars.next()
                }
                parts.append(Part(scalar: scalar.value, number: value))
            }
            self.parts = parts
        }

        /// A scalar's value as a decimal digit (any script's), nil for anything else.
        private static func digit(_ scalar: Unicode.Scalar) -> Int? {
            if scalar.isASCII {
                return (0x30...0x39).contains(scalar.value) ? Int(scalar.value - 0x30) : nil
            }
            guard scalar.properties.numericType != nil, let value = scalar.properties.numericValue, value < 10 else {
                return nil
            }
            return Int(value)
        }

        private static func appendLowercased(_ scalar: Unicode.Scalar, to parts: inout [Part]) {
            if scalar.isASCII {
                let value = (0x41...0x5A).contains(scalar.value) ? scalar.value + 0x20 : scalar.value
                parts.append(Part(scalar: value, number: nil))
                return
            }
            for lowered in scalar.properties.lowercaseMapping.unicodeScalars {
                parts.append(Part(scalar: lowered.value, number: nil))
            }
        }

        public static func < (a: Key, b: Key) -> Bool {
            for (p, q) in zip(a.parts, b.parts) {
                if let m = p.number, let n = q.number {
                    if m != n { return m < n }
                } else if p.scalar != q.scalar {
                    return p.scalar < q.scalar
                }
            }
            return a.parts.count < b.parts.count
        }

        public static func == (a: Key, b: Key) -> Bool {
            !(a < b) && !(b < a)
        }
    }
}
