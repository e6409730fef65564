import DependencyInjection

// @snippet draft-form
/// A value type with a `@Resolvable` property. Its `draft` getter is `mutating`, like the
/// wrapper's: reading it may write the wrapper's cache, which lives inside the struct.
struct DraftForm {
    @Resolvable var draft: OrderDraft
}
// @end draft-form
