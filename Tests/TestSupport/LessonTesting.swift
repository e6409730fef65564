import PlaygroundKit
import Testing

extension ScriptedShell {
    /// A shell whose catalog holds only `lesson`, with that lesson open.
    public convenience init(opening lesson: any Lesson.Type) {
        self.init(catalog: Catalog([lesson]))
        send("open \(lesson.id)")
    }
}

extension Shell.Response {
    /// What a step printed: the indented lines after its `── output` rule, without the four-space
    /// indent; the shell's own line under them (which steps go deeper) is not part of it.
    public var stepOutput: String {
        let text = self.text.plain
        guard let range = text.range(of: "── output\n") else { return "" }
        let lines = text[range.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        var kept = Array(lines.prefix { $0.isEmpty || $0.hasPrefix("    ") })
        if kept.count < lines.count { kept.append("") }  // the newline that ended the output
        return kept.map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
    }
}

extension ScriptedShell {
    /// Sends `setup` (each line must succeed, checked at the caller's location), then `line`;
    /// returns what `line` printed and whether it failed. The lesson command tests' workhorse.
    public func run(
        _ line: String, after setup: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (text: String, failed: Bool) {
        for earlier in setup {
            #expect(!send(earlier).failed, "setup '\(earlier)' failed", sourceLocation: sourceLocation)
        }
        let response = send(line)
        return (response.text.plain, response.failed)
    }
}
