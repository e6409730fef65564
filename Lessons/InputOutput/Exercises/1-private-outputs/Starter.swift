import OpenCombine
@testable import InputOutput

/// A download screen's view model. Its view subscribes to three outputs, and right now it could
/// write into all three as well.
final class DownloadVM {
    // TODO: make each output read-only to everyone but DownloadVM, with the lesson's @Output
    // wrappers: one declaration per output.

    /// What the status label shows. A view that subscribes late needs the current text.
    let status = BehaviorRelay(value: "waiting")
    /// One-off messages for a toast. Nobody needs an old one.
    let toast = PublishRelay<String>()
    /// Ends when the download is over: finishes, or fails with the error. No values.
    let done = PassthroughSubject<Never, any Error>()

    func progress(_ percent: Int) {
        status.accept("downloading \(percent)%")
    }

    func finish() {
        status.accept("done")
        toast.accept("download complete")
        done.send(completion: .finished)
    }

    func fail(_ error: any Error) {
        status.accept("failed")
        toast.accept("download failed: \(error)")
        done.send(completion: .failure(error))
    }
}
