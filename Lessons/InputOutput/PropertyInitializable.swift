import OpenCombine

// @snippet property-initializable
/// The article's `RxBehaviorPropertyInitializable`: a stream that starts from a value.
public protocol BehaviorPropertyInitializable: Publisher {
    init(value: Output)
}

/// The article's `RxPublishPropertyInitializable`: a stream that starts empty.
public protocol PublishPropertyInitializable: Publisher {
    init()
}

extension BehaviorRelay: BehaviorPropertyInitializable {}
extension PublishRelay: PublishPropertyInitializable {}
extension PassthroughSubject: PublishPropertyInitializable {}

extension CurrentValueSubject: BehaviorPropertyInitializable {
    /// Combine spells it `CurrentValueSubject(0)`; the protocol asks for the article's label.
    public convenience init(value: Output) {
        self.init(value)
    }
}
// @end property-initializable
