import Foundation
import Testing

/// A script of commands run through the real `playground` (its supervisor, guardian and worker, as a
/// learner runs it), each command's answer kept apart: the echoed prompt line starts each one.
struct LiveCellSession {
    let folder: URL
    var extra: [String: String] = [:]

    init(extra: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "live-cells-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.extra = extra
    }

    /// A session in a folder the caller made and removes (its home and TMPDIR).
    init(folder: URL, extra: [String: String] = [:]) {
        self.folder = folder
        self.extra = extra
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    struct Ran {
        /// Each command's answer, in order (the echo line left out).
        var answers: [String]
        var errors: String
        var status: Int32
        var output: String

        subscript(_ index: Int) -> String { index < answers.count ? answers[index] : "(no answer \(index): \(output))" }
    }

    /// Runs `commands` in one session; the temporary folder is the session's own (TMPDIR).
    func run(_ commands: [String]) throws -> Ran {
        var environment = PlaygroundBinary.environment(stateHome: folder, extra: ["TMPDIR": folder.path])
        environment.merge(extra) { $1 }
        let result = try PlaygroundBinary.run([], input: commands.joined(separator: "\n") + "\n", environment: environment)
        return Ran(answers: Self.answers(result.output, commands: commands), errors: result.errors, status: result.status, output: result.output)
    }

    /// Splits a script's output at each command's echo (`<prompt><command>`; a script echoes at
    /// most 200 characters of a line, so the first 150 are looked for).
    static func answers(_ output: String, commands: [String]) -> [String] {
        func echo(_ command: String) -> String {
            "> " + String((command.split(separator: "\n").first.map(String.init) ?? command).prefix(150))
        }
        var answers: [String] = []
        var rest = Substring(output)
        for (index, command) in commands.enumerated() {
            guard let found = rest.range(of: echo(command)), let lineEnd = rest[found.upperBound...].firstIndex(of: "\n") else { break }
            rest = rest[rest.index(after: lineEnd)...]
            if index + 1 < commands.count, let next = rest.range(of: echo(commands[index + 1])) {
                // The answer ends at the start of the line holding the next echo.
                let lineStart = rest[..<next.lowerBound].lastIndex(of: "\n").map { rest.index(after: $0) } ?? rest.startIndex
                answers.append(String(rest[..<lineStart]))
                rest = rest[lineStart...]
                continue
            }
            answers.append(String(rest))
            rest = rest[rest.endIndex...]
        }
        return answers
    }
}
