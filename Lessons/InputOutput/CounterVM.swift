import OpenCombine

/// `Output.Stream` as it is, before the friendlier wrappers: any publisher goes in.
// @snippet counter-vm
final class CounterVM {
    @Output.Stream(BehaviorRelay(value: 0))
    var count: AnyPublisher<Int, Never>

    func increment() {
        _count.rx.accept(_count.rx.value + 1)
    }
}
// @end counter-vm
