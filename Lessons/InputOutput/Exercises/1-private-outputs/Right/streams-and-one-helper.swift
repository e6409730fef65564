// right: declares status and toast with the base wrapper, @Output.Stream(value:_:) and @Output.Stream(_:) naming the relay types (the lesson's step 7), and sends the end of the download through one private helper
import OpenCombine
@testable import InputOutput

/// A download screen's view model; outsiders see three read-only publishers.
final class DownloadVM {
    @Output.Stream(value: "waiting", BehaviorRelay.self) var status: AnyPublisher<String, Never>
    @Output.Stream(PublishRelay.self) var toast: AnyPublisher<String, Never>
    @Output.Completable var done: AnyPublisher<Never, any Error>

    func progress(_ percent: Int) {
        _status.rx.accept("downloading \(percent)%")
    }

    func finish() {
        end(status: "done", toast: "download complete", with: .finished)
    }

    func fail(_ error: any Error) {
        end(status: "failed", toast: "download failed: \(error)", with: .failure(error))
    }

    private func end(status: String, toast: String, with completion: Subscribers.Completion<any Error>) {
        _status.rx.accept(status)
        _toast.rx.accept(toast)
        _done.rx.send(completion: completion)
    }
}
