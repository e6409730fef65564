#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cell's library, loaded into this process with its symbols available to later cells, and its
/// entry point: the top-level code of a `main.swift` compiled with `-entry-point-function-name`.
/// (`dlopen` and `dlsym` are POSIX; the library's file name is `Linking`'s.)
struct DynamicLibrary {
    typealias Entry = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32

    let entry: Entry

    /// Loads `path` (again: a library loaded before is the same one) and finds `symbol` in it.
    static func load(_ path: String, entry symbol: String) -> Result<DynamicLibrary, LoadFailure> {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL) else {
            return .failure(LoadFailure(reason: dlerror().map { String(cString: $0) } ?? "dlopen failed"))
        }
        guard let address = dlsym(handle, symbol) else {
            return .failure(LoadFailure(reason: "\(path) has no \(symbol)"))
        }
        return .success(DynamicLibrary(entry: unsafeBitCast(address, to: Entry.self)))
    }

    struct LoadFailure: Error {
        let reason: String
    }
}
