import ConsoleViews
import OpenCombine

extension TextField {
    /// The text after every edit, as a publisher: the article's `UITextField.textPublisher`,
    /// which it builds on `textDidChangeNotification`. Each call adds an observer for good,
    /// so call it once per binding, as `binding()` does.
    var textPublisher: AnyPublisher<String, Never> {
        let subject = PassthroughSubject<String, Never>()
        onEditingChanged { text in subject.send(text) }
        return subject.eraseToAnyPublisher()
    }
}
