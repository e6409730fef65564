import Foundation
import PlaygroundKit
import Testing

/// Snippets under Lessons/*/Rejected/ are shown with the compiler's message, kept in the file's
/// `// expect:` lines so transcripts are identical everywhere. This compiles each one with the
/// installed swiftc and fails if it compiles, or if the kept message is no longer what it says.
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
        let result = try Compiler.typecheck(file)
        #expect(result.status != 0, "\(file.lastPathComponent) compiles, but the lesson says it does not")
        for line in expected {
            #expect(result.diagnostics.contains(line), """
                \(file.lastPathComponent): the compiler no longer says
                  \(line)
                it says:
                \(result.diagnostics.map { "  " + $0 }.joined(separator: "\n"))
                """)
        }
    }
}

/// Runs the installed `swiftc` the way the lessons describe: Swift 6 language mode, type-check only.
enum Compiler {
    struct Result {
        var status: Int32
        /// `error: ...` / `note: ...` lines, without file positions or `[#Group]` tags.
        var diagnostics: [String]
    }

    static func typecheck(_ file: URL) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, diagnostics: CompilerDiagnostics.normalize(String(decoding: data, as: UTF8.self)))
    }
}
