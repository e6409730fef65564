/// The first thing to try in Swift: an array of closures. Like a .NET multicast delegate,
/// `+=` adds a handler and `raise` calls them all, in the order they were added.
///
/// There is no `-=`, though: .NET finds the handler to remove by comparing delegates, and Swift
/// closures cannot be compared (see the refused snippet). Nor is there a way to tell whose
/// handler is whose, so a subscriber that goes away leaves its handler behind.
// @snippet closure-list
struct ClosureList<Args> {
    private var handlers: [(Args) -> Void] = []

    static func += (list: inout Self, handler: @escaping (Args) -> Void) {
        list.handlers.append(handler)
    }

    func raise(_ args: Args) {
        for handler in handlers { handler(args) }
    }
}
// @end closure-list
