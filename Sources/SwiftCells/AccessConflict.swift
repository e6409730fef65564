import Foundation
import Platform
import PlaygroundKit

/// The runtime's report of an exclusivity violation ("Simultaneous accesses to 0x..., but
/// modification requires exclusive access."), read for the learner: what the two accesses were,
/// and where in the program each one started.
///
/// The runtime names those places only as offsets into the executable (`program\`<unavailable> +
/// 22416`): a check program exports no symbols, and the backtrace after it cannot unwind past the
/// libc frame that aborted. The toolchain's `llvm-symbolizer` turns the offsets into lines
/// (`lineFrom(program:files:symbolizer:)`), from the program's line tables.
struct AccessConflict: Equatable {
    /// What each access was: `a modification`, `a read`.
    var previous: String
    var current: String
    /// Offsets into the executable named `image` where each access started: return addresses,
    /// innermost first (the previous access has one).
    var previousOffsets: [Int]
    var currentOffsets: [Int]

    /// The line that starts the report: what `OutputReading.crash` takes for where the runtime
    /// began to speak.
    static let marker = "Simultaneous accesses to "

    /// In the learner's terms.
    var message: String {
        "simultaneous access: \(current) of a variable while \(previous) of it was still under way "
            + "(Swift allows no other access to a variable while it is being modified)"
    }

    /// The report in `output`, with the offsets into the executable called `image`; nil when
    /// there is none.
    static func read(_ output: String, image: String) -> AccessConflict? {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(marker) }) else { return nil }
        var conflict = AccessConflict(previous: "an access", current: "an access", previousOffsets: [], currentOffsets: [])
        var inCurrent = false
        for line in lines[(start + 1)...] {
            if line.hasPrefix("Previous access ("), let kind = kind(in: line) {
                conflict.previous = kind
                // `Previous access (a modification) started at program`<unavailable> + 22416 (0x...).`
                if let at = line.range(of: " started at "), let offset = offset(in: line[at.upperBound...], image: image) {
                    conflict.previousOffsets = [offset]
                }
            } else if line.hasPrefix("Current access ("), let kind = kind(in: line) {
                conflict.current = kind
                inCurrent = true
            } else if inCurrent {
                // `2    program    0x000055cdb65d8801 <unavailable> + 22529`
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                guard fields.count >= 5, Int(fields[0]) != nil else { break }
                if fields[1] == image, fields[fields.count - 2] == "+", let offset = Int(fields[fields.count - 1]) {
                    conflict.currentOffsets.append(offset)
                }
            }
        }
        return conflict
    }

    /// `Previous access (a modification) started at`: `a modification`.
    private static func kind(in line: String) -> String? {
        guard let open = line.firstIndex(of: "("), let close = line[open...].firstIndex(of: ")") else { return nil }
        return String(line[line.index(after: open)..<close])
    }

    /// `program`<unavailable> + 22416 (0x...).`: 22416, when the image is `image`.
    private static func offset(in text: Substring, image: String) -> Int? {
        guard text.hasPrefix(image + "`"), let plus = text.range(of: " + ") else { return nil }
        return Int(text[plus.upperBound...].prefix { $0.isNumber })
    }

    /// The first place, the current access's innermost first, then the previous access's, that
    /// the program's line tables put in one of `files`. Nil when none is there, or the symbolizer
    /// cannot be run.
    func lineFrom(program: String, files: Set<String>, symbolizer: String) -> LearnerLocation? {
        let offsets = currentOffsets + previousOffsets
        guard !offsets.isEmpty else { return nil }
        // A return address is one past its call: the byte before it is the call's line.
        let addresses = offsets.map { "0x" + String(max($0 - 1, 0), radix: 16) }
        let arguments = ["--obj=" + program, "--functions=none"] + addresses
        guard let outcome = try? ChildProcess.run(symbolizer, arguments: arguments, limits: ChildProcess.Limits(time: .seconds(10))),
              outcome.ending == .exited(0) else { return nil }
        // One block per address (several lines when inlined, innermost first), a blank line after each.
        for line in outcome.text.split(separator: "\n") {
            guard let place = OutputReading.frameLocation(" at " + line), place.line > 0, files.contains(place.file) else { continue }
            return place
        }
        return nil
    }

    /// The `llvm-symbolizer` of the toolchain whose `swiftc` is `compiler`; the one on `PATH`
    /// when the compiler is named without a folder.
    static func symbolizer(besides compiler: String) -> String {
        guard compiler.contains("/") else { return "llvm-symbolizer" }
        return URL(fileURLWithPath: compiler).deletingLastPathComponent().appending(path: "llvm-symbolizer").path
    }
}
