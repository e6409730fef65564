import ArgumentParser
import FileLocking
import Foundation
import Handouts
import LessonCatalog
import PlaygroundApp
import PlaygroundKit

/// `playground run di --asciicast di.cast`: the lesson as an asciicast v2 recording, beside the
/// transcript on standard output.
enum ExportAsciicast {
    /// Records `lesson` (the selected steps) into `path`. Colour unless --no-color or NO_COLOR:
    /// a recording is played back on a terminal, whatever standard output is now.
    static func write(lesson: String, selection: Transcript.Selection, to path: String, noColor: Bool, language: Language = .en) throws {
        let steps: ClosedRange<Int>? = if case .range(let range) = selection { range } else { nil }
        guard let cast = Asciicast.record(catalog: .standard, lesson: lesson, steps: steps, language: language) else {
            // Transcript.render has already accepted the lesson and steps; this cannot happen.
            Terminal.error("error: could not record lesson '\(lesson)'\n")
            throw ExitCode.failure
        }
        let noColor = noColor || ProcessEnvironment.current["NO_COLOR"].map { !$0.isEmpty } == true
        // Through a symbolic link, atomically for a regular file; a device, a named pipe or /dev/stdout in place
        // (never replaced: see SafeFile).
        if let failure = SafeFile.write(Array(cast.encoded(color: !noColor).utf8), to: path, permissions: .usual, nonRegular: .writeInPlace) {
            Terminal.error("error: cannot write the recording: \(failure.text)\n")
            throw ExitCode.failure
        }
    }
}
