/// What the generator reads from a lesson's Swift sources: the marked code regions, the step
/// actions, the lesson's class. Plain line scanning, with the markers' rules spelled out in errors.
public struct CodeRegion: Equatable, Sendable {
    public var name: String
    /// Relative to the package root.
    public var file: String
    /// First and last line of the code (markers excluded).
    public var lines: ClosedRange<Int>
    public var text: String
    /// For a snippet under Rejected/: the compiler's message.
    public var compilerMessage: String?
    /// For a snippet under Rejected/ that an Xcode 26 app target compiles differently (its
    /// `// app:` lines): "" when it compiles there, else the message there; nil when the same.
    public var appTargetMessage: String?
    /// Lines within `lines` left out of `text` (nested markers), so a line of `text` can be found
    /// in the file.
    public var omitted: [Int]

    public init(name: String, file: String, lines: ClosedRange<Int>, text: String, compilerMessage: String? = nil, omitted: [Int] = []) {
        self.name = name
        self.file = file
        self.lines = lines
        self.text = text
        self.compilerMessage = compilerMessage
        self.omitted = omitted
    }

    /// The line of the `// @snippet` marker (or of a rejected file's first line).
    public var markerLine: Int { compilerMessage == nil ? lines.lowerBound - 1 : 1 }

    /// The Swift name of the region's constant: `container-resolve` -> `containerResolve`.
    public var identifier: String { swiftIdentifier(name) }
}

/// A step's behaviour: `// @step some-id` right above `func someName(_ ctx: LessonContext)`.
public struct StepAction: Equatable, Sendable {
    public var stepID: String
    public var function: String
    public var file: String
    public var line: Int
}

/// One Swift file of a lesson, scanned.
public struct SwiftSource: Sendable {
    public var file: String
    public var regions: [CodeRegion] = []
    public var actions: [StepAction] = []
    /// Every `final class DILesson: Lesson` in the file, with its line (one is right).
    public var lessonClasses: [(name: String, line: Int)] = []
    /// The first lesson class in the file.
    public var lessonClass: (name: String, line: Int)? { lessonClasses.first }
    /// Top-level declarations (`class`, `struct`, `enum`, `protocol`, `actor`, `extension`), whole,
    /// with the doc comment above them: what `source <Type>` shows.
    public var declarations: [CodeRegion] = []
    /// Modules the file imports (`import X`, `@testable import X`), in order.
    public var imports: [String] = []
    /// The line of the first unqualified `print(` call, when the file does not import LessonKit.
    public var printWithoutLessonKit: Int?

    public static func scan(_ text: String, file: String) throws(Diagnostics) -> SwiftSource {
        var source = SwiftSource(file: file)
        var problems: [Diagnostic] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var open: [(name: String, start: Int)] = []
        var pendingStep: (id: String, line: Int)?
        var importsLessonKit = false
        var firstPrint: Int?
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("import LessonKit") || trimmed.hasPrefix("@_exported import LessonKit") { importsLessonKit = true }
            let words = trimmed.split(separator: " ")
            if let at = words.firstIndex(of: "import"), at + 1 < words.count, words[..<at].allSatisfy({ $0.hasPrefix("@") }) {
                source.imports.append(String(words[at + 1]))
            }
            if firstPrint == nil, !trimmed.hasPrefix("//"), callsPrint(trimmed) { firstPrint = number }
            if let name = marker(line, "snippet") {
                if !isRegionName(name) {
                    problems.append(Diagnostic(file, number, "snippet names use letters, digits and dashes: '\(name)'"))
                }
                open.append((name, number + 1))
            } else if let name = marker(line, "end") {
                guard let found = open.lastIndex(where: { $0.name == name }) else {
                    problems.append(Diagnostic(file, number, "'@end \(name)' without '@snippet \(name)'"))
                    continue
                }
                let start = open.remove(at: found).start
                let isMarker = { (line: Substring) in marker(line, "snippet") != nil || marker(line, "end") != nil }
                let body = lines[(start - 1)..<(number - 1)].filter { !isMarker($0) }
                let omitted = (start..<number).filter { isMarker(lines[$0 - 1]) }
                source.regions.append(CodeRegion(name: name, file: file, lines: start...max(start, number - 1), text: dedent(Array(body)), omitted: omitted))
            } else if let id = marker(line, "step") {
                if let pending = pendingStep {
                    problems.append(Diagnostic(file, pending.line, "'// @step \(pending.id)' is not followed by the func that runs the step"))
                }
                pendingStep = (id, number)
            } else if let pending = pendingStep, !trimmed.isEmpty, !trimmed.hasPrefix("//"), !trimmed.hasPrefix("@") {
                if let name = functionName(trimmed) {
                    source.actions.append(StepAction(stepID: pending.id, function: name, file: file, line: pending.line))
                } else {
                    problems.append(Diagnostic(file, pending.line, "'// @step \(pending.id)' must sit right above 'func name(_ ctx: LessonContext)', the step's action"))
                }
                pendingStep = nil
            }
            if let name = lessonClassName(trimmed) {
                source.lessonClasses.append((name, number))
            }
        }
        if let pending = pendingStep {
            problems.append(Diagnostic(file, pending.line, "'// @step \(pending.id)' is not followed by the func that runs the step"))
        }
        for unclosed in open {
            problems.append(Diagnostic(file, unclosed.start - 1, "'@snippet \(unclosed.name)' is never closed with '@end \(unclosed.name)'"))
        }
        if !importsLessonKit { source.printWithoutLessonKit = firstPrint }
        source.declarations = topLevelDeclarations(lines, file: file)
        guard problems.isEmpty else { throw Diagnostics(problems) }
        return source
    }

    /// A file under Rejected/: `// expect: <message>` lines (the compiler's message in a package,
    /// Swift 6 mode), then, where an Xcode 26 app target's settings answer otherwise, `// app:`
    /// lines (`// app: compiles`, or its message), then code the compiler refuses.
    public static func rejected(_ text: String, file: String, name: String) throws(Diagnostics) -> CodeRegion {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var expected: [String] = []
        var app: [String] = []
        var firstCodeLine = 1
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("// expect: "), app.isEmpty {
                expected.append(String(line.dropFirst("// expect: ".count)))
            } else if line.hasPrefix("// app: ") {
                app.append(String(line.dropFirst("// app: ".count)))
            } else {
                break
            }
            firstCodeLine = index + 2
        }
        guard !expected.isEmpty else {
            throw Diagnostics([Diagnostic(file, 1, "a rejected snippet starts with '// expect: <the compiler's message>' lines")])
        }
        if app.contains("compiles"), app.count > 1 {
            throw Diagnostics([Diagnostic(file, expected.count + 1, "'// app: compiles' stands alone: an app target either compiles the snippet or says something")])
        }
        let body = Array(lines.dropFirst(firstCodeLine - 1))
        var region = CodeRegion(name: name, file: file, lines: firstCodeLine...max(firstCodeLine, lines.count),
                                text: dedent(body), compilerMessage: expected.joined(separator: "\n"))
        if !app.isEmpty { region.appTargetMessage = app == ["compiles"] ? "" : app.joined(separator: "\n") }
        return region
    }
}

/// Each declaration starting at column 0 up to the `}` at column 0 that closes it, markers dropped.
func topLevelDeclarations(_ lines: [Substring], file: String) -> [CodeRegion] {
    let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "extension"]
    let modifiers: Set<Substring> = ["public", "final", "private", "fileprivate", "internal", "open", "nonisolated"]
    var result: [CodeRegion] = []
    var index = 0
    while index < lines.count {
        let words = lines[index].split(separator: " ")
        guard let kindIndex = words.firstIndex(where: { kinds.contains($0) }), kindIndex + 1 < words.count,
              words[..<kindIndex].allSatisfy({ modifiers.contains($0) || $0.hasPrefix("@") }),
              lines[index].first?.isWhitespace == false else {
            index += 1
            continue
        }
        let name = words[kindIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        var start = index
        while start > 0, lines[start - 1].hasPrefix("///") || lines[start - 1].hasPrefix("@") || lines[start - 1].hasPrefix("// @") { start -= 1 }
        var end = index
        if !lines[index].hasSuffix("}") {
            while end + 1 < lines.count, lines[end] != "}" { end += 1 }
        }
        let isMarker = { (line: Substring) in marker(line, "snippet") != nil || marker(line, "end") != nil || marker(line, "step") != nil }
        let body = lines[start...end].filter { !isMarker($0) }
        let omitted = (start...end).filter { isMarker(lines[$0]) }.map { $0 + 1 }
        if !name.isEmpty {
            result.append(CodeRegion(name: String(name), file: file, lines: (start + 1)...(end + 1), text: dedent(Array(body)), omitted: omitted))
        }
        index = end + 1
    }
    return result
}

func marker(_ line: Substring, _ keyword: String) -> String? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    let prefix = "// @\(keyword) "
    guard trimmed.hasPrefix(prefix) else { return nil }
    return String(trimmed.dropFirst(prefix.count)).trimmed
}

func isRegionName(_ name: String) -> Bool {
    !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
}

/// Whether the line calls the unqualified `print(` (not `Swift.print(`, not `.print(`, not a declaration).
func callsPrint(_ line: Substring) -> Bool {
    var search = line[...]
    while let range = search.range(of: "print(") {
        let before = search[..<range.lowerBound].last
        let isCall = before.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
        let declared = search[..<range.lowerBound].hasSuffix("func ")
        if isCall, !declared, !line.hasPrefix("///") { return true }
        search = search[range.upperBound...]
    }
    return false
}

/// `func name(` or `private func name(` ..., the function's name.
func functionName(_ line: Substring) -> String? {
    guard let range = line.range(of: "func ") else { return nil }
    let modifiers = line[..<range.lowerBound].split(separator: " ")
    let allowed: Set<Substring> = ["private", "fileprivate", "internal", "public", "nonisolated", "@MainActor"]
    guard modifiers.allSatisfy(allowed.contains) else { return nil }
    let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
}

/// `public final class DILesson: Lesson {` -> `DILesson`.
func lessonClassName(_ line: Substring) -> String? {
    guard let range = line.range(of: "class ") else { return nil }
    let modifiers = line[..<range.lowerBound].split(separator: " ")
    let allowed: Set<Substring> = ["public", "final", "internal"]
    guard modifiers.allSatisfy(allowed.contains) else { return nil }
    let rest = line[range.upperBound...]
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !name.isEmpty else { return nil }
    let afterName = rest.dropFirst(name.count).drop { $0 == " " }
    guard afterName.hasPrefix(":") else { return nil }
    let conformances = afterName.dropFirst().prefix { $0 != "{" }.split(separator: ",").map { String($0).trimmed }
    return conformances.contains("Lesson") ? String(name) : nil
}

/// Removes the indentation every non-empty line shares, and blank lines at both ends.
func dedent(_ lines: [Substring]) -> String {
    var lines = lines
    while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
    let common = indents.min() ?? 0
    return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(common)) }.joined(separator: "\n")
}

/// `container-resolve` -> `containerResolve`; `NaiveGlobal` -> `naiveGlobal`.
public func swiftIdentifier(_ name: String) -> String {
    let parts = name.split(separator: "-")
    guard let first = parts.first else { return "_" }
    let head = first.prefix(1).lowercased() + first.dropFirst()
    let result = head + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return result.first?.isNumber == true ? "_" + result : result
}
