import Foundation
import PlaygroundKit
import Testing

/// A broken lesson fails the build at its line: the same generator the build runs (SnippetGen,
/// built next to these tests), given the fixture lesson of docs/writing-a-lesson.md with one mistake each.
@Suite struct BuildFailureTests {
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/Hello")

    static let generator: URL? = {
        var folder = URL(fileURLWithPath: RunningProgram.buildFolder)
        for _ in 0..<5 {
            let candidate = folder.appending(path: "SnippetGen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    struct Outcome {
        var status: Int32
        var errors: String
        var generated: String
        /// The lesson's files as the generator saw them.
        var markdown: String
        var swift: String
    }

    /// Copies the fixture into a package of its own, applies `change`, and runs the generator as
    /// SnippetPlugin does.
    func build(_ change: (_ markdown: inout String, _ swift: inout String) -> Void) throws -> Outcome {
        let generator = try #require(Self.generator, "SnippetGen was not built next to the tests")
        let root = FileManager.default.temporaryDirectory.appending(path: "lesson-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appending(path: "Lessons/Hello")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var markdown = try String(contentsOf: Self.fixture.appending(path: "lesson.md"), encoding: .utf8)
        var swift = try String(contentsOf: Self.fixture.appending(path: "HelloLesson.swift"), encoding: .utf8)
        change(&markdown, &swift)
        try markdown.write(to: folder.appending(path: "lesson.md"), atomically: true, encoding: .utf8)
        try swift.write(to: folder.appending(path: "HelloLesson.swift"), atomically: true, encoding: .utf8)
        var translations: [String] = []
        for language in ["ru", "id"] {
            let name = "lesson.\(language).md"
            try FileManager.default.copyItem(at: Self.fixture.appending(path: name), to: folder.appending(path: name))
            translations += ["--translation", folder.appending(path: name).path]
        }
        let output = root.appending(path: "Code.generated.swift")

        let process = Process()
        process.executableURL = generator
        process.arguments = ["lesson", "--package-root", root.path, "--module", "Hello", "--output", output.path,
                             "--document", folder.appending(path: "lesson.md").path] + translations + [folder.appending(path: "HelloLesson.swift").path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, errors: String(decoding: data, as: UTF8.self),
                       generated: (try? String(contentsOf: output, encoding: .utf8)) ?? "", markdown: markdown, swift: swift)
    }

    /// The build failed with `file:LINE: error: message...`, LINE being the line of `file`'s text
    /// that starts with `lineStart`.
    func expectFailure(_ outcome: Outcome, in file: String, atLineStarting lineStart: String, _ message: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let text = file.hasSuffix(".md") ? outcome.markdown : outcome.swift
        let line = (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix(lineStart) } ?? -1) + 1
        #expect(outcome.status == 1, sourceLocation: sourceLocation)
        #expect(outcome.errors.contains("\(file):\(line): error: \(message)"), "\(outcome.errors)", sourceLocation: sourceLocation)
    }

    @Test func theFixtureBuilds() throws {
        let outcome = try build { _, _ in }
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.generated.contains("extension HelloLesson {"))
        #expect(outcome.generated.contains("action: counterStep"))
    }

    /// Issue 25: one English paragraph changed, the build goes on and warns at the step's line in
    /// both translations; the generated lesson marks the step stale.
    @Test func aChangedEnglishParagraphWarnsAtEveryTranslationsLine() throws {
        let current = try build { _, _ in }
        #expect(current.status == 0)
        #expect(!current.errors.contains("warning:"), "\(current.errors)")
        #expect(current.generated.contains("isCurrent: true"))
        #expect(!current.generated.contains("isCurrent: false"))

        let edited = try build { md, _ in md = md.replacingOccurrences(of: "This one holds a number", with: "This one holds a count") }
        #expect(edited.status == 0, "a stale translation is a warning, not an error: \(edited.errors)")
        for language in ["ru", "id"] {
            let translation = try String(contentsOf: Self.fixture.appending(path: "lesson.\(language).md"), encoding: .utf8)
            let line = (translation.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("<!-- en: b0e87b3be01cb099") } ?? -1) + 1
            #expect(edited.errors.contains("Lessons/Hello/lesson.\(language).md:\(line): warning: step 'counter' translates an earlier English (Lessons/Hello/lesson.md:8)"), "\(edited.errors)")
        }
        #expect(edited.errors.split(separator: "\n").count == 2, "\(edited.errors)")
        #expect(edited.generated.contains("isCurrent: false"))
    }

    @Test func anUnknownCodeRegionFailsAtItsLine() throws {
        let outcome = try build { md, _ in md = md.replacingOccurrences(of: "Code: counter-vm,", with: "Code: counter-view-model,") }
        expectFailure(outcome, in: "Lessons/Hello/lesson.md", atLineStarting: "Code: counter-view-model", "step 'counter' shows 'counter-view-model'")
    }

    @Test func aStepWithoutAnActionFailsAtItsHeading() throws {
        let outcome = try build { _, swift in swift = swift.replacingOccurrences(of: "// @step label\n", with: "") }
        expectFailure(outcome, in: "Lessons/Hello/lesson.md", atLineStarting: "## The view asks", "step 'label' has no action")
    }

    @Test func anActionWithoutAStepFails() throws {
        let outcome = try build { md, _ in
            md = String(md[..<md.range(of: "## The view asks")!.lowerBound])
            md = md.replacingOccurrences(of: "Code: counter-vm, step-counter", with: "Code: counter-vm, step-counter, step-label")
        }
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("error: the action '// @step label' (Lessons/Hello/HelloLesson.swift:"), "\(outcome.errors)")
        #expect(outcome.errors.hasPrefix("Lessons/Hello/lesson.md:"))
    }

    @Test func aDuplicateStepIdFailsAtTheSecondHeading() throws {
        let outcome = try build { md, _ in md = md.replacingOccurrences(of: "{#label}", with: "{#counter}") }
        expectFailure(outcome, in: "Lessons/Hello/lesson.md", atLineStarting: "## The view asks", "two steps have the id 'counter'")
    }

    @Test func anEmptyStepFailsAtItsHeading() throws {
        let outcome = try build { md, _ in
            let prose = md.range(of: "The view never formats")!.lowerBound..<md.range(of: "Code: step-label")!.lowerBound
            md.removeSubrange(prose)
        }
        expectFailure(outcome, in: "Lessons/Hello/lesson.md", atLineStarting: "## The view asks", "step 'label' is empty")
    }

    @Test func missingFrontMatterFailsOnLineOne() throws {
        let outcome = try build { md, _ in md = String(md[md.range(of: "## A view model")!.lowerBound...]) }
        expectFailure(outcome, in: "Lessons/Hello/lesson.md", atLineStarting: "## A view model", "a lesson starts with front matter")
    }

    @Test func aRegionNoStepShowsFailsAtItsMarker() throws {
        let outcome = try build { md, _ in md = md.replacingOccurrences(of: "Code: step-label", with: "") }
        expectFailure(outcome, in: "Lessons/Hello/HelloLesson.swift", atLineStarting: "        // @snippet step-label", "the code region 'step-label' is never shown")
    }
}
