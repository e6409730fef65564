// expect: error: cannot use mutating getter on immutable value: 'self' is immutable
// expect: note: mark method 'mutating' to make 'self' mutable
// expect: error: cannot use mutating getter on immutable value: 'form' is a 'let' constant
// expect: note: change 'let' to 'var' to make it mutable
// A mini @Resolvable: the closure stands in for the container.
@propertyWrapper
struct Resolvable<T> {
    private var cache: T?
    private let resolve: () -> T
    init(_ resolve: @escaping () -> T) { self.resolve = resolve }
    var wrappedValue: T {
        mutating get {
            if cache == nil { cache = resolve() }
            return cache!
        }
    }
}
final class OrderDraft {}
struct DraftForm {
    @Resolvable({ OrderDraft() }) var draft: OrderDraft
    func describe() -> String { "\(draft)" }
}
func showForm() {
    let form = DraftForm()
    print(form.draft)
}
