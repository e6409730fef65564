import PlaygroundKit
import TestSupport
@testable import TypeErasure

/// A shell with only this lesson in its catalog, opened on it.
func openLesson() -> ScriptedShell {
    ScriptedShell(opening: TypeErasureLesson.self)
}

/// What a step printed (see `Shell.Response.stepOutput` in TestSupport).
func stepOutput(_ response: Shell.Response) -> String {
    response.stepOutput
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
