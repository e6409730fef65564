import DependencyInjection

/// The same property on a class. The wrapper lives inside the object, behind a reference, so
/// `draft`'s getter is not mutating: any reference, `let` included, can read it.
final class DraftScreen {
    @Resolvable var draft: OrderDraft
}
