// Platform: shared libraries (how the lessons' and the cells' libraries are named, linked and loaded)
import Foundation

/// What differs between Linux and Darwin in linking a shared library: its file name, the name a
/// program that links it records, and how a live cell's library leaves its references open.
public enum Linking {
    /// `so` on Linux, `dylib` on Darwin.
    #if canImport(Darwin)
    public static let librarySuffix = "dylib"
    #else
    public static let librarySuffix = "so"
    #endif

    /// `lib<name>.so` or `lib<name>.dylib`.
    public static func libraryFile(_ name: String) -> String {
        "lib\(name).\(librarySuffix)"
    }

    /// swiftc flags for a library linked under a temporary name and renamed to `file` afterwards.
    /// On Darwin a program records the install name of a library it links, which is the output
    /// path unless given: `@rpath/<file>`, found through the program's `-rpath`. On Linux a
    /// library without a soname is recorded by the file name it was found under.
    public static func installNameFlags(file: String) -> [String] {
        #if canImport(Darwin)
        return ["-Xlinker", "-install_name", "-Xlinker", "@rpath/" + file]
        #else
        return []
        #endif
    }

    /// clang's arguments to link a live cell's `object` into the library `output`, its references
    /// to the lessons and earlier cells left to be bound when the shell loads it. `compileFlags`
    /// give the target and SDK (Darwin); `toolFolder` is the toolchain's `bin`.
    public static func liveCellArguments(object: String, output: String, compileFlags: [String], toolFolder: String) -> [String] {
        #if canImport(Darwin)
        // Undefined symbols are looked up in the process that loads the library (the shell).
        var arguments = ["-dynamiclib", "-undefined", "dynamic_lookup", "-o", output, object]
        if let target = value(of: "-target", in: compileFlags) { arguments += ["-target", target] }
        if let sdk = value(of: "-sdk", in: compileFlags) { arguments += ["-isysroot", sdk] }
        return arguments
        #else
        // swiftrt.o marks the library's metadata sections, so the runtime finds its types and
        // conformances; shared libraries may leave symbols undefined on Linux.
        return ["-shared", "-o", output, swiftrt(toolFolder: toolFolder), object]
        #endif
    }

    /// What a live cell's library must link besides the shell's own libraries, for the modules the
    /// learner imported (`import RegexBuilder`: libswiftRegexBuilder). Darwin's linker reads them
    /// from the object itself (autolinking); on Linux `swift-autolink-extract` lists them, and the
    /// library finds them in the toolchain's runtime folder. Nil when they cannot be listed.
    public static func learnerImportArguments(object: String, toolFolder: String, run: (String, [String]) throws -> String?) rethrows -> [String]? {
        #if canImport(Darwin)
        return []
        #else
        guard let listed = try run(toolFolder + "/swift-autolink-extract", [object, "-o", "-"]) else { return nil }
        let runtime = URL(fileURLWithPath: toolFolder).deletingLastPathComponent().path + "/lib/swift/linux"
        let libraries = listed.split(whereSeparator: \.isNewline).map(String.init).filter { $0.hasPrefix("-l") }
        return ["-L", runtime, "-Wl,-rpath," + runtime] + libraries
        #endif
    }

    /// `<toolchain>/lib/swift/linux/<arch>/swiftrt.o`.
    public static func swiftrt(toolFolder: String) -> String {
        #if arch(x86_64)
        let arch = "x86_64"
        #else
        let arch = "aarch64"
        #endif
        return URL(fileURLWithPath: toolFolder).deletingLastPathComponent().path + "/lib/swift/linux/\(arch)/swiftrt.o"
    }

    public static func value(of flag: String, in flags: [String]) -> String? {
        guard let index = flags.firstIndex(of: flag), index + 1 < flags.count else { return nil }
        return flags[index + 1]
    }
}

/// A cell's library, loaded into this process with its symbols available to later cells, and its
/// entry point: the top-level code of a `main.swift` compiled with `-entry-point-function-name`.
/// (`dlopen` and `dlsym` are POSIX; the library's file name is `Linking`'s.)
public struct DynamicLibrary: Sendable {
    public typealias Entry = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32

    public let entry: Entry

    /// Loads `path` (again: a library loaded before is the same one) and finds `symbol` in it.
    public static func load(_ path: String, entry symbol: String) -> Result<DynamicLibrary, LoadFailure> {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL) else {
            return .failure(LoadFailure(reason: dlerror().map { String(cString: $0) } ?? "dlopen failed"))
        }
        guard let address = dlsym(handle, symbol) else {
            return .failure(LoadFailure(reason: "\(path) has no \(symbol)"))
        }
        return .success(DynamicLibrary(entry: unsafeBitCast(address, to: Entry.self)))
    }

    public struct LoadFailure: Error {
        public let reason: String
    }
}
