import Foundation
import PlaygroundKit
import Testing
import TestSupport

/// Snippets under Lessons/*/Rejected/ are shown with the compiler's message, kept in the file's
/// `// expect:` lines so transcripts are identical everywhere. This compiles each one with the
/// installed swiftc and fails if it compiles or refuses it without an error.
///
/// The kept wording is the one of Swift `CompilerDiagnostics.recordedVersion`. With that compiler
/// the test fails when the wording changes; with another, a different wording is expected now and
/// then, and is printed as a note instead of failing the suite.
@Suite struct RejectedSnippetTests {
    static var files: [URL] {
        Paths.folders(in: Paths.lessons).flatMap { lesson -> [URL] in
            let folder = Paths.lessons.appending(path: "\(lesson)/Rejected")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0) }
        }
    }

    @Test(arguments: RejectedSnippetTests.files)
    func stillRejectedWithTheKeptMessage(_ file: URL) throws {
        let source = try String(contentsOf: file, encoding: .utf8)
        let expected = source.split(separator: "\n").prefix { $0.hasPrefix("// expect: ") }.map { String($0.dropFirst("// expect: ".count)) }
        #expect(!expected.isEmpty, "\(file.lastPathComponent) has no '// expect:' lines")
        let result = try Swiftc.typecheck(file)
        #expect(result.status != 0, "\(file.lastPathComponent) compiles, but the lesson says it does not")
        #expect(result.diagnostics.contains { $0.hasPrefix("error: ") }, """
            \(file.lastPathComponent): the compiler refuses it without an error message; it printed:
            \(result.output)
            """)
        let version = Swiftc.version
        let comparison = CompilerDiagnostics.compare(kept: expected, diagnostics: result.diagnostics, refused: result.status != 0, compilerVersion: version)
        let said = result.diagnostics.map { "  " + $0 }.joined(separator: "\n")
        switch comparison {
        case .same, .accepted:
            break  // accepted: reported above
        case .changed:
            for line in expected where !result.diagnostics.contains(line) {
                Issue.record("""
                    \(file.lastPathComponent): Swift \(version ?? "?"), the compiler the message was recorded with, no longer says
                      \(line)
                    it says:
                    \(said)
                    """)
            }
        case .otherWording(let installed):
            print("""
                note: \(file.lastPathComponent): Swift \(installed ?? "(version unknown)") words it differently from \
                Swift \(CompilerDiagnostics.recordedVersion), whose message the lesson keeps; it says:
                \(said)
                """)
        }
    }

    /// The same snippet in a new Xcode 26 app target (issue 36 §1): what its `// app:` lines say
    /// (`compiles`, or the message there), or, without them, the very message a package gets.
    @Test(arguments: RejectedSnippetTests.files)
    func anAppTargetAnswersAsTheLessonSays(_ file: URL) throws {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let expected = lines.prefix { $0.hasPrefix("// expect: ") }.map { String($0.dropFirst("// expect: ".count)) }
        let app = lines.dropFirst(expected.count).prefix { $0.hasPrefix("// app: ") }.map { String($0.dropFirst("// app: ".count)) }
        let result = try Swiftc.typecheck(file, setting: .appTarget)
        let said = result.diagnostics.map { "  " + $0 }.joined(separator: "\n")
        if app == ["compiles"] {
            #expect(result.status == 0, "\(file.lastPathComponent): the lesson says an Xcode 26 app target compiles it; the compiler says:\n\(said)")
            return
        }
        #expect(app != expected, "\(file.lastPathComponent): its '// app:' lines repeat the package's message: leave them out")
        let kept = app.isEmpty ? expected : app
        #expect(result.status != 0, "\(file.lastPathComponent) compiles in an Xcode 26 app target: write '// app: compiles' after its '// expect:' lines")
        guard result.status != 0, let version = Swiftc.version, CompilerDiagnostics.sameVersion(version, CompilerDiagnostics.recordedVersion) else { return }
        for line in kept where !result.diagnostics.contains(line) {
            Issue.record("""
                \(file.lastPathComponent): in an Xcode 26 app target, Swift \(version) does not say
                  \(line)
                it says:
                \(said)
                (a different message belongs in '// app:' lines after the '// expect:' lines)
                """)
        }
    }

    @Test func theRecordedVersionIsAVersion() {
        let recorded = CompilerDiagnostics.recordedVersion
        #expect(CompilerDiagnostics.version(fromVersionOutput: "Swift version \(recorded) (swift-\(recorded)-RELEASE)") == recorded)
    }
}
