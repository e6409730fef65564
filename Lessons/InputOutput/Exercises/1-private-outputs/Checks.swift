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
            try expect(stored["_status"] is Output.Stream<BehaviorRelay<String>, String, Never>, "status should be `@Output.Relay(value: \"waiting\") var status: AnyPublisher<String, Never>`: a relay has a current value and never ends, a subject could fail")
            try expect(stored["_toast"] is Output.Stream<PublishRelay<String>, String, Never>, "toast should be `@Output.Relay() var toast: AnyPublisher<String, Never>`: a relay that starts empty")
            try expect(stored["_done"] is Output.Completable, "done should be `@Output.Completable var done: AnyPublisher<Never, any Error>`: only an end")
        },
        Check("status starts at waiting, and outlives the download's end") {
            let viewModel = DownloadVM()
            let label = listen(to: viewModel.status)
            try expectEqual(label.values, ["waiting"], "a label subscribing to a new view model should show \"waiting\" at once")
            viewModel.finish()
            viewModel.progress(100)
            try expectEqual(label.end, nil, "status ended with the download: it is a relay, it never ends, so a label bound to it stays bound")
            try expectEqual(label.values, ["waiting", "done", "downloading 100%"], "status should show each text it is given, after finish() too")
        },
        Check("finish and fail set the status, then show the toast, then end done") {
            for ending in ["finish", "fail"] {
                let viewModel = DownloadVM()
                let timeline = Timeline()
                timeline.watch(viewModel)
                if ending == "finish" { viewModel.finish() } else { viewModel.fail(DiskFull()) }
                let expected = ending == "finish"
                    ? ["status: waiting", "status: done", "toast: download complete", "done: finished"]
                    : ["status: waiting", "status: failed", "toast: download failed: disk full", "done: failed: disk full"]
                try expectEqual(timeline.events, expected, "\(ending)() should, as it does now, set status, then show the toast, then end done: a view that closes the screen when done ends has read the final status and toast by then")
            }
        },
        Check("a view still subscribed does not keep the view model alive") {
            weak var probe: DownloadVM?
            let timeline = Timeline()
            do {
                let viewModel = DownloadVM()
                timeline.watch(viewModel)
                viewModel.progress(10)
                probe = viewModel
            }
            try expect(probe == nil, "the view model outlived its owner because a view is still subscribed to its outputs: an output should hold only its subject, not the view model")
        },
        exploredOutputs(),
    ]
}

/// One log for a view subscribed to all three outputs, in the order things arrive.
final class Timeline {
    var events: [String] = []
    var subscriptions: [AnyCancellable] = []

    func watch(_ viewModel: DownloadVM) {
        watch("status", viewModel.status)
        watch("toast", viewModel.toast)
        watch("done", viewModel.done)
    }

    func watch<P: Publisher>(_ name: String, _ output: P) {
        subscriptions.append(output.sink(
            receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished: self?.events.append("\(name): finished")
                case .failure(let error): self?.events.append("\(name): failed: \(error)")
                }
            },
            receiveValue: { [weak self] in self?.events.append("\(name): \($0)") }))
    }
}

/// One step of an explored sequence: what the view model is told, or a view subscribing.
enum Step {
    case progress(Int)
    case finish
    case fail
    case subscribe(String, to: String)

    var words: String {
        switch self {
        case .progress(let percent): "progress(\(percent))"
        case .finish: "finish()"
        case .fail: "fail(disk full)"
        case .subscribe(let who, let output): "\(who) subscribes to \(output)"
        }
    }
}

/// What the task says each output hands each view: status its current text then each new one,
/// toast only what comes next, done only its end, even to a view that comes after it.
struct OutputsModel {
    var status = "waiting"
    var end: String?
    var heard: [[String]] = []
    var outputs: [String] = []

    mutating func subscribe(_ output: String) {
        outputs.append(output)
        heard.append(output == "status" ? [status] : output == "done" ? (end.map { [$0] } ?? []) : [])
    }

    mutating func send(_ output: String, _ event: String) {
        for index in outputs.indices where outputs[index] == output { heard[index].append(event) }
        if output == "status" { status = event }
        if output == "done" { end = event }
    }
}

func exploredOutputs() -> Check {
    Check("whatever happened before, each view hears what its output promises") {
        try explore(operation: { (random: inout ExploreRandom) -> Step in
            switch random.int(in: 0...9) {
            case 0...3: Step.subscribe(random.pick(["ann", "bob"]), to: random.pick(["status", "toast", "done"]))
            case 4...7: .progress(random.pick([0, 40, 100]))
            case 8: .finish
            default: .fail
            }
        }, describe: \Step.words, simpler: { step in
            if case .progress(let percent) = step, percent != 0 { return [.progress(0)] }
            return []
        }) { steps in
            let viewModel = DownloadVM()
            var model = OutputsModel()
            var views: [(who: String, heard: Timeline)] = []
            var over = false
            for step in steps {
                switch step {
                case .subscribe(let who, let output):
                    let view = Timeline()
                    switch output {
                    case "status": view.watch(output, viewModel.status)
                    case "toast": view.watch(output, viewModel.toast)
                    default: view.watch(output, viewModel.done)
                    }
                    views.append((who, view))
                    model.subscribe(output)
                // The task says what happens once: after the end, only views come.
                case .progress(let percent) where !over:
                    viewModel.progress(percent)
                    model.send("status", "downloading \(percent)%")
                case .finish where !over, .fail where !over:
                    over = true
                    let failed: Bool
                    if case .fail = step { failed = true } else { failed = false }
                    if failed { viewModel.fail(DiskFull()) } else { viewModel.finish() }
                    model.send("status", failed ? "failed" : "done")
                    model.send("toast", failed ? "download failed: disk full" : "download complete")
                    model.send("done", failed ? "failed: disk full" : "finished")
                default: continue
                }
                for (index, view) in views.enumerated() {
                    let output = model.outputs[index]
                    try expectEqual(view.heard.events, model.heard[index].map { "\(output): \($0)" }, "\(view.who) heard the wrong things from \(output)")
                }
            }
        }
    }
}
