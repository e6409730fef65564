import ConsoleViews
import OpenCombine
import PlaygroundKit

extension InputOutputLesson {
    public var steps: [Step] {
        [problem, answers, stream, relays, subjects, replaySubject, completableSingle, inputs, mutators, screen, mapping]
    }

    var problem: Step {
        Step(
            "A relay the view can write to",
            text: """
                A view model takes input (from services, from its view) and hands out output (text for labels, events for routing). With RxSwift it hands out relays and subjects, and the view subscribes. The article starts from the commonest shape: a protocol with `var text: BehaviorRelay<String> { get }`.

                `{ get }` only stops the view replacing the relay. The relay itself has `accept`, so the view can write into the view model's state, and every other subscriber believes it. Nothing in the types says who may write.

                There is no RxSwift here: the lesson stands on OpenCombine, Combine's open-source twin. `BehaviorRelay` is a few lines over Combine's `CurrentValueSubject` (step 4). The step binds a label to the relay, then lets the view take a "quick fix".
                """,
            code: [Code.leakyVm, Code.stepProblem]
        ) { _ in
            // @snippet step-problem
            let viewModel = LeakyVM()
            let view = LeakyView(viewModel: viewModel)
            view.present()
            view.userTapped()
            print(view.render().joined(separator: "\n"))
            print("viewModel.text.value is now '\(viewModel.text.value)'")
            // @end step-problem
        }
    }

    var answers: Step {
        Step(
            "Three existing answers, and what they cost",
            text: """
                The article lists the usual ways out:
                - A private relay and a public read-only view of it (`Observable` in RxSwift, `AnyPublisher` here). It works, but every property becomes two. With twenty outputs that is forty declarations.
                - RxProperty's `Property`: a read-only view that also has the current `value`. Still two declarations, plus an init line.
                - A `@ReadWrite` wrapper (from a Medium article): one declaration, and `$state` is the relay for the owner.

                What the article leaves out about the third: a projected value has the same access as its property. `state` is internal, so `$state` is internal too, and the view writes through it as easily as before. It is hidden only from code that sees the view model through a protocol. The article's `@ReadWrite let state` does not compile either: a property wrapper needs `var`.
                """,
            code: [Code.privateRelayVm, Code.property, Code.readWrite, Code.stepAnswers]
        ) { _ in
            // @snippet step-answers
            var heard: [String] = []
            let first = PrivateRelayVM()
            let one = first.text.sink { heard.append($0) }
            let second = PropertyVM()
            print("Property: value '\(second.state.value)'")
            let third = ReadWriteVM()
            let two = third.state.publisher.sink { heard.append($0) }
            third.$state.accept("written by the view through $state")
            print("ReadWriteVM.state.value: '\(third.state.value)'")
            print("the sinks heard:", heard)
            _ = (one, two)
            // @end step-answers
        }
    }

    var stream: Step {
        Step(
            "Output.Stream: the subject stays inside",
            text: """
                The article's plan: one wrapper per kind of output, and the outside sees a read-only stream whatever stands underneath. Its base is `Output.Stream`, which holds any Rx property in `rx` and returns `rx.asObservable()` as its `wrappedValue`. Here `rx` is any Combine publisher and the wrapped value is an `AnyPublisher`, which can only be subscribed to.

                Who can reach `rx`? For `@Output.Stream(...) var count` the compiler stores the wrapper in `_count`, and `_count` is always private. So the owner writes `_count.rx.accept(...)`, and the view, which only sees `count`, cannot. Unlike `@ReadWrite`, there is no projected value to leak: the privacy comes from the compiler, not from a protocol.

                `mutator` (step 9) is a function applied to the published stream; without one, it is the identity.
                """,
            code: [Code.outputStream, Code.counterVm, Code.stepStream]
        ) { _ in
            // @snippet step-stream
            let viewModel = CounterVM()
            let subscription = viewModel.count.sink { print("count:", $0) }
            viewModel.increment()
            viewModel.increment()
            for property in Mirror(reflecting: viewModel).children {
                print("stored: \(property.label ?? "?"): \(type(of: property.value))")
            }
            subscription.cancel()
            // @end step-stream
        }
    }

    var relays: Step {
        Step(
            "Relays: values, and never an end",
            text: """
                RxSwift's relays are subjects that cannot end: no `onError`, no `onCompleted`. A screen bound to one never goes dead by accident. Combine has no relays, so here they are, thin classes over `CurrentValueSubject` and `PassthroughSubject` with `accept` and no `send(completion:)`. Their `Failure` is `Never`, so the type says it too.

                `@Output.Relay(value:)` stands on a `BehaviorRelay`: a new subscriber first gets the current value. `@Output.Relay()` stands on a `PublishRelay`: only what comes after. The generic parameters are inferred from the init that was called: the `where` clause of `init(value:)` fixes the underlying type to `BehaviorRelay<Element>`.

                A subclass of a wrapper must declare `wrappedValue` again, as the article's do: an inherited one does not count.

                `FeedVM` holds all seven outputs of the article; the lesson's commands work on a live one. Its owner-side methods are what the commands call: only this file may touch `_status`. Below, each console subscriber writes what it hears. Try `subscribe ann status`, `send status busy`, `outputs`.
                """,
            code: [Code.behaviorRelay, Code.publishRelay, Code.outputRelay, Code.feedVm, Code.feedVmOwner, Code.consoleSubscriber, Code.stepRelays]
        ) { _ in
            // @snippet step-relays
            let feed = FeedVM()
            let log = ConsoleLog()
            feed.status.subscribe(ConsoleSubscriber("status1", log: log))
            feed.toast.subscribe(ConsoleSubscriber("toast1", log: log))
            print("subscribed to status and toast:")
            log.flush()
            _ = feed.send("loading", to: .status)
            _ = feed.send("3 new posts", to: .toast)
            print("sent 'loading' to status, '3 new posts' to toast:")
            log.flush()
            feed.status.subscribe(ConsoleSubscriber("status2", log: log))
            feed.toast.subscribe(ConsoleSubscriber("toast2", log: log))
            print("a late subscriber to each:")
            log.flush()
            print("complete status:", feed.end(.status, with: .finished) ?? "done")
            // @end step-relays
        }
    }

    var subjects: Step {
        Step(
            "Subjects: values, then one end",
            text: """
                Subjects can end. `@Output.Subject(value:)` stands on `CurrentValueSubject`, Combine's `BehaviorSubject`; `@Output.Subject()` on `PassthroughSubject`, its `PublishSubject`. Their failure is `any Error`, as every Rx error is.

                After the end a subject ignores whatever is sent, and a late subscriber hears only how it ended: a subject that failed stays failed. That is why a view model's state usually lives in relays and only one-shot things in subjects.

                Try `fail alert`, then `subscribe bob alert`.
                """,
            code: [Code.outputSubject, Code.streamError, Code.stepSubjects]
        ) { _ in
            // @snippet step-subjects
            let feed = FeedVM()
            let log = ConsoleLog()
            feed.title.subscribe(ConsoleSubscriber("title1", log: log))
            feed.alert.subscribe(ConsoleSubscriber("alert1", log: log))
            _ = feed.send("Feed", to: .title)
            _ = feed.end(.title, with: .finished)
            _ = feed.send("ignored after the end", to: .title)
            _ = feed.send("Offline?", to: .alert)
            _ = feed.end(.alert, with: .failure(StreamError("no network")))
            log.flush()
            feed.title.subscribe(ConsoleSubscriber("title2", log: log))
            feed.alert.subscribe(ConsoleSubscriber("alert2", log: log))
            print("late subscribers, after the end:")
            log.flush()
            // @end step-subjects
        }
    }

    var replaySubject: Step {
        Step(
            "Combine has no replay subject: build one",
            text: """
                The fifth output, `@Output.Subject(replay:)`, stands on RxSwift's `ReplaySubject`, which keeps the last n values and hands them to every new subscriber before the live ones. Combine has nothing like it, so `ReplaySubject` is written here, conforming to Combine's `Subject`. The article's `RxReplayStrategy` names the sizes: `.once` (1), `.all` (unbounded), `.custom(n)`, `.none` (0).

                What it must do, from RxSwift's documentation: replay the buffer, then live values; after the end, a late subscriber gets the buffer and then the end (an error included); nothing after the end.

                What Combine adds is demand. An Rx subject pushes everything; a Combine subscriber says how many values it wants, and a publisher must not send more. Every subscription here keeps its own queue of what its subscriber has not asked for yet, so a slow subscriber holds nobody else back. An end needs no demand, but waits behind the values queued before it.

                Swift 6 asks about threads: the subject is `Sendable`, so it must be safe to send from several at once. One lock guards the buffer and the list of subscribers, and values are queued under it, so every subscriber sees the same order. Delivery happens outside the lock, one thread at a time per subscriber, so a subscriber may send into the subject from its own `receive` without deadlock or reordering. The lesson's tests hammer it from many threads.

                The step uses the subject on its own, with a subscriber that asks for one value at a time (`demand` in the commands).
                """,
            code: [Code.replayStrategy, Code.replaySubject, Code.stepReplaySubject]
        ) { _ in
            // @snippet step-replay-subject
            let log = ConsoleLog()
            let subject = ReplaySubject<String, any Error>(.custom(2))
            for value in ["a", "b", "c"] { subject.send(value) }
            let slow = ConsoleSubscriber<String, any Error>("slow", log: log, demand: .max(1))
            subject.subscribe(slow)
            subject.subscribe(ConsoleSubscriber("eager", log: log))
            print("buffer of 2 after a, b, c; two subscribers, one asking for 1:")
            log.flush()
            subject.send("d")
            subject.send(completion: .failure(StreamError("gone")))
            subject.send("e")
            print("d, an error, then e:")
            log.flush()
            slow.request(1)
            print("slow asks for one more:")
            log.flush()
            slow.request(5)
            print("slow asks for five:")
            log.flush()
            subject.subscribe(ConsoleSubscriber("late", log: log))
            print("a late subscriber:")
            log.flush()
            // @end step-replay-subject
        }
    }

    var completableSingle: Step {
        Step(
            "Completable and Single",
            text: """
                Two outputs say less than a stream. A Completable only ends: "the progress bar filled up", "the data loaded". Its output type is `Never`, so the compiler forbids a value. A Single gives exactly one outcome: a value (and with it the end) or an error.

                RxSwift makes both cold: they do their work per subscriber. As outputs, the article makes them hot, standing on subjects the owner fires. Here both stand on the replay subject, so a subscriber that comes late still learns the outcome, where a `PassthroughSubject` would leave it waiting for something that already happened. The `Single` underneath, `SingleSubject`, takes the first outcome and refuses the rest; a lock makes "first" hold across threads.

                The wrapped types are plain `AnyPublisher`s, so the "one value" promise is kept by the owner's side, not by the type a subscriber sees. Try `send token abc`, `send token again`, `complete loaded`.
                """,
            code: [Code.singleSubject, Code.outputCompletable, Code.stepCompletableSingle]
        ) { _ in
            // @snippet step-completable-single
            let feed = FeedVM()
            let log = ConsoleLog()
            feed.loaded.subscribe(ConsoleSubscriber("loaded1", log: log))
            feed.token.subscribe(ConsoleSubscriber("token1", log: log))
            print(feed.send("a value", to: .loaded) ?? "sent")
            _ = feed.end(.loaded, with: .finished)
            _ = feed.send("abc123", to: .token)
            print(feed.send("second", to: .token) ?? "sent")
            log.flush()
            feed.loaded.subscribe(ConsoleSubscriber("loaded2", log: log))
            feed.token.subscribe(ConsoleSubscriber("token2", log: log))
            print("late subscribers:")
            log.flush()
            // @end step-completable-single
        }
    }

    var inputs: Step {
        Step(
            "Inputs: write-only",
            text: """
                The other direction: the view writes, only the view model reads. In RxSwift a receiver is an `ObserverType`, but relays are not observers (an observer can be sent an error), so the article wraps both in `AnyRxInput`. Here it is `AnyInput`: two closures that send into a relay or a subject, and nothing to subscribe to.

                The article's `AnyRxInput` takes errors and completion even when a relay stands behind it, and drops them without a word. Here a relay input has `Failure == Never`, and `send(completion:)` exists only where `Failure == any Error`: ending a relay input does not compile.

                `@Input.Relay` and `@Input.Subject` mirror the outputs: the wrapped value is the `AnyInput`, and the owner subscribes to `_query.rx`.
                """,
            code: [Code.relayAcceptable, Code.anyInput, Code.inputStream, Code.searchVm, Code.stepInputs]
        ) { _ in
            // @snippet step-inputs
            let viewModel = SearchVM()
            viewModel.query.send("mv")
            viewModel.query.send("mvvm")
            viewModel.submit.send("mvvm")
            viewModel.submit.send(completion: .finished)
            viewModel.submit.send("after the end")
            for line in viewModel.log { print(line) }
            // @end step-inputs
        }
    }

    var mutators: Step {
        Step(
            "Mutators: one type inside, another outside",
            text: """
                The article's fuller version takes a mutator: a function from the underlying stream to the one shown. Underneath `charCount` is a `BehaviorRelay<String>`; outside it is an `AnyPublisher<Int, Never>` that counts characters.

                The wrapper's type parameters keep both apart: the underlying `BehaviorRelay<String>` is fixed by the init's `where` clause, and `Element` (`Int`) by the mutator's result. The owner still sends strings.
                """,
            code: [Code.charCountVm, Code.stepMutators]
        ) { _ in
            // @snippet step-mutators
            let viewModel = CharCountVM()
            let subscription = viewModel.charCount.sink { print("charCount:", $0) }
            viewModel.textChanged("MVVM")
            viewModel.textChanged("")
            print("underneath, the relay holds '\(viewModel.text)'")
            subscription.cancel()
            // @end step-mutators
        }
    }

    var screen: Step {
        Step(
            "A view model and its view",
            text: """
                Both directions together. `GreetingVM` has two inputs and three outputs, one line each; its init wires inputs to outputs through the private storage. `GreetingVC` writes what is typed into `name` and binds the outputs to labels.

                The view cannot do it the wrong way round. Below, the compiler's words for a mini copy of the wrapper (no Combine, so that it compiles on its own): the wrapped value has no `send`, the storage is private, and the property is get-only.

                The cost, as the article admits: the wrappers are a lot of code, and each kind of output is a class of its own. In exchange, every use is one line.
                """,
            code: [Code.greetingVm, Code.greetingVc, Code.Rejected.writeToOutput, Code.stepScreen]
        ) { _ in
            // @snippet step-screen
            let viewController = GreetingVC(viewModel: GreetingVM())
            viewController.present()
            viewController.nameField.type("Ann")
            viewController.saveTapped()
            print(viewController.render().joined(separator: "\n"))
            // @end step-screen
        }
    }

    var mapping: Step {
        Step(
            "From RxSwift to here",
            text: """
                What stands in for each RxSwift type in this lesson, and what the outside sees:

                  RxSwift          here, underneath (the owner's `rx`)   the outside sees
                  BehaviorRelay    BehaviorRelay over CurrentValueSubject AnyPublisher<T, Never>
                  PublishRelay     PublishRelay over PassthroughSubject   AnyPublisher<T, Never>
                  BehaviorSubject  CurrentValueSubject<T, any Error>      AnyPublisher<T, any Error>
                  PublishSubject   PassthroughSubject<T, any Error>       AnyPublisher<T, any Error>
                  ReplaySubject    ReplaySubject<T, any Error> (step 6)   AnyPublisher<T, any Error>
                  Completable      ReplaySubject<Never, any Error>(.none) AnyPublisher<Never, any Error>
                  Single           SingleSubject<T>                       AnyPublisher<T, any Error>
                  Observable       AnyPublisher                           (read-only)
                  AnyRxInput       AnyInput                               (write-only)

                On Apple platforms, swap `import OpenCombine` for `import Combine` and nothing else changes. The step lists the wrappers the compiler stored for `FeedVM`; `inspect feed` shows the live one.
                """,
            code: [Code.stepMapping]
        ) { _ in
            // @snippet step-mapping
            for property in Mirror(reflecting: FeedVM()).children {
                print("\(property.label ?? "?"): \(type(of: property.value))")
            }
            // @end step-mapping
        }
    }
}
