import PlaygroundKit
import Testing
@testable import DependencyInjection

@Suite struct StepTests {

    @Test func stepsExposeWhatTheTextPromises() {
        let shell = openLesson()
        for number in 1...step("race-fixed") { shell.send("run \(number)") }
        let listed = shell.send("inspect").text.plain
        for name in ["container", "viewModel", "mock"] {
            #expect(listed.contains("  \(name)"))
        }
        #expect(shell.send("inspect mock").text.plain.contains("OrdersProvider: AnyResolvable("))
        #expect(shell.send("inspect viewModel").text.plain.contains("ordersProvider: OrdersProvider()"))
    }
}
