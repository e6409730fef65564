/// UIKit is not here, so the lessons use console views: small classes shaped like UIKit's that
/// render as lines of text. They exist so the articles' `OrderCell`, `OrdersVC` and data-source
/// code reads almost as it does on iOS. Nothing in here prints: a lesson prints `render()`.
///
/// The base of every console view: a stack of subviews, drawn one below the other.
open class View {
    public var isHidden = false
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?

    public init() {}

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Finds itself by identity and stops at the first match: a view is in its superview's list
    /// once. Clearing a view subview by subview, front to back (`for subview in view.subviews {
    /// subview.removeFromSuperview() }`), finds each at the front, so it no longer scans the
    /// whole list for every subview.
    public func removeFromSuperview() {
        if let superview, let index = superview.subviews.firstIndex(where: { $0 === self }) {
            superview.subviews.remove(at: index)
        }
        superview = nil
    }

    /// The lines this view shows. The default draws the visible subviews in order.
    open func render() -> [String] {
        subviews.filter { !$0.isHidden }.flatMap { $0.render() }
    }
}

/// A line of text: `UILabel`.
public final class Label: View {
    public var text: String?

    public init(text: String? = nil) {
        self.text = text
    }

    public override func render() -> [String] {
        [text ?? ""]
    }
}

/// An editable line: `UITextField`. `type(_:)` stands in for the user typing; observers hear
/// every change, the way `.editingChanged` targets do.
public final class TextField: View {
    public var text: String = ""
    public var placeholder: String
    private var editingChanged: [(String) -> Void] = []

    public init(placeholder: String = "") {
        self.placeholder = placeholder
    }

    /// Calls `action` with the new text after each edit made by `type(_:)`.
    public func onEditingChanged(_ action: @escaping (String) -> Void) {
        editingChanged.append(action)
    }

    /// The user replaces the text with `text`.
    public func type(_ text: String) {
        self.text = text
        for action in editingChanged { action(text) }
    }

    public override func render() -> [String] {
        ["[ " + (text.isEmpty ? placeholder : text) + " ]"]
    }
}
