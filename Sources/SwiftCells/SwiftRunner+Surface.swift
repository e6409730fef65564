import Foundation
import Platform
import PlaygroundKit

/// An exercise's surface rules: checks read from the compiler's own account of the learner's
/// file, its symbol graph (`swift-symbolgraph-extract`, in the toolchain beside `swiftc`). A
/// refused snippet can only try what its author thought of (`vm.status = …`); the symbol graph
/// lists every member a learner declared, whatever its name, with its declaration as the
/// compiler sees it.
extension SwiftRunner {
    func surfaceResults(_ exercise: Exercise, code: String, build: (manifest: BuildManifest, library: SharedLibrary)) -> [CheckReport.Result] {
        guard !exercise.surfaceRules.isEmpty else { return [] }
        var members: [SymbolGraph.Symbol] = []
        var trouble: String?
        let run = withWorkFolder { folder -> CodeRun in
            try code.write(toFile: folder + "/" + exercise.fileName, atomically: false, encoding: .utf8)
            let module = "LearnerSurface"
            let emit = ["-emit-module", "-emit-module-path", folder + "/\(module).swiftmodule", "-swift-version", "6", "-suppress-warnings",
                        "-module-name", module] + build.manifest.compileFlags + [folder + "/" + exercise.fileName]
            let compiled = try ChildProcess.run(build.manifest.compiler, arguments: emit, limits: configuration.compileLimits, interruptible: true)
            guard compiled.ending == .exited(0) else {
                trouble = "the compiler could not describe your file (\(compiled.ending))"
                return CodeRun(ending: .finished)
            }
            try FileManager.default.createDirectory(atPath: folder + "/graph", withIntermediateDirectories: true)
            let extract = ["-module-name", module, "-I", folder, "-minimum-access-level", "internal", "-output-dir", folder + "/graph"]
                + Self.symbolGraphFlags(build.manifest.compileFlags)
            let extracted = try ChildProcess.run(Self.symbolGraphExtractor(besides: build.manifest.compiler), arguments: extract,
                                                 limits: configuration.compileLimits, interruptible: true)
            guard extracted.ending == .exited(0),
                  let data = FileManager.default.contents(atPath: folder + "/graph/\(module).symbols.json"),
                  let graph = try? JSONDecoder().decode(SymbolGraph.self, from: data) else {
                trouble = "swift-symbolgraph-extract did not describe your file (\(extracted.ending))"
                return CodeRun(ending: .finished)
            }
            members = graph.symbols
            return CodeRun(ending: .finished)
        }
        if case .unavailable(let reason) = run.ending { trouble = reason }
        return exercise.surfaceRules.map { rule in
            var result = CheckReport.Result(name: rule.name, status: .passed)
            if let trouble {
                result.status = .failed
                result.message = trouble
            } else if let member = Self.breaking(rule, members) {
                result.status = .failed
                result.message = rule.otherwise.replacingOccurrences(of: "\\(declaration)", with: member.declaration)
            }
            return result
        }
    }

    /// The first internal or public member of the rule's type that the rule forbids.
    static func breaking(_ rule: SurfaceRule, _ symbols: [SymbolGraph.Symbol]) -> SymbolGraph.Symbol? {
        symbols.first { symbol in
            guard symbol.pathComponents.count == 2, symbol.pathComponents[0] == rule.type,
                  ["internal", "package", "public", "open"].contains(symbol.accessLevel),
                  rule.members.isEmpty || rule.members.contains(symbol.name) else { return false }
            let declaration = symbol.declaration
            if rule.forbid.contains(where: { declaration.contains($0) }) { return true }
            let isProperty = symbol.kind.identifier.hasSuffix("property")
            let isVariable = declaration.hasPrefix("var ") || declaration.contains(" var ")
            return !rule.settable && isProperty && isVariable && !declaration.hasSuffix("{ get }")
        }
    }

    /// The compile flags `swift-symbolgraph-extract` takes (it has no `-Xcc -g` and the like).
    static func symbolGraphFlags(_ flags: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index + 1 < flags.count {
            if ["-I", "-F", "-Xcc", "-target", "-sdk", "-module-cache-path", "-resource-dir"].contains(flags[index]) {
                kept += [flags[index], flags[index + 1]]
            }
            index += 2
        }
        return kept
    }

    static func symbolGraphExtractor(besides compiler: String) -> String {
        URL(fileURLWithPath: compiler).deletingLastPathComponent().appendingPathComponent("swift-symbolgraph-extract").path
    }
}

/// The part of a symbol graph (the `*.symbols.json` that `swift-symbolgraph-extract` writes) the
/// surface rules read.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Fragment: Decodable { var spelling: String }
        var kind: Kind
        var pathComponents: [String]
        var accessLevel: String
        var declarationFragments: [Fragment]?

        var declaration: String { (declarationFragments ?? []).map(\.spelling).joined() }
        /// The member's name without its arguments: `fail` for `fail(_:)`.
        var name: String { String((pathComponents.last ?? "").prefix { $0 != "(" }) }
    }

    var symbols: [Symbol]
}
