import Foundation
import PlaygroundKit

/// The open lesson's live objects, rebuilt in a cell program by replaying what the learner typed.
///
/// Lessons are deterministic (their own clock, no wall time), so opening the lesson and handling
/// the same lines again gives the state the shell shows: the steps run, the commands typed. The
/// cell then reads the objects by the names `inspect` lists.
public final class LiveLesson {
    let shell: Shell

    /// Opens `lesson` in a shell of its own and handles each line of the file at `path` (one
    /// command per line, as typed), quietly.
    public init(_ lesson: any Lesson.Type, replaying path: String) {
        CellOutput.sendLessonOutputToStandardOutput()
        shell = Shell(catalog: Catalog([lesson]))
        let lines = (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        CellOutput.quiet()
        _ = shell.handle("open \(lesson.id)")
        for line in lines where !line.isEmpty {
            _ = shell.handle(String(line))
        }
        CellOutput.speak()
    }

    /// The live object `inspect` calls `name`, as it is now.
    public func object(_ name: String) -> Any {
        guard let object = shell.liveObjects.first(where: { $0.name == name }) else {
            fatalError("the lesson has no live object '\(name)' any more")
        }
        return object.value()
    }
}
