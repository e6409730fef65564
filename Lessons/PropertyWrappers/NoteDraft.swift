// @snippet note-draft
/// A struct with an `@Observable` property, to see what copying does to the event inside.
struct NoteDraft {
    @Observable var note = ""
}
// @end note-draft
