// Platform: where the running program and its build are
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import MachO
#endif

/// The running program's own file and the build folder it comes from, found the same way by the
/// shell, the room, the cells' runner, the lessons and the tests.
public enum RunningProgram {
    /// This program's own file, symbolic links resolved (`CommandLine.arguments[0]` may be a bare
    /// name found on PATH, or a link): `/proc/self/exe` on Linux, `_NSGetExecutablePath` on Darwin.
    public static var executablePath: String? {
        #if os(Linux)
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
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

    /// The folder SwiftPM built this program in (`.build/<triple>/debug`): the executable's folder,
    /// or, under `swift test` on macOS, where tests run inside a toolchain helper (`xctest`,
    /// `swiftpm-testing-helper`), the folder holding the test bundle. On Linux the tests are an
    /// executable of their own in the build folder. Falls back to `argv[0]`'s folder.
    public static var buildFolder: String {
        if let bundle = loadedTestBundle { return parent(of: bundle) }
        let executable = executablePath
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".").standardizedFileURL.resolvingSymlinksInPath().path
        return parent(of: executable)
    }

    /// The `.xctest` bundle loaded into this process, if a test helper loaded one (macOS).
    static var loadedTestBundle: String? {
        #if canImport(Darwin)
        for index in 0..<_dyld_image_count() {
            guard let name = _dyld_get_image_name(index) else { continue }
            let path = String(cString: name)
            if let range = path.range(of: ".xctest/") { return resolved(String(path[..<range.lowerBound]) + ".xctest") }
        }
        #endif
        return nil
    }

    private static func parent(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
