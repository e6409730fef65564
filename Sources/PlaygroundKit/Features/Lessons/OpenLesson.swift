/// The open lesson and where the learner is in it.
struct OpenLesson {
    let number: Int
    let type: any Lesson.Type
    let lesson: any Lesson
    let context: LessonContext
    /// Steps of the lesson, read once per open, in the language being read.
    var steps: [Step]
    /// The same steps in English, to translate again when the language changes.
    let english: [Step]
    /// The step last run or shown, 1-based; 0 before the first.
    var position: Int
}
