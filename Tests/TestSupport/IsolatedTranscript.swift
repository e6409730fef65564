import PlaygroundKit

extension Transcript {
    /// `render(catalog:lessonID:selection:)` with a stray-output buffer of its own, so prints
    /// made outside a step by tests running in parallel never land in this transcript.
    public static func isolated(
        catalog: Catalog, lessonID: String, selection: Selection = .all, language: Language = .en
    ) -> Result<(text: StyledText, succeeded: Bool), CommandError> {
        LessonOutput.$stray.withValue(LessonOutput()) {
            render(catalog: catalog, lessonID: lessonID, selection: selection, language: language)
        }
    }
}
