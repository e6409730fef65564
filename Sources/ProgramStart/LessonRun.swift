import LessonCatalog
import PlaygroundKit

/// `playground run <lesson>`'s output: the transcript, printed. Both `playground`'s quick form and
/// `playground-shell`'s `run` command print it here, so the two never differ by a byte.
public enum LessonRun {
    /// Prints the transcript and returns whether every step succeeded; or prints the error for a
    /// lesson or steps that are not there, and returns nil.
    public static func printTranscript(lesson: String, selection: Transcript.Selection, color: Bool, language: Language = .en) -> Bool? {
        switch Transcript.render(catalog: .standard, lessonID: lesson, selection: selection, language: language) {
        case .failure(let error):
            Terminal.error("error: \(error.message)\n")
            return nil
        case .success(let result):
            Terminal.write(result.text.rendered(color: color))
            return result.succeeded
        }
    }
}
