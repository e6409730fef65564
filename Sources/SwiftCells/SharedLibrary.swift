import Foundation
import Platform
import SystemPackage

/// The lessons as one shared library, `libPlaygroundCells.so` (`.dylib` on Darwin), linked once from the object files
/// SwiftPM already built for the playground, so that each cell links against one library instead
/// of hundreds of objects. Kept next to the build (`<bin>/playground-cells/`) and made again only
/// when an object file changed (a stamp of their sizes and times says so).
struct SharedLibrary {
    static let name = "PlaygroundCells"
    /// The folder holding the library.
    let folder: String

    var path: String { folder + "/" + Linking.libraryFile(Self.name) }

    /// The library for `manifest`, linked now if it is missing or stale. Safe when several
    /// playgrounds (or tests) do this at once: each links to a file of its own, then renames it.
    static func prepare(_ manifest: BuildManifest, limits: ChildProcess.Limits) throws(BuildManifest.Unavailable) -> SharedLibrary {
        let folder = manifest.binFolder + "/playground-cells"
        let library = SharedLibrary(folder: folder)
        let stampPath = folder + "/stamp"
        let stamp = Self.stamp(of: manifest.objects)
        if FileManager.default.fileExists(atPath: library.path),
           (try? String(contentsOfFile: stampPath, encoding: .utf8)) == stamp {
            return library
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw BuildManifest.Unavailable(reason: "cannot make \(folder) for the lessons' shared library: \(error.localizedDescription)")
        }
        let unique = "\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let temporary = library.path + "." + unique
        let list = folder + "/objects.\(unique)"
        defer { try? FileManager.default.removeItem(atPath: list) }
        do {
            try manifest.objects.map { "\"\($0)\"" }.joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
        } catch {
            throw BuildManifest.Unavailable(reason: "cannot write \(list): \(error.localizedDescription)")
        }
        let arguments = manifest.linkFlags + Linking.installNameFlags(file: Linking.libraryFile(name)) + ["-emit-library", "-o", temporary, "@" + list]
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(manifest.compiler, arguments: arguments, limits: limits, interruptible: true)
        } catch {
            throw BuildManifest.Unavailable(reason: "cannot run \(manifest.compiler): \(error)")
        }
        guard outcome.ending == .exited(0) else {
            try? FileManager.default.removeItem(atPath: temporary)
            let said = outcome.text.split(separator: "\n").prefix(5).joined(separator: "\n")
            throw BuildManifest.Unavailable(reason: "linking the lessons into one library failed (\(outcome.ending)):\n\(said)")
        }
        guard rename(temporary, library.path) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw BuildManifest.Unavailable(reason: "cannot move the lessons' library into \(folder)")
        }
        try? stamp.write(toFile: stampPath, atomically: true, encoding: .utf8)
        return library
    }

    /// Sizes and modification times of `objects`, hashed (FNV-1a, the same in every process).
    static func stamp(of objects: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for object in objects {
            let described: String
            if let info = try? FilePath(object).stat() {
                described = "\(object) \(info.size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\n"
            } else {
                described = "\(object) missing\n"
            }
            for byte in described.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16) + " \(objects.count) objects\n"
    }
}
