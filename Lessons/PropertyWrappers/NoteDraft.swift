/// A struct with an `@Observable` property, to see what copying does to the event inside.
// @snippet note-draft
struct NoteDraft {
    @Observable var note = ""
}
// @end note-draft
