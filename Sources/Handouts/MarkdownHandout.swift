import Foundation
import PlaygroundKit

/// A handout as Markdown (CommonMark, with GitHub's `<details>` for hints): what
/// `playground export <lesson> --format md` writes. It renders the same on GitHub, GitLab and any
/// CommonMark viewer: the only raw HTML is `<details>`/`<summary>`, every step's heading starts
/// with its number (so no two anchors collide), and text from the lesson is escaped where
/// Markdown would read it as markup (`Weak<T>` stays text, not an HTML tag).
///
///     # Lesson 1: A budget DI container
///     summary, source
///     ## 1. Who makes the view model?
///     prose, `Lessons/…/Container.swift:10-24` over a ```swift block, the output in a ```text block
///     ## Exercises
///     ### Exercise 1: …   task, starter file, hints in <details>, the solution (teacher's copy)
public enum MarkdownHandout {
    /// The file a handout is written to: `1-di.md`.
    public static func fileName(for handout: Handout) -> String {
        "\(handout.number)-\(handout.lesson).md"
    }

    /// The whole handout, ending with a newline; in the handout's language (``Handout/language``).
    public static func render(_ handout: Handout) -> String {
        Words.$language.withValue(handout.language) { rendered(handout) }
    }

    private static func rendered(_ handout: Handout) -> String {
        var blocks: [String] = []
        blocks.append("# \(Words.lesson) \(handout.number): " + inline(handout.title))
        blocks += prose(handout.summary)
        blocks.append("\(Words.source): " + inline(handout.source) + (handout.link.map { " · " + codeSpan($0) } ?? ""))
        var about = Words.everyStepWasRun(handout.lesson)
        if handout.includesSolutions { about += Words.teachersCopyMarkdown }
        blocks.append("*" + about + "*")
        for step in handout.steps { blocks += self.step(step) }
        if !handout.exercises.isEmpty {
            blocks.append("## \(Words.exercisesWord)")
            blocks.append(Words.inThePlaygroundMarkdown(handout.lesson))
            for exercise in handout.exercises { blocks += self.exercise(exercise) }
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The index of an `--all` export (`README.md`): every lesson, linked to its handout; in the
    /// handouts' language (one language per export).
    public static func index(_ handouts: [Handout]) -> String {
        Words.$language.withValue(handouts.first?.language ?? .en) {
            var blocks = ["# " + Words.handoutsHeading]
            blocks.append(Words.oneHandoutPerLesson)
            blocks.append(handouts.map { handout in
                "\(handout.number). [\(inline(handout.title))](\(fileName(for: handout))): " + inline(handout.summary.replacingOccurrences(of: "\n", with: " "))
            }.joined(separator: "\n"))
            return blocks.joined(separator: "\n\n") + "\n"
        }
    }

    static func step(_ step: StepRecord) -> [String] {
        var blocks = ["## \(step.number). " + inline(step.title)]
        blocks += prose(step.text)
        if let tryIt = step.tryIt {
            let lines = tryIt.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let first = lines[0].trimmingCharacters(in: .whitespaces)
            blocks.append("**\(Words.tryIt)**" + (first.isEmpty ? "" : " " + inline(first)))
            let items = lines.dropFirst().filter { !$0.isEmpty }
            if !items.isEmpty { blocks += prose(items.joined(separator: "\n")) }
        }
        for code in step.code {
            if let message = code.compilerMessage {
                blocks.append("\(Words.doesNotCompileColon): " + codeSpan(code.file))
                blocks.append(fence(code.text, info: "swift"))
                if let app = code.appTargetMessage {
                    blocks.append(Words.compilerSaysInPackage.capitalizedFirst + ":")
                    blocks.append(fence(message, info: "text"))
                    blocks.append((app.isEmpty ? Words.appTargetCompiles : Words.appTargetSays).capitalizedFirst + (app.isEmpty ? "." : ":"))
                    if !app.isEmpty { blocks.append(fence(app, info: "text")) }
                } else {
                    blocks.append(Words.compilerSaysColon)
                    blocks.append(fence(message, info: "text"))
                }
            } else {
                blocks.append(codeSpan("\(code.file):\(code.firstLine)-\(code.lastLine)"))
                blocks.append(fence(code.text, info: "swift"))
            }
        }
        if let output = step.output {
            if output.isEmpty {
                blocks.append("*\(Words.outputNothingPrinted)*")
            } else {
                blocks.append("\(Words.handoutOutput):")
                // Pictures the step drew, drawn as text at 80 columns in box drawing.
                blocks.append(fence(Figure.drawing(output, style: FigureStyle(width: 80, unicode: true)), info: "text"))
            }
        }
        if let failure = step.failure {
            blocks.append("**\(Words.stepFailed)**")
            blocks.append(fence(failure, info: "text"))
        }
        return blocks
    }

    static func exercise(_ exercise: ExerciseRecord) -> [String] {
        var blocks = ["### \(Words.exerciseWord) \(exercise.number): " + inline(exercise.title)]
        blocks += prose(exercise.task)
        blocks.append(Words.yourFileStartsAs(codeSpan(exercise.fileName)))
        blocks.append(fence(exercise.starter, info: "swift"))
        for (index, hint) in exercise.hints.enumerated() {
            // GitHub and GitLab render Markdown inside <details> when blank lines surround it.
            blocks.append("<details>\n<summary>\(Words.hintOf(index + 1, exercise.hints.count))</summary>")
            blocks += prose(hint)
            blocks.append("</details>")
        }
        if let solution = exercise.solution {
            blocks.append("**\(Words.solutionWord)** \(Words.teachersCopyParenthesis):")
            blocks.append(fence(solution, info: "swift"))
        }
        return blocks
    }

    // MARK: - Lesson text as Markdown

    /// Lesson prose (one line per paragraph or list item, adjacent lines for a hard break, verbatim
    /// lines starting with spaces) as Markdown blocks: paragraphs, `- ` lists, ```text blocks.
    static func prose(_ text: String) -> [String] {
        var blocks: [String] = []
        var current: [String] = []
        var currentIsList = false
        func flush() {
            if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
            current = []
            currentIsList = false
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.first == " " {
                // Verbatim lines, with the empty lines between them.
                flush()
                var block: [String] = []
                while index < lines.count, lines[index].first == " " || (lines[index].isEmpty && lines[(index + 1)...].first { !$0.isEmpty }?.first == " ") {
                    block.append(lines[index])
                    index += 1
                }
                blocks.append(fence(dedented(block).joined(separator: "\n"), info: "text"))
                continue
            }
            index += 1
            if line.isEmpty {
                flush()
                continue
            }
            if line.hasPrefix("- ") {
                if !currentIsList { flush() }
                currentIsList = true
                // A list item with a hard line break inside goes on below, indented (see the else).
                current.append("- " + inline(String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)))
            } else if currentIsList, let last = current.last {
                // A hard line break inside a list item: the item goes on, indented.
                current[current.count - 1] = last + "\\"
                current.append("  " + inline(line))
            } else {
                // Adjacent lines are a hard line break (a trailing backslash in the lesson).
                if let last = current.last { current[current.count - 1] = last + "\\" }
                current.append(lineStart(inline(line)))
            }
        }
        flush()
        return blocks
    }

    /// `lines` without the indentation they all share.
    static func dedented(_ lines: [String]) -> [String] {
        let shared = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.isEmpty ? "" : String($0.dropFirst(shared)) }
    }

    /// A paragraph line that Markdown would read as another block (`1. `, `+ `, `=`, `-`):
    /// its first character escaped. (`#`, `>`, `*` are escaped everywhere by ``inline(_:)``.)
    static func lineStart(_ line: String) -> String {
        if let first = line.first, "+-=".contains(first) { return "\\" + line }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9 {
            let rest = line.dropFirst(digits.count)
            if let mark = rest.first, mark == "." || mark == ")" {
                return digits + "\\" + rest
            }
        }
        return line
    }

    /// Characters Markdown (CommonMark and GitHub's extensions) may read as markup.
    static let special: Set<Character> = ["\\", "*", "_", "<", ">", "[", "]", "&", "~", "#", "$", "|", "!"]

    /// One line of lesson text as Markdown inline text: code spans (`` `x` ``) kept as written,
    /// everything else with markup characters escaped, so it shows exactly as the lesson says.
    public static func inline(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                let run = characters[index...].prefix { $0 == "`" }.count
                if let close = closingRun(of: run, in: characters, after: index + run) {
                    result += String(characters[index..<(close + run)])
                    index = close + run
                } else {
                    // No closing run: the backticks are text.
                    result += String(repeating: "\\`", count: run)
                    index += run
                }
                continue
            }
            if special.contains(character) { result += "\\" }
            result.append(character)
            index += 1
        }
        return result
    }

    /// Where a backtick run of exactly `length` starts, after `start`.
    private static func closingRun(of length: Int, in characters: [Character], after start: Int) -> Int? {
        var index = start
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let run = characters[index...].prefix { $0 == "`" }.count
            if run == length { return index }
            index += run
        }
        return nil
    }

    /// `text` as a code span, with enough backticks around it (and spaces, when it starts or ends with one).
    static func codeSpan(_ text: String) -> String {
        let ticks = String(repeating: "`", count: longestBacktickRun(in: text) + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return ticks + padded + ticks
    }

    /// A fenced code block around `text`: a fence longer than any run of backticks inside.
    /// Control characters are shown escaped, never sent raw.
    static func fence(_ text: String, info: String) -> String {
        var body = text.escapingControlCharacters
        while body.hasSuffix("\n") { body.removeLast() }
        let ticks = String(repeating: "`", count: max(3, longestBacktickRun(in: body) + 1))
        return ticks + info + "\n" + (body.isEmpty ? "" : body + "\n") + ticks
    }

    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
