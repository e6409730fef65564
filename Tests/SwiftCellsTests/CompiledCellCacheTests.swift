import Foundation
import Testing
@testable import PlaygroundKit
@testable import SwiftCells

/// Compiled cells kept with the pages: an entry serves only the very same compile.
@Suite struct CompiledCellCacheTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "cell-cache-\(UUID().uuidString)").path
    let manifest = BuildManifest(binFolder: "/b", configuration: "debug", compileFlags: ["-I", "/m"], testableModules: [], linkFlags: [],
                                 objects: [], compiler: "/usr/bin/true")

    func record(_ number: Int, _ code: String) -> CellRecord {
        CellRecord(number: number, label: "cell \(number)", code: code, library: "/x/Cell\(number).library", declarations: [])
    }

    @Test func theKeyChangesWithTheCellItsNumberTheEarlierCellsAndTheFlags() {
        let base = CompiledCellCache.key(source: "let a = 1", number: 2, earlier: [record(1, "let z = 0")], manifest: manifest)
        var other = manifest
        other.compileFlags = ["-I", "/n"]
        let variants = [
            CompiledCellCache.key(source: "let a = 2", number: 2, earlier: [record(1, "let z = 0")], manifest: manifest),
            CompiledCellCache.key(source: "let a = 1", number: 3, earlier: [record(1, "let z = 0")], manifest: manifest),
            CompiledCellCache.key(source: "let a = 1", number: 2, earlier: [record(1, "let z = 9")], manifest: manifest),
            CompiledCellCache.key(source: "let a = 1", number: 2, earlier: [], manifest: manifest),
            CompiledCellCache.key(source: "let a = 1", number: 2, earlier: [record(1, "let z = 0")], manifest: other),
        ]
        for variant in variants { #expect(variant != base) }
        #expect(CompiledCellCache.key(source: "let a = 1", number: 2, earlier: [record(1, "let z = 0")], manifest: manifest) == base)
    }

    @Test func anEntryIsTakenOnlyForItsOwnKey() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/work", withIntermediateDirectories: true)
        let cache = CompiledCellCache(folder: folder + "/cache")
        try FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
        try Data("library".utf8).write(to: URL(fileURLWithPath: folder + "/work/lib"))
        try Data("module".utf8).write(to: URL(fileURLWithPath: folder + "/work/mod"))
        cache.keep("the key", library: folder + "/work/lib", module: folder + "/work/mod")
        #expect(!cache.take("another key", library: folder + "/out-lib", module: folder + "/out-mod"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out-lib"))
        #expect(cache.take("the key", library: folder + "/out-lib", module: folder + "/out-mod"))
        #expect(FileManager.default.contents(atPath: folder + "/out-lib") == Data("library".utf8))
        #expect(FileManager.default.contents(atPath: folder + "/out-mod") == Data("module".utf8))
        // Two keys whose digests collided would still be told apart: the key is compared whole.
        try Data("forged".utf8).write(to: URL(fileURLWithPath: cache.folder + "/" + CompiledCellCache.digest("the key") + "/key"))
        #expect(!cache.take("the key", library: folder + "/out-lib", module: folder + "/out-mod"))
    }
}
