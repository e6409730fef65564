/// What both relays can do: take a value. The article's `RxRelayPropertyAcceptable`.
public protocol RelayAcceptable: AnyObject {
    associatedtype Element
    func accept(_ value: Element)
}
