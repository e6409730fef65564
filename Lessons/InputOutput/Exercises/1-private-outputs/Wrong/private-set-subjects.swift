// wrong: declares the relays and the subject private(set), which stops a view replacing them but not calling accept or send on them
// caught by: outsiders can subscribe to status, toast and done, but cannot send into them
import OpenCombine
@testable import InputOutput

/// A download screen's view model. Its view can subscribe to the three outputs and nothing more:
/// the subjects underneath sit in the wrappers' storage (`_status` and the rest), which the
/// compiler makes private.
final class DownloadVM {
    /// What the status label shows; a late subscriber first gets the current text.
    private(set) var status = BehaviorRelay(value: "waiting")
    private(set) var toast = PublishRelay<String>()
    private(set) var done = ReplaySubject<Never, any Error>(.once)

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
