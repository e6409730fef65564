import Foundation
import Testing
@testable import SwiftCells

/// Where cells learn how the lessons were built: SwiftPM's native build system writes
/// `.build/debug.yaml`; a build without it (the swiftbuild system, opt-in in Swift 6.3 and expected
/// to become the default) gets a reason that says how to build instead.
@Suite struct BuildManifestTests {
    @Test func thisBuildsManifestIsRead() throws {
        let manifest = try BuildManifest.read(binFolder: BuildManifest.currentBinFolder())
        #expect(manifest.testableModules.isSuperset(of: ["CombineMVVM", "DependencyInjection"]), "\(manifest.testableModules.sorted())")
        #expect(!manifest.objects.isEmpty && !manifest.compileFlags.isEmpty)
    }

    @Test func aBuildWithoutTheManifestSaysHowToBuild() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "no-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let bin = root.appending(path: ".build/a-triple/debug")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        do {
            _ = try BuildManifest.read(binFolder: bin.path)
            Issue.record("a build folder without debug.yaml was read")
        } catch {
            #expect(error.reason.contains("debug.yaml is missing"), "\(error.reason)")
            #expect(error.reason.contains("swift build --build-system native"), "\(error.reason)")
        }
    }
}
