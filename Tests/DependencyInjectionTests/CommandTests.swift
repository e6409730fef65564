import Testing
import TestSupport
@testable import DependencyInjection

@Suite struct CommandTests {
    /// Sends `line` to a freshly opened lesson (after `setup`) and returns its text and whether it failed.
    func run(
        _ line: String, after setup: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (text: String, failed: Bool) {
        openLesson().run(line, after: setup, sourceLocation: sourceLocation)
    }

    // MARK: resolve

    @Test func resolveSingletonIsNewThenCached() {
        let (text, failed) = run("resolve OrdersProvider", after: ["resolve Analytics", "resolve OrdersProvider"])
        #expect(!failed)
        #expect(text == "OrdersProvider #2 (singleton: from the cache)\n")
        #expect(run("resolve OrdersProvider").text == "OrdersProvider #1 (singleton: new, now in the cache)\n")
    }

    @Test func resolvePerRequestIsAlwaysNew() {
        #expect(run("resolve OrderForm", after: ["resolve OrderForm"]).text == "OrderForm #2 (per request: new)\n")
    }

    @Test func resolveIsCaseInsensitive() {
        #expect(run("resolve analytics").text == "Analytics #1 (singleton: new, now in the cache)\n")
    }

    @Test func resolveOrdersVMShowsItsArgumentsAndProvider() {
        let (text, failed) = run("resolve OrdersVM 42", after: ["resolve OrdersProvider"])
        #expect(!failed)
        #expect(text == """
            OrdersVM #2 (per request: new) for customer 42, date 2020-04-22 17:41:49 +0000
              holding OrdersProvider #1

            """)
    }

    @Test func resolveOrdersVMUsesTheClock() {
        let text = run("resolve OrdersVM 7", after: ["advance 90s"]).text
        #expect(text.contains("for customer 7, date 2020-04-22 17:43:19 +0000"))
    }

    @Test func resolveFixedCartShowsItsCheckout() {
        let text = run("resolve FixedCheckout", after: ["resolve FixedCart"]).text
        #expect(text == "FixedCheckout #2 (singleton: from the cache)\n")
        #expect(run("resolve FixedCart").text == "FixedCart #1 (singleton: new, now in the cache)\n  holding FixedCheckout #2\n")
    }

    @Test(arguments: [
        ("resolve", "error: missing type"),
        ("resolve OrdersVM", "error: missing customer id"),
        ("resolve OrdersVM abc", "error: customer id must be a whole number, not 'abc'"),
        ("resolve OrdersVM 0", "error: customer id must be between 1 and 999999, not 0"),
        ("resolve OrdersVM 42 43", "error: too many arguments: '43' and after are not expected"),
        ("resolve OrdersProvider 42", "error: OrdersProvider takes no arguments (it resolves with args: ()), so '42' is not expected"),
        ("resolve OrderVM 42", "error: unknown type 'OrderVM' (did you mean 'OrdersVM'?); one of: Analytics, OrderForm, OrdersProvider, OrdersVM, FixedCart, FixedCheckout"),
        ("resolve Nothing", "error: unknown type 'Nothing'; one of: Analytics, OrderForm, OrdersProvider, OrdersVM, FixedCart, FixedCheckout"),
    ])
    func resolveRejectsBadInput(line: String, message: String) {
        let (text, failed) = run(line)
        #expect(failed)
        #expect(text == message + "\nusage: resolve <type> [customer-id]\n")
    }

    @Test(arguments: ["Cart", "checkout"])
    func resolveRefusesTheCycleAndSaysWhy(type: String) {
        let (text, failed) = run("resolve \(type)")
        #expect(failed)
        #expect(text.hasPrefix("error: \(type) is left out on purpose: Cart and Checkout need each other"))
        #expect(text.contains("Steps 16 to 20 show it safely ('graph cycle' draws steps 18 and 19's loop and fix); try FixedCart"))
    }

    // MARK: load

    @Test func loadPrintsTheArticlesLine() {
        let (text, failed) = run("load 42")
        #expect(!failed)
        #expect(text == "Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'\n")
    }

    @Test func loadCachesTheProvider() {
        #expect(run("cache", after: ["load 42"]).text == """
            the live Container caches 1 singleton:
              OrdersProvider  OrdersProvider #1

            """)
    }

    @Test(arguments: [
        ("load", "error: missing customer id"),
        ("load forty-two", "error: customer id must be a whole number, not 'forty-two'"),
        ("load -1", "error: customer id must be between 1 and 999999, not -1"),
        ("load 42 today", "error: too many arguments: 'today' and after are not expected"),
    ])
    func loadRejectsBadInput(line: String, message: String) {
        let (text, failed) = run(line)
        #expect(failed)
        #expect(text == message + "\nusage: load <customer-id>\n")
    }

    // MARK: cache

    @Test func cacheStartsEmpty() {
        let (text, failed) = run("cache")
        #expect(!failed)
        #expect(text.hasPrefix("the live Container has an empty cache"))
    }

    @Test func cacheListsSingletonsSortedWithNumbers() {
        let text = run("cache", after: ["resolve OrdersProvider", "resolve FixedCart", "resolve OrderForm", "resolve Analytics"]).text
        #expect(text == """
            the live Container caches 4 singletons:
              Analytics       Analytics #5
              FixedCart       FixedCart #2
              FixedCheckout   FixedCheckout #3
              OrdersProvider  OrdersProvider #1

            """)
    }

    @Test func cacheTakesNoArguments() {
        let (text, failed) = run("cache all")
        #expect(failed)
        #expect(text == "error: too many arguments: 'all' and after are not expected\n")
    }

    // MARK: mock

    @Test(arguments: ["mock", "mock on", "mock ON"])
    func mockSwitchesToContainerMock(line: String) {
        let shell = openLesson()
        #expect(shell.send(line).text.plain.hasPrefix("the live container is now a ContainerMock (OrdersProvider → OrdersProviderMock)"))
        #expect(shell.send("load 42").text.plain == "Loading mock orders for customer '42', date '2020-04-22 17:41:49 +0000'\n")
        #expect(shell.send("resolve OrdersProvider").text.plain == "OrdersProviderMock #1 (singleton: from the cache)\n")
        #expect(shell.send("cache").text.plain.hasPrefix("the live ContainerMock (OrdersProvider → OrdersProviderMock) caches 1 singleton:"))
        #expect(shell.send("inspect container").text.plain.contains("name: \"OrdersProviderMock\""))
    }

    @Test func mockOffGoesBackToTheRealProvider() {
        let shell = openLesson()
        shell.send("mock on")
        #expect(shell.send("mock off").text.plain == "the live container is a plain Container again, with an empty cache\n")
        #expect(shell.send("load 42").text.plain == "Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'\n")
    }

    @Test func mockTwiceSaysNothingToDo() {
        #expect(run("mock on", after: ["mock on"]).text.hasPrefix("nothing to do: the live container already is a ContainerMock"))
        #expect(run("mock off").text == "nothing to do: the live container already is a Container\n")
    }

    @Test(arguments: [
        ("mock maybe", "error: unknown setting 'maybe'; one of: on, off"),
        ("mock of", "error: unknown setting 'of' (did you mean 'off'?); one of: on, off"),
        ("mock on now", "error: too many arguments: 'now' and after are not expected"),
    ])
    func mockRejectsBadInput(line: String, message: String) {
        let (text, failed) = run(line)
        #expect(failed)
        #expect(text == message + "\nusage: mock [on|off]\n")
    }

    // MARK: completion, help, reset

    @Test(arguments: [
        ("resolve ", ["Analytics", "OrderForm", "OrdersProvider", "OrdersVM", "FixedCart", "FixedCheckout"]),
        ("resolve Or", ["OrderForm", "OrdersProvider", "OrdersVM"]),
        ("resolve OrdersVM ", ["42"]),
        ("resolve Analytics ", []),
        ("load ", ["42"]),
        ("mock ", ["on", "off"]),
        ("cache ", []),
        ("lo", ["load"]),
    ])
    func completes(line: String, expected: [String]) {
        #expect(openLesson().shell.completions(for: line) == expected)
    }

    @Test func helpListsTheLessonsCommandsWithinEightyColumns() {
        let text = run("help").text
        for name in ["resolve <type> [customer-id]", "load <customer-id>", "cache", "mock [on|off]", "graph [container|swinject|cycle]"] {
            #expect(text.contains("  \(name)"))
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func resetGivesAFreshContainerAndNumbers() {
        let shell = openLesson()
        shell.send("mock on")
        shell.send("load 42")
        shell.send("reset")
        #expect(shell.send("cache").text.plain.hasPrefix("the live Container has an empty cache"))
        #expect(shell.send("resolve OrdersProvider").text.plain == "OrdersProvider #1 (singleton: new, now in the cache)\n")
    }
}
