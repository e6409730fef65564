import CellKit
import OpenCombine
@testable import InputOutput

/// What a subscriber of the checks' own heard from one output.
private final class Heard<Value> {
    var values: [Value] = []
    var end: String?
    var subscription: AnyCancellable?
}

private func listen<P: Publisher>(to output: P) -> Heard<P.Output> {
    let heard = Heard<P.Output>()
    heard.subscription = output.sink(
        receiveCompletion: { [weak heard] completion in
            switch completion {
            case .finished: heard?.end = "finished"
            case .failure(let error): heard?.end = "failed: \(error)"
            }
        },
        receiveValue: { [weak heard] in heard?.values.append($0) }
    )
    return heard
}

/// Whether an outsider holding `output` could send into it.
private func canSend(_ output: Any) -> Bool {
    output is any RelayAcceptable || output is any Subject
}

private struct DiskFull: Error, CustomStringConvertible {
    var description: String { "disk full" }
}

func checks() -> [Check] {
    [
        Check("a view subscribing to status gets the current text, then each new one") {
            let viewModel = DownloadVM()
            viewModel.progress(40)
            let label = listen(to: viewModel.status)
            viewModel.progress(80)
            try expectEqual(label.values, ["downloading 40%", "downloading 80%"], "a label subscribing after progress(40) should show that text at once, then the next")
        },
        Check("outsiders can subscribe to status, toast and done, but cannot send into them") {
            let viewModel = DownloadVM()
            try expect(!canSend(viewModel.status), "a view can still call accept on status and write the view model's state: declare it with @Output.Relay(value:), so the view sees only an AnyPublisher (private(set) only stops it replacing the relay)")
            try expect(!canSend(viewModel.toast), "a view can still call accept on toast: declare it with @Output.Relay()")
            try expect(!canSend(viewModel.done), "a view can still end done with send(completion:): declare it with @Output.Completable")
        },
        Check("toast hands a late subscriber nothing old") {
            let viewModel = DownloadVM()
            viewModel.fail(DiskFull())
            let late = listen(to: viewModel.toast)
            try expectEqual(late.values, [], "a toast subscribed after the failure showed an old message: toast starts empty and keeps nothing (@Output.Relay(), a PublishRelay underneath)")
            let early = DownloadVM()
            let toast = listen(to: early.toast)
            early.finish()
            try expectEqual(toast.values, ["download complete"], "a toast subscribed before finish() should hear its message")
        },
        Check("done ends with the download, and a late view still hears how") {
            let finished = DownloadVM()
            let early = listen(to: finished.done)
            finished.finish()
            try expectEqual(early.end, "finished", "after finish(), done should have finished")
            try expectEqual(listen(to: finished.done).end, "finished", "a view subscribing after finish() should still hear that done finished")
            let failed = DownloadVM()
            failed.fail(DiskFull())
            try expectEqual(listen(to: failed.done).end, "failed: disk full", "after fail(_:), a late subscriber should hear done fail with the error")
        },
        Check("each output is one declaration, with the lesson's @Output wrapper") {
            let stored = Dictionary(Mirror(reflecting: DownloadVM()).children.compactMap { child in child.label.map { ($0, child.value) } }, uniquingKeysWith: { first, _ in first })
            for name in ["status", "toast", "done"] where stored["_" + name] == nil {
                try fail("\(name) is declared without a wrapper (DownloadVM has no _\(name)): declare it with an @Output wrapper. A private subject plus a public view of it would hide it too, but that is two declarations per output, and the lesson's answer is one")
            }
            try expect(stored["_status"] is Output.Relay<BehaviorRelay<String>, String>, "status should be `@Output.Relay(value: \"waiting\") var status: AnyPublisher<String, Never>`: a relay has a current value and never ends, a subject could fail")
            try expect(stored["_toast"] is Output.Relay<PublishRelay<String>, String>, "toast should be `@Output.Relay() var toast: AnyPublisher<String, Never>`: a relay that starts empty")
            try expect(stored["_done"] is Output.Completable, "done should be `@Output.Completable var done: AnyPublisher<Never, any Error>`: only an end")
        },
    ]
}
