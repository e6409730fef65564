// expect: error: conformance of 'OrderCell' to protocol 'IHaveAnyViewModel' crosses into main actor-isolated code and can cause data races
// expect: note: isolate this conformance to the main actor with '@MainActor'
// expect: note: turn data races into runtime errors with '@preconcurrency'
// expect: note: main actor-isolated property 'anyViewModel' cannot satisfy nonisolated requirement
// app: compiles
@MainActor class UITableViewCell {
    var text: String?
    init() {}
}

protocol IHaveAnyViewModel: AnyObject {
    var anyViewModel: Any? { get set }
}

final class OrderCell: UITableViewCell, IHaveAnyViewModel {
    var anyViewModel: Any? {
        didSet { text = "\(anyViewModel ?? "")" }
    }
}
