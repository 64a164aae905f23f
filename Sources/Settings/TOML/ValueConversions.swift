import Commands
import Locations

/// The conversions that settings files share: numbers in ranges, flags, strings and arrays of them.
///
/// Each throws ``ValueProblem/mismatch(found:at:suggestion:)`` naming the type when the type is
/// wrong, and the value when the type is right but the value is not.
enum Convert {
    /// Any finite integer or float.
    static func number(_ node: TOMLNode) throws(ValueProblem) -> Double {
        guard let number = node.number else { throw .mismatch(found: node.typeName, at: nil) }
        guard number.isFinite else { throw .mismatch(found: node.literal, at: nil) }
        return number
    }

    /// A number greater than zero.
    static func positive(_ node: TOMLNode) throws(ValueProblem) -> Double {
        let value = try number(node)
        guard value > 0 else { throw .mismatch(found: node.literal, at: nil) }
        return value
    }

    /// A number of zero or more.
    static func nonNegative(_ node: TOMLNode) throws(ValueProblem) -> Double {
        let value = try number(node)
        guard value >= 0 else { throw .mismatch(found: node.literal, at: nil) }
        return value
    }

    /// An integer of zero or more.
    static func count(_ node: TOMLNode) throws(ValueProblem) -> Int {
        guard case let .integer(value) = node.value else { throw .mismatch(found: node.literal, at: nil) }
        guard value >= 0 else { throw .mismatch(found: node.literal, at: nil) }
        return value
    }

    /// true or false.
    static func boolean(_ node: TOMLNode) throws(ValueProblem) -> Bool {
        guard case let .boolean(value) = node.value else { throw .mismatch(found: node.typeName, at: nil) }
        return value
    }

    /// One of `Choice`'s words (case ignored unless `exactCase`), with the closest one suggested
    /// for a word that is not one of them.
    static func choice<Choice: CaseIterable & RawRepresentable>(_ node: TOMLNode, exactCase: Bool = false)
        throws(ValueProblem) -> Choice where Choice.RawValue == String {
        guard case let .string(text) = node.value else { throw .mismatch(found: node.typeName, at: nil) }
        if let choice = Choice(rawValue: exactCase ? text : text.lowercased()) { return choice }
        throw .mismatch(found: node.literal, at: nil, suggestion: closestMatch(to: text, in: Choice.allCases.map(\.rawValue)))
    }

    /// Any string.
    static func string(_ node: TOMLNode) throws(ValueProblem) -> String {
        guard let text = node.string else { throw .mismatch(found: node.typeName, at: nil) }
        return text
    }

    /// A path or URL written in a sidecar, a relative path resolved against `directory`; refused
    /// when a sidecar may not name it (`LocationRule`: a downloaded sidecar is no person's own).
    static func sidecarLocation(_ node: TOMLNode, relativeTo directory: String) throws(ValueProblem) -> String {
        let location = FilePaths.resolve(try nonEmptyString(node), relativeTo: directory)
        if let refusal = LocationRule.check(location, from: .sidecar) { throw .message(refusal.description, at: nil) }
        return location
    }

    /// A string with something in it.
    static func nonEmptyString(_ node: TOMLNode) throws(ValueProblem) -> String {
        let text = try string(node)
        guard !text.isEmpty else { throw .mismatch(found: "an empty string", at: nil) }
        return text
    }

    /// An array whose elements all convert; a refused element is reported at its own position.
    static func array<Element>(
        _ node: TOMLNode, allowEmpty: Bool = true,
        _ element: (TOMLNode) throws(ValueProblem) -> Element
    ) throws(ValueProblem) -> [Element] {
        guard let elements = node.elements else { throw .mismatch(found: node.typeName, at: nil) }
        guard allowEmpty || !elements.isEmpty else { throw .mismatch(found: "an empty array", at: nil) }
        var result: [Element] = []
        for item in elements {
            do throws(ValueProblem) {
                result.append(try element(item))
            } catch {
                throw error.placed(at: item.valuePosition)
            }
        }
        return result
    }
}
