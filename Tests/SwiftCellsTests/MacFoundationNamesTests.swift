import Platform
import Foundation
import LessonCatalog
import Testing
@testable import PlaygroundKit
@testable import SwiftCells

/// On a Mac, Foundation declares `Published` and `ObservableObject` as names for Combine's; Linux's
/// Foundation does not, so a build here cannot see the ambiguity a Mac's build would hit in every
/// file that imports Foundation and OpenCombine (issue 33). These tests make it visible here: a
/// module `MacFoundation`, built by the test, declares both names for a stand-in Combine of its
/// own, and every file that imports Foundation is type-checked with `import MacFoundation` added
/// right after, as a Mac's Foundation would bring them. The first test shows the stand-in really
/// reproduces the Mac's error; the others type-check the combine-mvvm lesson module, every file of
/// its exercises as the check program compiles them, and a Swift cell on the lesson.
@Suite struct MacFoundationNamesTests {
    /// The build's compiler and flags, the stand-in modules, and a folder for the files to check.
    final class Rig {
        let manifest: BuildManifest
        let folder: URL

        init() throws {
            manifest = try BuildManifest.read(binFolder: BuildManifest.currentBinFolder())
            folder = FileManager.default.temporaryDirectory.appending(path: "mac-foundation-names-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try emitModule("MacCombine", """
                @propertyWrapper public struct Published<Value> {
                    public var wrappedValue: Value
                    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
                }
                public protocol ObservableObject: AnyObject {}
                """)
            try emitModule("MacFoundation", """
                import MacCombine
                public typealias Published = MacCombine.Published
                public typealias ObservableObject = MacCombine.ObservableObject
                """)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        private func emitModule(_ name: String, _ source: String) throws {
            let file = folder.appending(path: "\(name).swift")
            try source.write(to: file, atomically: false, encoding: .utf8)
            let outcome = try ChildProcess.run(manifest.compiler, arguments: [
                "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", name, "-I", folder.path,
                "-emit-module-path", folder.appending(path: "\(name).swiftmodule").path, file.path,
            ], limits: .init(time: .seconds(120)))
            #expect(outcome.ending == .exited(0), "the stand-in \(name) did not build: \(outcome.text)")
        }

        /// `text` as a Mac's compiler reads it: `import MacFoundation` after `import Foundation`.
        static func onAMac(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.trimmingCharacters(in: .whitespaces) == "import Foundation" ? line + "; import MacFoundation" : String(line)
            }.joined(separator: "\n")
        }

        /// Type-checks `files` (name, text) as one module, each as a Mac would read it; what swiftc said.
        func typecheck(_ files: [(name: String, text: String)], module: String, extra: [String] = [], script: Bool = false) throws
            -> (passed: Bool, output: String)
        {
            let subfolder = folder.appending(path: UUID().uuidString)
            try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
            var paths: [String] = []
            for file in files {
                let path = subfolder.appending(path: file.name).path
                try Self.onAMac(file.text).write(toFile: path, atomically: false, encoding: .utf8)
                paths.append(path)
            }
            let arguments = ["-typecheck", "-swift-version", "6", "-module-name", module] + (script ? [] : ["-parse-as-library"])
                + extra + manifest.compileFlags + ["-I", folder.path] + paths
            let outcome = try ChildProcess.run(manifest.compiler, arguments: arguments, limits: .init(time: .seconds(300)))
            return (outcome.ending == .exited(0), outcome.text)
        }
    }

    static let ambiguous = "ambiguous for type lookup"

    @Test func theStandInReproducesTheMacsErrorAndTheModulesOwnNamesSettleIt() throws {
        let rig = try Rig()
        let plain = "import Foundation\nimport OpenCombine\nfinal class X: ObservableObject { @Published var a = 1 }\n"
        let mac = try rig.typecheck([("X.swift", plain)], module: "Probe")
        #expect(!mac.passed && mac.output.contains("'ObservableObject' is \(Self.ambiguous)"), "\(mac.output)")
        let names = "import OpenCombine\ntypealias Published = OpenCombine.Published\ntypealias ObservableObject = OpenCombine.ObservableObject\n"
        let settled = try rig.typecheck([("X.swift", plain), ("Names.swift", names)], module: "Probe")
        #expect(settled.passed, "\(settled.output)")
    }

    /// The lesson module's own sources (those SwiftPM compiled, generated ones too), as a Mac reads them.
    @Test func theCombineLessonModuleCompilesOnAMac() throws {
        let rig = try Rig()
        let build = URL(fileURLWithPath: rig.manifest.binFolder).appending(path: "CombineMVVM.build")
        let list = try String(contentsOf: build.appending(path: "sources"), encoding: .utf8)
        let files = try list.split(separator: "\n").map { line -> (name: String, text: String) in
            let path = line.hasPrefix("\"") && line.hasSuffix("\"") ? String(line.dropFirst().dropLast()) : String(line)
            let url = URL(fileURLWithPath: path)
            return ("\(url.deletingLastPathComponent().lastPathComponent)-\(url.lastPathComponent)", try String(contentsOf: url, encoding: .utf8))
        }
        #expect(files.contains { $0.text.contains("import Foundation") && $0.text.contains("ObservableObject") })
        let result = try rig.typecheck(files, module: "CombineMVVM")
        #expect(result.passed, "\(result.output)")
        #expect(!result.output.contains(Self.ambiguous))
    }

    /// Every learner file of every exercise on a lesson that imports OpenCombine (starter, solution,
    /// each known-wrong solution), with its checks, as the check program compiles them.
    @Test func everyExerciseFileOfTheCombineLessonsCompilesOnAMac() throws {
        let rig = try Rig()
        let lessons = Catalog.standard.lessons.filter { $0.imports.contains("OpenCombine") }
        #expect(lessons.contains { $0.id == "combine-mvvm" })
        for lesson in lessons {
            for exercise in lesson.exercises {
                let learnerFiles = [("starter", exercise.starter), ("solution", exercise.solution)] + exercise.wrongSolutions.map { ($0.name, $0.code) }
                for (name, code) in learnerFiles {
                    let files = [("Checks.swift", exercise.checks), (exercise.fileName, code)]
                    let result = try rig.typecheck(files, module: CellSource.moduleName)
                    #expect(!result.output.contains(Self.ambiguous), "\(lesson.id) \(exercise.id) \(name): \(result.output)")
                    if name == "solution" { #expect(result.passed, "\(lesson.id) \(exercise.id): \(result.output)") }
                }
            }
        }
    }

    /// A cell on combine-mvvm that declares a view model of its own, in the `main.swift` the shell
    /// generates for it: the cell's module declares the names itself (the lesson module's
    /// declaration, being imported, would not settle them).
    @Test func aCellThatDeclaresAViewModelCompilesOnAMac() throws {
        let rig = try Rig()
        let lesson = try #require(Catalog.standard.lessons.first { $0.id == "combine-mvvm" })
        let cell = "final class Probe: ObservableObject { @Published var city = \"\" }\nlet probe = Probe()\nprobe.$city"
        let request = CellRequest(lesson: lesson, liveObjects: [], page: [], cell: cell, label: "cell 1", number: 1)
        let source = LiveCellSource(request: request, items: CellItems(cell)).text
        #expect(source.contains(CellSource.openCombineNames(imports: lesson.imports)) && !CellSource.openCombineNames(imports: lesson.imports).isEmpty)
        let with = try rig.typecheck([("main.swift", source)], module: "Cell1", script: true)
        #expect(with.passed, "\(with.output)")
        let without = source.replacingOccurrences(of: CellSource.openCombineNames(imports: lesson.imports), with: "")
        let refused = try rig.typecheck([("main.swift", without)], module: "Cell1", script: true)
        #expect(refused.output.contains(Self.ambiguous), "without the cell's own names a Mac would refuse it: \(refused.output)")
    }
}
