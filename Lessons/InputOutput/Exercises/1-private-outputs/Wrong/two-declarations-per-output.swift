// wrong: hides each subject behind a private stored property and a public erased view of it: safe, but two declarations per output where the lesson's answer is one
// caught by: each output is one declaration, with the lesson's @Output wrapper
import OpenCombine
@testable import InputOutput

/// A download screen's view model. Its view can subscribe to the three outputs and nothing more:
/// the subjects underneath sit in the wrappers' storage (`_status` and the rest), which the
/// compiler makes private.
final class DownloadVM {
    /// What the status label shows; a late subscriber first gets the current text.
    var status: AnyPublisher<String, Never> { statusRelay.eraseToAnyPublisher() }
    var toast: AnyPublisher<String, Never> { toastRelay.eraseToAnyPublisher() }
    var done: AnyPublisher<Never, any Error> { doneSubject.eraseToAnyPublisher() }

    private let statusRelay = BehaviorRelay(value: "waiting")
    private let toastRelay = PublishRelay<String>()
    private let doneSubject = ReplaySubject<Never, any Error>(.once)

    func progress(_ percent: Int) {
        statusRelay.accept("downloading \(percent)%")
    }

    func finish() {
        statusRelay.accept("done")
        toastRelay.accept("download complete")
        doneSubject.send(completion: .finished)
    }

    func fail(_ error: any Error) {
        statusRelay.accept("failed")
        toastRelay.accept("download failed: \(error)")
        doneSubject.send(completion: .failure(error))
    }
}
