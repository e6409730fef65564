// Platform: how a learner's program is set up to say where it crashed
import Foundation

/// The Swift runtime's backtracer prints the crashed thread's frames with file, line and column,
/// from which `OutputReading.crash` takes the learner's line. Linux backtraces every program.
/// Darwin backtraces only programs that may be debugged (the `get-task-allow` entitlement), and a
/// program forced to without it prints a warning at every start: a program swiftc linked has no
/// entitlements, so it is signed ad hoc with that one first, as SwiftPM signs its debug builds.
public enum CrashReports {
    /// The backtracer's settings for learner code (and the worker that runs cells). Inherited by
    /// what that code starts, among it the toolchain's own programs: on a Mac those are privileged
    /// (hardened) and would print "backtrace-on-crash is not supported for privileged executables"
    /// into a compile's output; `warnings=suppressed` keeps them quiet.
    public static let settings = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=24,sanitize=no,warnings=suppressed"

    /// Readies `program` (in a folder of its own) for backtraces; the `SWIFT_BACKTRACE` to run it with.
    public static func prepare(_ program: String, limits: ChildProcess.Limits) -> String {
        #if canImport(Darwin)
        let entitlements = URL(fileURLWithPath: program).deletingLastPathComponent().appending(path: "entitlements.plist").path
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>com.apple.security.get-task-allow</key><true/></dict></plist>

            """
        guard (try? plist.write(toFile: entitlements, atomically: false, encoding: .utf8)) != nil,
              let signed = try? ChildProcess.run("/usr/bin/codesign", arguments: ["--force", "--sign", "-", "--entitlements", entitlements, program],
                                                 limits: limits, interruptible: true),
              signed.ending == .exited(0) else {
            return "enable=no"  // a crash still says what happened (`Fatal error: ...`), if not always where
        }
        return settings
        #else
        return settings
        #endif
    }

    /// The crash reports the backtracer wrote into `folder` (`output-to=` a folder: one file per
    /// crash), oldest first, taken: read and removed, so each is read once.
    public static func take(from folder: String) -> String {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        var text = ""
        for name in names {
            let path = folder + "/" + name
            if let data = FileManager.default.contents(atPath: path) { text += String(decoding: data.prefix(1 << 20), as: UTF8.self) + "\n" }
            try? FileManager.default.removeItem(atPath: path)
        }
        return text
    }
}
