import OpenCombine

// @snippet property-initializable-protocols
/// The article's `RxBehaviorPropertyInitializable`: starts from a value.
public protocol BehaviorPropertyInitializable: Publisher {
    init(value: Output)
}

/// The article's `RxPublishPropertyInitializable`: starts empty.
public protocol PublishPropertyInitializable: Publisher {
    init()
}

extension BehaviorRelay: BehaviorPropertyInitializable {}
extension PublishRelay: PublishPropertyInitializable {}
extension PassthroughSubject: PublishPropertyInitializable {}
// @end property-initializable-protocols

extension CurrentValueSubject: BehaviorPropertyInitializable {
    /// Combine spells it `CurrentValueSubject(0)`; the protocol asks for the article's label.
    public convenience init(value: Output) {
        self.init(value)
    }
}
