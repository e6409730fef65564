import DependencyInjection

/// A draft of a new order. Per request: every resolve makes a fresh one, so two owners that
/// each resolved their own can be told apart with `===`.
final class OrderDraft: IPerRequest {
    init(container: IContainer, args: Void) {}
}
