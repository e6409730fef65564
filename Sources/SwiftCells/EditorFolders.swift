import Foundation
import LanguageServer
import PlaygroundKit

/// The learner's exercise folders made ones an editor understands: a `compile_commands.json` in
/// each exercise's folder (for its file), and one in the exercises folder (for every exercise file
/// under it), each file with the `swiftc` arguments a cell is compiled with. sourcekit-lsp reads
/// it, so `@testable import DependencyInjection` resolves to the lesson modules of this very
/// build, with completion and diagnostics, in VS Code (the Swift extension) and Neovim
/// (nvim-lspconfig's `sourcekit`).
///
/// The databases name this build's folder: written when an exercise is handed out and again
/// whenever the shell finds them missing or naming another build (``prepare(workspace:exerciseFile:)``
/// rewrites only what says something else).
public struct EditorFolders: Sendable {
    /// The compiler, then the flags learner code is compiled with (no files, no outputs).
    public let arguments: [String]
    /// The build folder the lessons' modules are in.
    public let binFolder: String

    public init(manifest: BuildManifest) {
        arguments = Self.arguments(for: manifest)
        binFolder = manifest.binFolder
    }

    /// What a cell's or an exercise file's compile uses, compiler first: the module name, the
    /// language mode, and the lesson catalog's search paths, C module maps, target and module cache.
    public static func arguments(for manifest: BuildManifest) -> [String] {
        [manifest.compiler, "-module-name", CellSource.moduleName, "-swift-version", "6", "-Onone"] + manifest.compileFlags
    }

    /// Writes (where missing or stale) the database of `exerciseFile`'s folder, when given, and
    /// the one of the exercises folder, listing every exercise file there. Returns the folders
    /// whose database was written.
    @discardableResult
    public func prepare(workspace: Workspace, exerciseFile: URL?) throws -> [URL] {
        var written: [URL] = []
        if let exerciseFile {
            let folder = exerciseFile.deletingLastPathComponent()
            if try CompilationDatabase.write(folder: folder, files: [exerciseFile], arguments: arguments) { written.append(folder) }
        }
        let root = workspace.exercisesFolder
        if try CompilationDatabase.write(folder: root, files: Self.exerciseFiles(under: root), arguments: arguments) { written.append(root) }
        return written
    }

    /// The Swift files of every exercise folder under `root` (`<lesson>/<n>-<id>/*.swift`), sorted.
    public static func exerciseFiles(under root: URL) -> [URL] {
        var found: [URL] = []
        for lesson in Self.entries(root) {
            for exercise in Self.entries(lesson) {
                found += Self.entries(exercise).filter { $0.pathExtension == "swift" && Self.isRegularFile($0) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    private static func entries(_ folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appending(path: $0) }
    }

    private static func isRegularFile(_ file: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: file.path)[.type] as? FileAttributeType) == .typeRegular
    }
}

extension EditorFolders {
    /// The shell's editor folders (``LearnerFiles/editors``) for the build in `binFolder`: reads
    /// the build's manifest on first use (again after a failure), then writes what is missing or
    /// stale.
    public final class Preparer: EditorPreparer {
        let binFolder: String
        private var folders: EditorFolders?

        public init(binFolder: String = BuildManifest.currentBinFolder()) {
            self.binFolder = binFolder
        }

        public func prepare(_ workspace: Workspace, exerciseFile file: URL?) -> EditorSetup {
            let folders: EditorFolders
            if let cached = self.folders {
                folders = cached
            } else {
                do throws(BuildManifest.Unavailable) {
                    let manifest = try BuildManifest.read(binFolder: binFolder)
                    guard manifest.testableModules.contains("LessonCatalog") else {
                        return .unavailable("this playground is a \(manifest.configuration) build, and '@testable import' needs the lessons built for testing: run 'swift run playground' (debug)")
                    }
                    folders = EditorFolders(manifest: manifest)
                } catch {
                    return .unavailable(error.reason)
                }
                self.folders = folders
            }
            do {
                try folders.prepare(workspace: workspace, exerciseFile: file)
            } catch {
                return .unavailable("cannot write compile_commands.json: \(error.localizedDescription)")
            }
            return .ready(buildFolder: folders.binFolder)
        }
    }
}
