// expect: error: 'extension' macro cannot be attached to property ('orders')
// expect: error: 'memberAttribute' macro cannot be attached to property ('orders')
// expect: error: 'member' macro cannot be attached to property ('orders')
import Observation

// The article's wrapper, in a file that also imports Observation.
@propertyWrapper
struct Observable<T> {
    var wrappedValue: T
}

final class OrdersVM {
    @Observable var orders: [String] = []
}
