import ConsoleViews

/// A console `UINavigationController`: a stack of screens, and at most one screen presented
/// modally over it. (`source NavigationController` shows push, pop and the rest.)
final class NavigationController {
    private(set) var viewControllers: [ViewController] = []
    private(set) var presentedViewController: ViewController?

    var topViewController: ViewController? {
        presentedViewController ?? viewControllers.last
    }

    func push(_ viewController: ViewController) {
        viewControllers.append(viewController)
        viewController.present()
    }

    /// Removes the top screen; the root stays.
    @discardableResult
    func pop() -> ViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    func presentModally(_ viewController: ViewController) {
        presentedViewController = viewController
        viewController.present()
    }

    /// `Chats > bob > Profile`, and `+ bob (modal)` for a presented screen.
    var path: String {
        let stack = viewControllers.map(\.title).joined(separator: " > ")
        return stack + (presentedViewController.map { " + \($0.title) (modal)" } ?? "")
    }
}
