import Foundation
import Testing
@testable import SwiftReading

/// Whether typed lines are a whole cell yet: what waits for another line, and what goes to the
/// compiler as it is (mistakes included: the compiler reports them).
@Suite struct CompletenessTests {
    @Test(arguments: [
        "func f() {",
        "struct P {\n  var x = 1",
        "[1, 2,",
        "print(1,",
        "let f = { x in",
        "if x {\n} else {",
        "switch x {\ncase 1:",
        "#if DEBUG",
        "#if DEBUG\nlet x = 1",
    ])
    func openBracketsWait(_ text: String) {
        #expect(!Completeness.isComplete(text))
    }

    @Test(arguments: [
        "struct P", "class C: NSObject", "enum E: Int", "protocol Q", "extension Int", "actor A",
        "struct P<T> where T: Equatable",
    ])
    func aTypeWithoutItsBodyWaits(_ text: String) {
        #expect(!Completeness.isComplete(text))
    }

    @Test(arguments: [
        "func f()", "func f() -> Int", "func f(x: Int) async throws -> [String]", "func f<T>(_ x: T) where T: Hashable",
        "init()", "init?(raw: Int)", "deinit", "subscript(i: Int) -> Int", "@MainActor func f()", "private static func make()",
    ])
    func aFunctionWithoutItsBodyWaits(_ text: String) {
        #expect(!Completeness.isComplete(text))
    }

    @Test(arguments: ["if x", "if let y = x", "guard x else", "for i in 0..<3", "while true", "do", "repeat", "if x {} else"])
    func aStatementWithoutItsBodyWaits(_ text: String) {
        #expect(!Completeness.isComplete(text))
    }

    @Test(arguments: ["let x =", "var y: Int =", "x = ", "typealias T =", "return"])
    func anAssignmentWithoutItsValueWaits(_ text: String) {
        // `return` alone is complete: it returns nothing.
        #expect(Completeness.isComplete(text) == (text == "return"))
    }

    @Test(arguments: ["1 +", "a &&", "x ??", "let y = a *", "x ? 1 :", "x ?", "x == "])
    func aTrailingOperatorWaits(_ text: String) {
        #expect(!Completeness.isComplete(text))
    }

    @Test(arguments: ["x.", "container.resolve(Int.self).", "let y = x."])
    func aTrailingDotWaits(_ text: String) {
        #expect(!Completeness.isComplete(text))
    }

    @Test func anAttributeOnItsOwnLineWaitsForItsDeclaration() {
        #expect(!Completeness.isComplete("@MainActor"))
        #expect(Completeness.isComplete("@MainActor\nfinal class Model {}"))
    }

    @Test(arguments: [
        "\"\"\"", "let s = \"\"\"\nabc", "let s = \"\"\"\nabc\n\\(x)", "let s = #\"\"\"\nabc\n\"\"\"",
    ])
    func anOpenMultiLineStringWaits(_ text: String) {
        #expect(!Completeness.isComplete(text))
    }

    @Test(arguments: ["let s = \"\"\"\nabc\n\"\"\"", "let s = #\"\"\"\nabc\n\"\"\"#", "print(\"\"\"\n{\n\"\"\")"])
    func aClosedMultiLineStringIsComplete(_ text: String) {
        #expect(Completeness.isComplete(text))
    }

    /// No later line can close a single-line string: the compiler says it is unterminated, even
    /// when brackets around it are still open.
    @Test(arguments: ["\"abc", "let s = \"abc", "#\"abc", "print(\"hello", "let a = [\n  \"a\",\n  \"b", "\"\\(x", "let s = \"a\\(\""])
    func anOpenSingleLineStringIsComplete(_ text: String) {
        #expect(Completeness.isComplete(text))
    }

    @Test(arguments: ["/* abc", "let x = 1 /* abc", "let x = 1\n/* abc\n", "/* /* nested */", "/* a /* b */ c", "/**\n * doc"])
    func anOpenBlockCommentWaits(_ text: String) {
        #expect(!Completeness.isComplete(text))
    }

    @Test(arguments: ["/* abc */", "let x = 1 /* abc */", "/* /* nested */ */", "// a line comment {", "let x = 1 // (", "/**/"])
    func aClosedCommentIsComplete(_ text: String) {
        #expect(Completeness.isComplete(text))
    }

    @Test(arguments: [
        "1 + 2", "print(\"{\")", "let x = 1", "var n = 0; n += 1", "container.resolve(Service.self)", "import Foundation",
        "func f() {}", "struct P { var x = 1 }", "let s = \"a { b\"", "let c = \"}\"", "x\n  .map { $0 * 2 }\n  .filter { $0 > 1 }",
        "enum E { case a, b }", "let r = #\"a\\d\"#", "x!", "x?.y", "let t = (1, 2)", "[1, 2, 3].count", "var x: Int",
        "var x: Int { 1 }", "protocol Q { func f() }", "if x { print(1) } else { print(2) }",
    ])
    func wholeCodeIsComplete(_ text: String) {
        #expect(Completeness.isComplete(text))
    }

    /// The `{` of a declaration may come on the next line.
    @Test(arguments: [
        "struct P\n{ var x = 1 }", "struct P\n{\n  var x = 1\n}", "func f()\n{\n  print(1)\n}", "func f() -> Int\n{ 1 }",
        "if x\n{\n  print(1)\n}", "class C\n{\n}", "init()\n{}",
    ])
    func aBraceOnTheNextLineMakesOneCell(_ text: String) {
        #expect(Completeness.isComplete(text))
        // Until the brace comes, the lines wait.
        let opening = text.split(separator: "\n").first.map(String.init) ?? text
        #expect(!Completeness.isComplete(opening))
    }

    /// Blank lines after text that waits change nothing: it goes on waiting, as in `swift repl`.
    @Test(arguments: ["struct P\n", "struct P\n\n\n", "func f()\n\n", "let x =\n\n", "func f() {\n\n", "if x\n  \n", "/* a\n\n", "x.\n"])
    func blankLinesKeepWaiting(_ text: String) {
        #expect(!Completeness.isComplete(text))
    }

    /// A mistake the parser can read past goes to the compiler, which reports it.
    @Test(arguments: ["}", "let x = 1 }", "func f() {}\n}", ")", "]", "let x = )", "let = 1", "func f()\nlet x = 1", "1 +\n* 2"])
    func mistakesTheCompilerReportsAreComplete(_ text: String) {
        #expect(Completeness.isComplete(text))
    }

    @Test(arguments: ["", " ", "\n", "\n\n  \n", "// only a comment", "/* only a comment */"])
    func nothingToRunIsComplete(_ text: String) {
        #expect(Completeness.isComplete(text))
    }

    @Test func nestedBlockCommentsAreCountedAsSwiftCountsThem() {
        #expect(Completeness.closesNested("/* a */"))
        #expect(Completeness.closesNested("/* /* a */ */"))
        #expect(!Completeness.closesNested("/* /* a */"))
        #expect(!Completeness.closesNested("/*/"))
        #expect(Completeness.closesNested("/**/"))
    }

    @Test func oneLineAtATimeMakesACellOnlyAtItsEnd() {
        let lines = ["struct Point", "{", "  var x = 1", "  func moved() -> Point", "  {", "    Point(x: x + 1)", "  }", "}"]
        var typed: [String] = []
        for (index, line) in lines.enumerated() {
            typed.append(line)
            #expect(Completeness.isComplete(typed.joined(separator: "\n")) == (index == lines.count - 1), "after line \(index + 1): \(line)")
        }
    }
}

extension CompletenessTests {
    /// A declaration followed by a line that is not its `{` does not wait for a `}` never opened:
    /// the compiler says the brace is missing.
    @Test(arguments: ["struct P\nlet x = 1", "if x\nprint(1)", "class C\nvar y = 2\n", "for i in xs\nprint(i)"])
    func aLineThatIsNotTheBraceEndsTheCell(_ text: String) {
        #expect(Completeness.isComplete(text))
    }

    /// ... unless a brace the learner did open is still open: that one is waited for.
    @Test(arguments: ["func f() {\n  if x\n  print(1)", "struct S {\n  struct P\n  let x = 1", "do {\n  for i in xs\n  print(i)\n"])
    func aBraceTheLearnerOpenedIsWaitedForStill(_ text: String) {
        #expect(!Completeness.isComplete(text))
        #expect(Completeness.isComplete(text + "\n}"))
    }
}

/// Real Swift: every Swift file of the lessons is a whole cell, and cut after a line that opens a
/// brace, it waits for more.
extension CompletenessTests {
    static var lessonFiles: [URL] {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../Lessons").standardized
        let found = FileManager.default.enumerator(at: lessons, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    @Test func everyLessonFileIsCompleteAndWaitsWhenCutAfterAnOpenBrace() throws {
        let files = Self.lessonFiles
        #expect(files.count > 50, "the lessons' files are found")
        var cuts = 0
        for (number, file) in files.enumerated() {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(Completeness.isComplete(text), "\(file.lastPathComponent) is whole")
            // Cut in one file of four, three times, spread over it (a parse of the file each: swift-syntax
            // is slow in a debug build).
            guard number % 4 == 0 else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let opening = lines.indices.filter { lines[$0].hasSuffix("{") && !lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            for index in opening.enumerated().filter({ $0.offset % max(1, opening.count / 3 + 1) == 0 }).map(\.element) {
                let line = lines[index]
                cuts += 1
                let cut = lines[...index].joined(separator: "\n")
                #expect(!Completeness.isComplete(cut), "\(file.lastPathComponent) cut after line \(index + 1): \(line)")
            }
        }
        #expect(cuts > 200)
    }
}
