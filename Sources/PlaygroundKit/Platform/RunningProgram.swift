import Foundation
import Platform

/// The running program's own file and the build folder it comes from, found the same way by the
/// shell, the room, the cells' runner, the lessons and the tests.
public enum RunningProgram {
    /// This program's own file, symbolic links resolved (see ``ExecutableFile/path``).
    public static var executablePath: String? {
        ExecutableFile.path
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
        ExecutableFile.loadedTestBundle
    }

    private static func parent(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
