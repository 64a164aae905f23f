/// The candidate nearest to `word` by edit distance, if one is near enough to be a typo.
/// A candidate whose length is further from the word's than the limit cannot be near enough,
/// and is not measured: a 1 MB value took a second per candidate list, in the config's messages.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    let length = word.count
    let limit = max(2, length / 3)
    let scored = candidates.filter { abs($0.count - length) <= limit }
        .map { ($0, editDistance(word, $0)) }.filter { $0.1 <= limit }
    return scored.min { $0.1 < $1.1 }?.0
}

/// Levenshtein distance over characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
