import Foundation
import PlaygroundKit

/// What SwiftPM built the playground with, read from its build folder rather than guessed: the
/// module search paths and C module maps the lessons were compiled with, whether they were built
/// for testing (`@testable import`), and the object files and libraries the `playground-shell`
/// executable was linked from.
///
/// The build folder is the one the running program sits in (`.build/<triple>/debug/`); SwiftPM's
/// manifest for it is `.build/debug.yaml` (an llbuild file whose commands carry their arguments
/// as one JSON array per `args:` line).
public struct BuildManifest: Sendable, Equatable {
    /// The folder the executable and the modules were built in.
    public var binFolder: String
    /// `debug` or `release`.
    public var configuration: String
    /// `-I`, `-Xcc ...`, `-target`, `-sdk`, `-module-cache-path` of the lesson catalog's compile,
    /// which imports every lesson: what a cell needs to import any of them.
    public var compileFlags: [String]
    /// Modules built with `-enable-testing`: a cell may `@testable import` them.
    public var testableModules: Set<String>
    /// `-L`, `-l`, `-target` and `-sdk` flags of the playground's link.
    public var linkFlags: [String]
    /// The object files of the playground's link, its own `main` excluded.
    public var objects: [String]
    /// The swiftc SwiftPM used.
    public var compiler: String

    /// Why cells cannot run here, in words for the learner.
    public struct Unavailable: Error, Equatable, Sendable {
        public var reason: String
    }

    /// The manifest of the build `binFolder` belongs to.
    public static func read(binFolder: String) throws(Unavailable) -> BuildManifest {
        let folder = URL(fileURLWithPath: binFolder).standardizedFileURL.resolvingSymlinksInPath()
        let configuration = folder.lastPathComponent
        let buildRoot = folder.deletingLastPathComponent().deletingLastPathComponent()
        let manifestPath = buildRoot.appending(path: configuration + ".yaml").path
        guard let text = try? String(contentsOfFile: manifestPath, encoding: .utf8) else {
            // SwiftPM's native build system writes it; the swiftbuild system (opt-in in Swift 6.3,
            // expected to become the default) does not: say how to build so that cells can work.
            throw Unavailable(reason: "the build this playground comes from is not here (\(manifestPath) is missing): "
                + "build it with SwiftPM's native build system ('swift build --build-system native'), which writes it")
        }
        var commands: [[String]] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("args: [") else { continue }
            let json = trimmed.dropFirst("args: ".count)
            if let arguments = try? JSONDecoder().decode([String].self, from: Data(json.utf8)) { commands.append(arguments) }
        }
        func module(_ arguments: [String]) -> String? {
            guard let index = arguments.firstIndex(of: "-module-name"), index + 1 < arguments.count else { return nil }
            return arguments[index + 1]
        }
        let compiles = commands.filter { module($0) != nil && !$0.contains("-emit-executable") && !$0.contains("-emit-library") }
        guard let catalog = compiles.first(where: { module($0) == "LessonCatalog" }) else {
            throw Unavailable(reason: "\(manifestPath) has no compile command for the lessons")
        }
        guard let link = commands.first(where: { module($0) == "playground_shell" && $0.contains("-emit-executable") }),
              let listArgument = link.first(where: { $0.hasPrefix("@") && $0.hasSuffix("Objects.LinkFileList") }) else {
            throw Unavailable(reason: "\(manifestPath) has no link command for the playground")
        }
        guard let list = try? String(contentsOfFile: String(listArgument.dropFirst()), encoding: .utf8) else {
            throw Unavailable(reason: "the playground's list of object files (\(listArgument.dropFirst())) is missing: build it with 'swift build'")
        }
        let objects = list.split(separator: "\n").map { line -> String in
            var path = String(line)
            if path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 { path = String(path.dropFirst().dropLast()) }
            return path
        }.filter { !$0.contains("/playground_shell.build/") }
        return BuildManifest(
            binFolder: folder.path,
            configuration: configuration,
            compileFlags: selectCompileFlags(catalog),
            testableModules: Set(compiles.filter { $0.contains("-enable-testing") }.compactMap(module)),
            linkFlags: selectLinkFlags(link),
            objects: objects,
            compiler: catalog.first ?? "swiftc")
    }

    /// The flags that decide what a cell can import and how it is compiled for this machine.
    static func selectCompileFlags(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 1
        let withValue: Set<String> = ["-I", "-Xcc", "-target", "-sdk", "-module-cache-path", "-F", "-resource-dir"]
        while index < arguments.count {
            let argument = arguments[index]
            if withValue.contains(argument), index + 1 < arguments.count {
                kept += [argument, arguments[index + 1]]
                index += 2
                continue
            }
            index += 1
        }
        // `-Xcc -g` and the like are harmless; the position-independent code flag is needed.
        return kept
    }

    /// `-L...`, `-L <dir>`, `-l...`, `-target <triple>` and `-sdk <path>` of a link command (the
    /// last two decide what a library is linked for on Darwin).
    static func selectLinkFlags(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if ["-L", "-target", "-sdk"].contains(argument), index + 1 < arguments.count {
                kept += [argument, arguments[index + 1]]
                index += 2
                continue
            }
            if argument.hasPrefix("-L") || argument.hasPrefix("-l") { kept.append(argument) }
            index += 1
        }
        return kept
    }

    /// The build folder of the running program (or of the tests running in a toolchain helper):
    /// see `RunningProgram.buildFolder`.
    public static func currentBinFolder() -> String {
        RunningProgram.buildFolder
    }
}
