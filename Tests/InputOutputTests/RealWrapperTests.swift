import Foundation
import Testing

/// What the lesson says the real wrappers refuse, checked against the real module.
@Suite struct RealWrapperTests {
    static let marker = "// The lesson's tests compile what follows"

    @Test func theRefusedSnippetSaysWhatTheRealWrapperSays() throws {
        let build = try #require(LessonModuleCompiler.buildFolder, "no Modules/InputOutput.swiftmodule above the test binary")
        let snippet = try String(contentsOf: lessonFolder.appending(path: "Rejected/WriteToOutput.swift"), encoding: .utf8)
        let view = try #require(snippet.range(of: Self.marker), "WriteToOutput.swift has lost its '\(Self.marker)' line")
        let alone = try LessonModuleCompiler.typecheck(snippet, against: nil)
        let real = try LessonModuleCompiler.typecheck(
            "import InputOutput\nimport OpenCombine\n" + snippet[view.lowerBound...], against: build
        )
        #expect(real.status != 0)
        #expect(real.diagnostics.filter { $0.hasPrefix("error: ") }.count == 3, "\(real.diagnostics)")
        #expect(real.diagnostics == alone.diagnostics, "the cut-down copy no longer stands in for the real Output")
    }

    @Test func aConstrainedInitTakesOnlyATypeThatCanStartThatWay() throws {
        let build = try #require(LessonModuleCompiler.buildFolder)
        let prelude = "import InputOutput\nimport OpenCombine\n"
        let good = try LessonModuleCompiler.typecheck(prelude + """
            final class VM {
                @Output.Stream(value: 0, BehaviorRelay.self) var a: AnyPublisher<Int, Never>
                @Output.Stream(PublishRelay.self) var b: AnyPublisher<Int, Never>
            }
            """, against: build)
        #expect(good.status == 0, "\(good.diagnostics)")
        let noFirstValue = try LessonModuleCompiler.typecheck(prelude + """
            final class VM {
                @Output.Stream(value: 0, PublishRelay.self) var wrong: AnyPublisher<Int, Never>
            }
            """, against: build)
        #expect(noFirstValue.status != 0)
        #expect(noFirstValue.diagnostics.contains { $0.hasPrefix("error: ") && $0.contains("'PublishRelay<Int>' conform to 'BehaviorPropertyInitializable'") },
                "\(noFirstValue.diagnostics)")
        let needsAValue = try LessonModuleCompiler.typecheck(prelude + """
            final class VM {
                @Output.Stream(BehaviorRelay.self) var wrong: AnyPublisher<Int, Never>
            }
            """, against: build)
        #expect(needsAValue.status != 0)
        #expect(needsAValue.diagnostics.contains { $0.contains("PublishPropertyInitializable") }, "\(needsAValue.diagnostics)")
    }

    @Test func aRelayInputCannotBeEnded() throws {
        let build = try #require(LessonModuleCompiler.buildFolder)
        let result = try LessonModuleCompiler.typecheck("""
            import InputOutput
            final class VM {
                @Input.Relay() var taps: AnyInput<Void, Never>
            }
            func view(_ viewModel: VM) {
                viewModel.taps.send(())
                viewModel.taps.send(completion: .finished)
            }
            """, against: build)
        #expect(result.status != 0)
        #expect(result.diagnostics.filter { $0.hasPrefix("error: ") }.count == 1, "\(result.diagnostics)")
    }

    /// The mapping step's promise: on Combine, only the import lines change.
    @Test func onlyImportLinesNameOpenCombine() throws {
        let files = try #require(FileManager.default.enumerator(at: lessonFolder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 20)
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            for (index, line) in lines.enumerated() where line.contains("OpenCombine") {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                #expect(line == "import OpenCombine", "\(file.lastPathComponent):\(index + 1): \(line)")
            }
        }
    }
}
