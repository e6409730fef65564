import Foundation
import Testing

/// A broken lesson fails the build at its line: the same generator the build runs (SnippetGen,
/// built next to these tests), given the README's fixture lesson with one mistake each.
@Suite struct BuildFailureTests {
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/Hello")

    static let generator: URL? = {
        #if os(Linux)
        var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #else
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        #endif
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
        let output = root.appending(path: "Code.generated.swift")

        let process = Process()
        process.executableURL = generator
        process.arguments = ["lesson", "--package-root", root.path, "--module", "Hello", "--output", output.path,
                             "--document", folder.appending(path: "lesson.md").path, folder.appending(path: "HelloLesson.swift").path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, errors: String(decoding: data, as: UTF8.self),
                       generated: (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }

    func line(of text: String, in markdown: String) -> Int {
        (markdown.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix(text) } ?? -1) + 1
    }

    @Test func theFixtureBuilds() throws {
        let outcome = try build { _, _ in }
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.generated.contains("extension HelloLesson {"))
        #expect(outcome.generated.contains("action: counterStep"))
    }

    @Test func anUnknownCodeRegionFailsAtItsLine() throws {
        var markdown = ""
        let outcome = try build { md, _ in
            md = md.replacingOccurrences(of: "Code: counter-vm,", with: "Code: counter-view-model,")
            markdown = md
        }
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("Lessons/Hello/lesson.md:\(line(of: "Code: counter-view-model", in: markdown)): error: step 'counter' shows 'counter-view-model'"), "\(outcome.errors)")
    }

    @Test func aStepWithoutAnActionFailsAtItsHeading() throws {
        var markdown = ""
        let outcome = try build { md, swift in
            swift = swift.replacingOccurrences(of: "// @step label\n", with: "")
            markdown = md
        }
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("Lessons/Hello/lesson.md:\(line(of: "## The view asks", in: markdown)): error: step 'label' has no action"), "\(outcome.errors)")
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
        var markdown = ""
        let outcome = try build { md, _ in
            md = md.replacingOccurrences(of: "{#label}", with: "{#counter}")
            markdown = md
        }
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("Lessons/Hello/lesson.md:\(line(of: "## The view asks", in: markdown)): error: two steps have the id 'counter'"), "\(outcome.errors)")
    }

    @Test func anEmptyStepFailsAtItsHeading() throws {
        var markdown = ""
        let outcome = try build { md, _ in
            md = md.replacingOccurrences(of: "The view never formats the number itself: it asks the view model for its `label`, so the\nrule \"one tap, two taps\" is written once and tested without a screen.\n", with: "")
            markdown = md
        }
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("Lessons/Hello/lesson.md:\(line(of: "## The view asks", in: markdown)): error: step 'label' is empty"), "\(outcome.errors)")
    }

    @Test func missingFrontMatterFailsOnLineOne() throws {
        let outcome = try build { md, _ in
            md = String(md[md.range(of: "## A view model")!.lowerBound...])
        }
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("Lessons/Hello/lesson.md:1: error: a lesson starts with front matter"), "\(outcome.errors)")
    }

    @Test func aRegionNoStepShowsFailsAtItsMarker() throws {
        var swift = ""
        let outcome = try build { md, source in
            md = md.replacingOccurrences(of: "Code: step-label", with: "")
            swift = source
        }
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("Lessons/Hello/HelloLesson.swift:\(line(of: "        // @snippet step-label", in: swift)): error: the code region 'step-label' is never shown"), "\(outcome.errors)")
    }
}
