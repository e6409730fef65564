import Foundation
import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// The README's table of the shell's commands names only commands there are, with the aliases the
/// shell takes, and every built-in has a row (issue 37: it told learners to type `resume` when no
/// such command existed).
@Suite struct ReadmeCommandTests {
    /// The table's rows: the command (its first word) and the aliases of the second column.
    static func rows() throws -> [(command: String, aliases: [String])] {
        let readme = try String(contentsOf: Paths.packageRoot.appending(path: "README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex(of: "| command | also | what it does |"), "the README has no table of commands")
        return lines[(header + 2)...].prefix { $0.hasPrefix("| `") }.map { line in
            // `\|` is a bar inside a cell (`lang [en\|ru\|id]`), not between cells.
            let cells = line.replacingOccurrences(of: "\\|", with: "/").split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            let command = cells[1].dropFirst().prefix { $0 != " " && $0 != "`" }
            let aliases = cells[2].split(separator: ",").compactMap { cell -> String? in
                let word = cell.trimmingCharacters(in: .whitespaces)
                guard word.hasPrefix("`"), word.hasSuffix("`"), word.count > 2 else { return nil }  // Enter, Ctrl-L
                return String(word.dropFirst().dropLast())
            }
            return (String(command), aliases)
        }
    }

    /// The room's commands, there with `present` and `follow` only.
    static let sessionCommands: Set<String> = ["room", "sync"]

    @Test func everyCommandTheTableNamesExistsWithItsAliases() throws {
        let rows = try Self.rows()
        #expect(rows.count > 30, "\(rows.map(\.command))")
        #expect(rows.contains { $0.command == "resume" && $0.aliases == ["continue"] })
        let shell = ScriptedShell(catalog: .standard)
        for row in rows where !Self.sessionCommands.contains(row.command) {
            for word in [row.command] + row.aliases {
                let help = shell.sendPlain("help \(word)")
                #expect(!help.failed, "the README names '\(word)', which the shell does not know: \(help.text)")
                #expect(help.text.hasPrefix(row.command), "'\(word)' is not '\(row.command)': \(help.text)")
            }
        }
    }

    @Test func everyBuiltInHasARow() throws {
        let named = Set(try Self.rows().map(\.command))
        let overview = ScriptedShell(catalog: .standard).sendPlain("help").text
        let builtins = overview.split(separator: "\n").drop { $0 != "Commands" }.dropFirst().prefix { $0.hasPrefix("  ") }
            .map { $0.dropFirst(2).prefix { $0 != " " } }.map(String.init)
        #expect(builtins.count > 30, "\(overview)")
        for builtin in builtins {
            #expect(named.contains(builtin), "the README's table of commands has no row for '\(builtin)'")
        }
    }
}
