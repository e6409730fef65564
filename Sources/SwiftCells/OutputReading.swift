import Foundation
import PlaygroundKit

/// Reading what the compiler and a crashed program printed, in the learner's terms: which of
/// their files, which line and column.
enum OutputReading {
    /// The compiler's diagnostics (`-diagnostic-style llvm`: `file:line:column: error: message`,
    /// then the source line and a caret), files named by their last path component. The driver's
    /// own summary lines ("emit-module command failed") are dropped.
    static func diagnostics(_ output: String) -> [LearnerDiagnostic] {
        var found: [LearnerDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let diagnostic = parseDiagnostic(line) {
                found.append(diagnostic)
            } else if line.hasPrefix("error: ") {
                let message = String(line.dropFirst("error: ".count))
                if message.contains("command failed with exit code") { continue }
                found.append(LearnerDiagnostic(location: nil, severity: "error", message: message))
            } else if !found.isEmpty, !line.isEmpty {
                found[found.count - 1].excerpt.append(line)
            }
        }
        return found
    }

    /// `cell 2:3:7: error: cannot find 'foo' in scope`.
    static func parseDiagnostic(_ line: String) -> LearnerDiagnostic? {
        for severity in ["error", "warning", "note"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
            let file = place.dropLast(2).joined(separator: ":")
            return LearnerDiagnostic(
                location: LearnerLocation(file: lastComponent(file), line: lineNumber, column: column),
                severity: severity, message: String(line[range.upperBound...]))
        }
        return nil
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// A crashed program's output split into what it printed and what the runtime said: the
    /// message (`Fatal error: Index out of range`, or a simultaneous access in the learner's terms)
    /// and the innermost frame in one of `files`.
    static func crash(_ output: String, files: Set<String>) -> (printed: String, message: String, location: LearnerLocation?) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "*** Signal", "💣 Program crashed", "*** Program crashed"]
        let start = lines.firstIndex { line in line.hasPrefix(AccessConflict.marker) || markers.contains { line.contains($0) } } ?? lines.count
        let printed = lines[..<start].joined(separator: "\n")
        // The runtime's frames there are offsets, not lines: `SwiftRunner` finds the line.
        var message = AccessConflict.read(output, image: "")?.message
        var location: LearnerLocation?
        for line in lines[start...] {
            if message == nil {
                for kind in ["Fatal error", "Precondition failed", "Assertion failed"] {
                    guard let range = line.range(of: kind) else { continue }
                    message = String(line[range.lowerBound...])
                    // `LearnerCode/cell 2:4: Fatal error: ...`: a place in the learner's code, if it is one.
                    let place = line[..<range.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
                    let parts = place.split(separator: ":")
                    if parts.count == 2, let number = Int(parts[1]), files.contains(lastComponent(String(parts[0]))) {
                        location = LearnerLocation(file: lastComponent(String(parts[0])), line: number)
                    }
                    break
                }
            }
            if message == nil, let range = line.range(of: "Program crashed: ") {
                var what = String(line[range.upperBound...])
                if let at = what.range(of: " at 0x") { what = String(what[..<at.lowerBound]) }
                message = "crashed: " + what.trimmingCharacters(in: CharacterSet(charactersIn: "* "))
            }
            if let frame = frameLocation(line), files.contains(frame.file) {
                // The innermost frame in the learner's code says more than the message's place.
                if location == nil || location?.column == nil { location = frame }
                break
            }
        }
        return (printed, message ?? "the program crashed", location)
    }

    /// ` 4 [ra] 0x... main + 268 in cell at /tmp/x/cell 2:4:7`.
    static func frameLocation(_ line: String) -> LearnerLocation? {
        guard let range = line.range(of: " at ", options: .backwards) else { return nil }
        let place = line[range.upperBound...].split(separator: ":", omittingEmptySubsequences: false)
        guard place.count >= 3, let number = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
        return LearnerLocation(file: lastComponent(place.dropLast(2).joined(separator: ":")), line: number, column: column)
    }
}
