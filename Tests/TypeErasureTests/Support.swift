import PlaygroundKit
import TestSupport
@testable import TypeErasure

/// A shell with only this lesson in its catalog, opened on it.
func openLesson() -> ScriptedShell {
    let shell = ScriptedShell(catalog: Catalog([TypeErasureLesson.self]))
    shell.send("open type-erasure")
    return shell
}

/// What a step printed: the lines after its `── output` rule, without the four-space indent.
func stepOutput(_ response: Shell.Response) -> String {
    let text = response.text.plain
    guard let range = text.range(of: "── output\n") else { return "" }
    return text[range.upperBound...]
        .split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }
        .joined(separator: "\n")
}

/// An order's view model, `Order #id`.
func order(_ id: Int) -> OrderVM {
    OrderVM(order: Order(name: "Order", id: id))
}

/// An orders screen on `rows`, presented, so its table has asked for every row.
func presentedScreen(_ viewModel: OrdersVM) -> OrdersVC {
    let screen = OrdersVC(title: "Orders")
    screen.viewModel = viewModel
    screen.present()
    return screen
}
