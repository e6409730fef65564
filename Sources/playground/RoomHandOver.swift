import ArgumentParser
import Foundation
import PlaygroundApp
import PlaygroundKit
import Platform

/// `playground present` and `playground follow` run in `playground-room`, built beside
/// `playground`: the room's server and client bring SwiftNIO's event loops, threads and sockets,
/// which every other start of `playground` would otherwise load. The hand-over
/// is an exec: the same process, terminal, signals, arguments and environment, and the exit status
/// is the room's own.
enum RoomHandOver {
    static let sibling = "playground-room"

    /// Replaces this process with `playground-room`, given this process's own arguments (`argv[0]`
    /// too). Returns only by exiting with status 1, saying why, when it cannot.
    static func exec() -> Never {
        guard let folder = executableFolder() else {
            fail("cannot find the folder playground runs from, where \(sibling) is")
        }
        let path = folder + "/" + sibling
        var reason = execSibling(at: path)
        // `swift run playground present` builds `playground` alone: in a package's build folder,
        // build the room's program too, once, and go on.
        if reason == ENOENT, let package = packageRoot(of: folder) {
            build(in: package, configuration: (folder as NSString).lastPathComponent)
            reason = execSibling(at: path)
        }
        if reason == ENOENT || reason == ENOTDIR {
            fail("\(sibling) not found next to playground: build with swift build")
        }
        fail("cannot run \(path) (\(String(cString: strerror(reason))))")
    }

    /// Execs `path` with this process's arguments; returns `errno` when it cannot.
    private static func execSibling(at path: String) -> Int32 {
        var argv: [UnsafeMutablePointer<CChar>?] = CommandLine.arguments.map { strdup($0) } + [nil]
        execv(path, &argv)
        // Only a failed exec gets here.
        let reason = errno
        for pointer in argv { free(pointer) }
        return reason
    }

    /// The package whose build folder `folder` is in: see ``RoomCommandLine/packageRoot(of:)``.
    static func packageRoot(of folder: String) -> String? {
        RoomCommandLine.packageRoot(of: folder)
    }

    /// `swift build --product playground-room`, its output on standard error. A failure is left to
    /// the exec that follows, which then says the program is not there.
    private static func build(in package: String, configuration: String) {
        Terminal.error("playground: building \(sibling), the program present and follow run in (once)...\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package, "--product", sibling]
            + (configuration == "release" ? ["-c", "release"] : [])
        process.standardOutput = FileHandle.standardError
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            Terminal.error("playground: could not run swift build (\(error.localizedDescription))\n")
        }
    }

    private static func fail(_ message: String) -> Never {
        Terminal.error("error: \(message)\n")
        exit(1)
    }

    /// The folder of the running executable itself: `CommandLine.arguments[0]` may be a bare name
    /// found on PATH, or a symbolic link.
    static func executableFolder() -> String? {
        guard let path = RunningProgram.executablePath, let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// `playground present`, as `playground` lists it: the help and options are the real command's
/// (`RoomCommandLine`), for `playground --help` and the completion scripts; running it is
/// `playground-room`'s (`Playground.main` hands it over before parsing).
struct PresentCommand: ParsableCommand {
    static let configuration = RoomCommandLine.present

    @OptionGroup var options: PresentOptions

    func run() {
        RoomHandOver.exec()
    }
}

/// `playground follow`, as `playground` lists it: see ``PresentCommand``.
struct FollowCommand: ParsableCommand {
    static let configuration = RoomCommandLine.follow

    @OptionGroup var options: FollowOptions

    func run() {
        RoomHandOver.exec()
    }
}
