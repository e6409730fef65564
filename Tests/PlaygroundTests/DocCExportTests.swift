import Foundation
import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// `playground export --format docc`: the catalog's structure against the lesson's real code, and
/// the toolchain's `docc` building it with every warning an error.
@Suite struct DocCExportTests {
    let folder: TemporaryFolder
    let environment: [String: String]

    init() throws {
        folder = try TemporaryFolder()
        environment = PlaygroundBinary.environment(stateHome: folder.url)
    }

    func export(_ arguments: [String]) throws -> URL {
        let out = folder.url.appendingPathComponent("site")
        let result = try PlaygroundBinary.run(["export"] + arguments + ["--format", "docc", "--out", out.path], environment: environment)
        #expect(result.status == 0, "\(result.errors)")
        return out.appendingPathComponent("MVVMPlayground.docc")
    }

    /// The `@Step { … }` blocks of a tutorial, each as its lines.
    static func stepBlocks(_ tutorial: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: (indent: Int, lines: [String])?
        for line in tutorial.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            if let open = current {
                if indent == open.indent, line.dropFirst(indent) == "}" {
                    blocks.append(open.lines)
                    current = nil
                } else {
                    current?.lines.append(String(line.dropFirst(indent)))
                }
            } else if line.dropFirst(indent) == "@Step {" {
                current = (indent, [])
            }
        }
        return blocks
    }

    @Test func everyStepIsAStepWithTheLessonsRealCodeInItsFiles() throws {
        let catalog = try export(["di"])
        let tutorial = try String(contentsOf: catalog.appendingPathComponent("1-di.tutorial"), encoding: .utf8)
        #expect(tutorial.hasPrefix("@Tutorial(time: "))
        #expect(tutorial.contains("@Intro(title: \"Lesson 1: A budget DI container\")"))
        let contents = try String(contentsOf: catalog.appendingPathComponent("Lessons.tutorial"), encoding: .utf8)
        #expect(contents.hasPrefix("@Tutorials(name: \"MVVM Playground\")"))
        #expect(contents.contains("@TutorialReference(tutorial: \"doc:1-di\")"))
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Info.plist").path))

        let type = try #require(Catalog.standard.lessons.first { $0.id == "di" })
        let steps = type.init(context: LessonContext()).steps
        let blocks = Self.stepBlocks(tutorial)
        let resources = catalog.appendingPathComponent("Resources")
        var codeBlocks = 0
        for (index, step) in steps.enumerated() {
            let number = index + 1
            let named = blocks.filter { $0.first?.hasPrefix("**\(number). ") == true }
            #expect(named.count == 1, "step \(number) is one @Step named after it")
            for (position, snippet) in step.code.enumerated() {
                let file = "1-di-\(number < 10 ? "0" : "")\(number)-\(position + 1).swift"
                let block = blocks.first { $0.contains { $0.hasPrefix("@Code(") && $0.contains("file: \"\(file)\"") } }
                #expect(block != nil, "step \(number)'s code \(position + 1) is a @Step's @Code")
                if position == 0 { #expect(block == named.first, "step \(number)'s first code is in its own @Step") }
                let text = try String(contentsOf: resources.appendingPathComponent(file), encoding: .utf8)
                #expect(text == snippet.text + (snippet.text.hasSuffix("\n") ? "" : "\n"), "\(file) is \(snippet.file):\(snippet.lines)")
                codeBlocks += 1
            }
        }
        let lessonCode = blocks.filter { $0.contains { $0.hasPrefix("@Code(") && $0.contains("file: \"1-di-") && !$0.contains("output") && !$0.contains("exercise") } }
        #expect(lessonCode.count == codeBlocks, "no @Code but the lesson's own")
        #expect(tutorial.contains("@Section(title: \"Exercises\")"))
        #expect(!tutorial.contains("solution.swift"), "solutions only with --solutions")
    }

    @Test func aCatalogOfOneLessonDropsTheTutorialsAnEarlierExportWroteButKeepsEditedFiles() throws {
        let catalog = try export(["--all"])
        let edited = catalog.appendingPathComponent("Resources/3-events-01-1.swift")
        let notes = try String(contentsOf: edited, encoding: .utf8) + "// my notes\n"
        try Data(notes.utf8).write(to: edited)
        _ = try export(["di"])
        let tutorials = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".tutorial") }.sorted()
        #expect(tutorials == ["1-di.tutorial", "Lessons.tutorial"], "a tutorial the table of contents does not list breaks docc")
        #expect(try String(contentsOf: edited, encoding: .utf8) == notes)
        let resources = try FileManager.default.contentsOfDirectory(atPath: catalog.appendingPathComponent("Resources").path)
        #expect(resources.filter { !$0.hasPrefix("1-di-") } == ["3-events-01-1.swift"])
    }

    /// The toolchain's `docc`: beside the `swiftc` on PATH (symbolic links followed), else on PATH.
    static let docc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        let beside = folders.map { $0.appendingPathComponent("swiftc") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            .map { $0.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("docc") }
        let candidates = (beside.map { [$0] } ?? []) + folders.map { $0.appendingPathComponent("docc") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    @Test(.enabled(if: docc != nil, "no docc beside the swiftc on PATH, nor on PATH: the toolchain's DocC is not installed"),
          arguments: ["en", "ru", "id"])
    func doccBuildsEveryLessonWithWarningsAsErrors(_ language: String) throws {
        guard let docc = Self.docc else { return }
        let catalog = try export(["--all", "--solutions", "--lang", language])
        let site = folder.url.appendingPathComponent("web")
        let process = Process()
        process.executableURL = docc
        process.arguments = ["convert", catalog.path, "--warnings-as-errors", "--transform-for-static-hosting", "--output-path", site.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let said = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "docc convert: \(said)")
        let pages = site.appendingPathComponent("data/tutorials/mvvm-playground")
        for lesson in Catalog.standard.lessons.enumerated().map({ "\($0.offset + 1)-\($0.element.id)" }) {
            #expect(FileManager.default.fileExists(atPath: pages.appendingPathComponent("\(lesson).json").path), "\(lesson)'s page")
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("tutorials/mvvm-playground/\(lesson)/index.html").path))
        }
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("tutorials/lessons/index.html").path))
    }
}
