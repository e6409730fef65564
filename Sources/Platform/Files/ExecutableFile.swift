// Platform: where the running program's file is (/proc/self/exe on Linux, dyld on Darwin)
#if canImport(Darwin)
import MachO
#endif

/// The running program's own file, as the system knows it.
public enum ExecutableFile {
    /// This program's own file, symbolic links resolved (`CommandLine.arguments[0]` may be a bare
    /// name found on PATH, or a link): `/proc/self/exe` on Linux, `_NSGetExecutablePath` on Darwin.
    public static var path: String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return resolved(String(cString: buffer))
        #else
        return nil
        #endif
    }

    /// The `.xctest` bundle a test helper (`xctest`, `swiftpm-testing-helper`) loaded into this
    /// process, on macOS; nil elsewhere (Linux runs tests as an executable of their own).
    public static var loadedTestBundle: String? {
        #if canImport(Darwin)
        for index in 0..<_dyld_image_count() {
            guard let name = _dyld_get_image_name(index) else { continue }
            let path = String(cString: name)
            if let range = path.range(of: ".xctest/") { return resolved(String(path[..<range.lowerBound]) + ".xctest") }
        }
        #endif
        return nil
    }

    /// `path` with every symbolic link resolved (`realpath`), or as it is when it cannot be.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
