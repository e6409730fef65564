// expect: error: type '(Args) -> Void' cannot conform to 'Equatable'
// expect: note: only concrete types such as structs, enums and classes can conform to protocols
// expect: note: required by referencing operator function '==' on 'Equatable' where 'Self' = '(Args) -> Void'
struct ClosureList<Args> {
    private var handlers: [(Args) -> Void] = []

    static func -= (list: inout Self, handler: @escaping (Args) -> Void) {
        list.handlers.removeAll { $0 == handler }
    }
}
