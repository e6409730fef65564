// wrong: declares toast as a relay with a current value, so a view that subscribes late is shown an old message
// caught by: toast hands a late subscriber nothing old
import OpenCombine
@testable import InputOutput

/// A download screen's view model. Its view can subscribe to the three outputs and nothing more:
/// the subjects underneath sit in the wrappers' storage (`_status` and the rest), which the
/// compiler makes private.
final class DownloadVM {
    /// What the status label shows; a late subscriber first gets the current text.
    @Output.Relay(value: "waiting") var status: AnyPublisher<String, Never>
    /// One-off messages for a toast; a late subscriber gets only what comes next.
    @Output.Relay(value: "") var toast: AnyPublisher<String, Never>
    /// Only an end: finished, or failed with the error.
    @Output.Completable var done: AnyPublisher<Never, any Error>

    func progress(_ percent: Int) {
        _status.rx.accept("downloading \(percent)%")
    }

    func finish() {
        _status.rx.accept("done")
        _toast.rx.accept("download complete")
        _done.rx.send(completion: .finished)
    }

    func fail(_ error: any Error) {
        _status.rx.accept("failed")
        _toast.rx.accept("download failed: \(error)")
        _done.rx.send(completion: .failure(error))
    }
}
