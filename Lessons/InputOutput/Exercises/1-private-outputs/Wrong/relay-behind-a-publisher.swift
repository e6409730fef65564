// wrong: keeps each relay as a property of its own and shows only a publisher of it, but the relays stay internal, so the view can still send
// caught by: DownloadVM shows its view nothing it could send through
import OpenCombine
@testable import InputOutput

/// A download screen's view model. Its view subscribes to the three outputs.
final class DownloadVM {
    let statusRelay = BehaviorRelay(value: "waiting")
    let toastRelay = PublishRelay<String>()
    let doneSubject = ReplaySubject<Never, any Error>(bufferSize: 0)

    /// What the status label shows; a late subscriber first gets the current text.
    var status: AnyPublisher<String, Never> { statusRelay.eraseToAnyPublisher() }
    /// One-off messages for a toast; a late subscriber gets only what comes next.
    var toast: AnyPublisher<String, Never> { toastRelay.eraseToAnyPublisher() }
    /// Only an end: finished, or failed with the error.
    var done: AnyPublisher<Never, any Error> { doneSubject.eraseToAnyPublisher() }

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
