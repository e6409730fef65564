import OpenCombine

/// The article's results in one view model: every kind of output and every kind of input, named
/// as the article names them. (Its seventh output, Single, comes in its "what next".)
final class AllKindsVM {
    // MARK: - Output

    /// BehaviorRelay
    @Output.Relay(value: "initial value") var output1: AnyPublisher<String, Never>
    /// PublishRelay
    @Output.Relay() var output2: AnyPublisher<String, Never>
    /// BehaviorSubject
    @Output.Subject(value: "initial value") var output3: AnyPublisher<String, any Error>
    /// PublishSubject
    @Output.Subject() var output4: AnyPublisher<String, any Error>
    /// ReplaySubject
    @Output.Subject(replay: .once) var output5: AnyPublisher<String, any Error>
    /// Completable
    @Output.Completable var output6: AnyPublisher<Never, any Error>
    /// Single
    @Output.Single var output7: AnyPublisher<String, any Error>

    // MARK: - Input

    /// BehaviorRelay
    @Input.Relay(value: "initial value") var input1: AnyInput<String, Never>
    /// PublishRelay
    @Input.Relay() var input2: AnyInput<String, Never>
    /// BehaviorSubject
    @Input.Subject(value: "initial value") var input3: AnyInput<String, any Error>
    /// PublishSubject
    @Input.Subject() var input4: AnyInput<String, any Error>
    /// ReplaySubject
    @Input.Subject(replay: .once) var input5: AnyInput<String, any Error>
}
