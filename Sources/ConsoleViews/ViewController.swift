/// A screen: `UIViewController` with the lifecycle calls the articles rely on.
///
/// `present()` runs them in UIKit's order: `viewDidLoad` once, then `viewWillAppear`,
/// `viewDidLayoutSubviews`, `viewDidAppear`. `lifecycle` records which ran, for inspect.
open class ViewController {
    public let view = View()
    public var title: String
    public private(set) var isViewLoaded = false
    public private(set) var lifecycle: [String] = []

    public init(title: String = "") {
        self.title = title
    }

    open func viewDidLoad() {}
    open func viewWillAppear() {}
    open func viewDidLayoutSubviews() {}
    open func viewDidAppear() {}

    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        lifecycle.append("viewDidLoad")
        viewDidLoad()
    }

    /// Shows the screen: loads the view if needed, then the appearance calls.
    public func present() {
        loadViewIfNeeded()
        lifecycle.append("viewWillAppear")
        viewWillAppear()
        lifecycle.append("viewDidLayoutSubviews")
        viewDidLayoutSubviews()
        lifecycle.append("viewDidAppear")
        viewDidAppear()
    }

    /// The screen as text, in a frame with the title on top.
    public func render() -> [String] {
        Screen.frame(title: title, view.render())
    }
}

/// Draws a frame around lines, the "device screen" of a console view.
public enum Screen {
    public static func frame(title: String, _ lines: [String], width: Int = 44) -> [String] {
        let inner = max(width, title.count + 4, lines.map(\.count).max() ?? 0)
        let top = "┌─ " + title + " " + String(repeating: "─", count: max(0, inner - title.count - 1)) + "┐"
        let body = lines.map { "│ " + $0 + String(repeating: " ", count: inner - $0.count) + " │" }
        let bottom = "└" + String(repeating: "─", count: inner + 2) + "┘"
        return [top] + body + [bottom]
    }
}
