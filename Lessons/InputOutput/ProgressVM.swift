import OpenCombine

/// The article's case for a Completable: the progress bar filled up. `complete()` binds a
/// stream to it; the first value through the filter finishes it.
// @snippet progress-vm
final class ProgressVM {
    @Input.Relay() var progress: AnyInput<Int, Never>
    @Output.Completable var filled: AnyPublisher<Never, any Error>

    init() {
        _progress.rx.filter { $0 >= 100 }.subscribe(_filled.complete())
    }
}
// @end progress-vm
