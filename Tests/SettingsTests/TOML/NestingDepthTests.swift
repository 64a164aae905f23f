import Testing
@testable import Settings

/// Deep keys are one error with its place, never a crash: before the limit, a 10,000-part
/// dotted key or table name ran the recursive tree code out of stack (SIGSEGV, the test run ended).
@Suite struct NestingDepthTests {
    private func configError(_ text: String) -> String {
        guard case let .failure(errors) = Config.parse(text: text, path: "c.toml") else { return "parsed" }
        return errors.description
    }

    private func parts(_ count: Int) -> String {
        Array(repeating: "a", count: count).joined(separator: ".")
    }

    private let message = "tables and arrays nest deeper than 100 levels here (dotted keys and table names count each part)"

    @Test func aTenThousandPartDottedKeyIsOneErrorAtItsHundredthDot() {
        #expect(configError(parts(10_000) + " = 1\n") == "c.toml:1:200: \(message)")
    }

    @Test func aTenThousandPartTableNameIsOneError() {
        #expect(configError("[" + parts(10_000) + "]\nx = 1\n") == "c.toml:1:201: \(message)")
        #expect(configError("[[" + parts(10_000) + "]]\n") == "c.toml:1:202: \(message)")
    }

    @Test func aSidecarWithADeepKeyIsOneError() {
        guard case let .failure(errors) = Sidecar.parse(text: "[metadata]\n" + parts(10_000) + " = 1\n", path: "s.toml") else {
            Issue.record("parsed")
            return
        }
        #expect(errors.description == "s.toml:2:198: \(message)")
    }

    @Test func theTableNameAndTheKeyCountTogether() {
        #expect(configError("[" + parts(60) + "]\n" + parts(50) + " = 1\n") == "c.toml:2:80: \(message)")
    }

    @Test func inlineTablesAndArraysCountWithTheirKeys() {
        let inline = "x = " + String(repeating: "{ a.b = ", count: 50) + "1" + String(repeating: " }", count: 50) + "\n"
        #expect(configError(inline).hasPrefix("c.toml:1:"), "\(configError(inline))")
        #expect(configError(inline).hasSuffix(message))
        let arrays = "x = " + String(repeating: "[", count: 150) + String(repeating: "]", count: 150) + "\n"
        #expect(configError(arrays) == "c.toml:1:105: \(message)")
    }

    @Test func aHundredLevelsStillParse() {
        // Accepted by the precheck: the error is the config's own (an unknown table), not the depth.
        let error = configError(parts(100) + " = 1\n")
        #expect(!error.contains("nest deeper"), "\(error)")
        let diagnostics = Diagnostics(path: "d.toml")
        let text = "[" + parts(50) + "]\n" + parts(48) + " = [1, 2.5, { b = \"c.d\" }]\n'x.y'.z = 1.5\n"
        #expect(TOMLDocument.parse(text, diagnostics: diagnostics) != nil)
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
    }
}
