import DependencyInjection

/// A value type with a `@Resolvable` property. Its `draft` getter is `mutating`, like the
/// wrapper's: reading it may write the wrapper's cache, which lives inside the struct.
// @snippet draft-form
struct DraftForm {
    @Resolvable var draft: OrderDraft
}
// @end draft-form
