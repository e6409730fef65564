import Foundation
import PlaygroundKit
import Swinject
import Testing
@testable import DependencyInjection

/// The object graph's data, recorded from real resolves: edges, scopes, the shared node, the
/// mock, the cycle; and what Swinject really resolved.
@Suite struct GraphTests {
    static let date = Date(timeIntervalSince1970: 0)

    /// A container of `Container`'s family with a recorder on it.
    func recording<C: DependencyInjection.Container>(_ container: C) -> (C, ResolutionRecorder) {
        let recorder = ResolutionRecorder()
        container.recorder = recorder
        return (container, recorder)
    }

    @Test func recordsWhoResolvedWhomWithScopesAndTheSharedNode() {
        let (container, recorder) = recording(DependencyInjection.Container())
        let first: OrdersVM = container.resolve(args: .init(customerId: 42, date: Self.date))
        let second: OrdersVM = container.resolve(args: .init(customerId: 7, date: Self.date))
        let numbers = InstanceNumbers()
        let graph = recorder.graph(title: "Container", label: numbers.label)
        #expect(graph.roots == [
            GraphNode(requested: "OrdersVM", instance: "OrdersVM #1", scope: "per request", children: [
                GraphNode(requested: "OrdersProvider", instance: "OrdersProvider #2", scope: "singleton"),
            ]),
            GraphNode(requested: "OrdersVM", instance: "OrdersVM #3", scope: "per request", children: [
                GraphNode(requested: "OrdersProvider", instance: "OrdersProvider #2", scope: "singleton", kind: .shared),
            ]),
        ])
        #expect(graph.notes.isEmpty)
        // The labels are the instances the view models really hold.
        #expect(numbers.label(peek("ordersProvider", of: first)!) == "OrdersProvider #2")
        #expect(peek("ordersProvider", of: first) === peek("ordersProvider", of: second))
    }

    /// A long live session keeps the last resolves, not every instance it ever made.
    @Test func keepsTheLastResolvesAndSaysHowManyWentFirst() {
        let (container, recorder) = recording(DependencyInjection.Container())
        for id in 0..<(ResolutionRecorder.maxRoots + 3) {
            let _: OrdersVM = container.resolve(args: .init(customerId: id, date: Self.date))
        }
        let graph = recorder.graph(title: "Container", label: InstanceNumbers().label)
        #expect(graph.roots.count == ResolutionRecorder.maxRoots)
        #expect(graph.notes == ["3 earlier resolves not kept (the last \(ResolutionRecorder.maxRoots) are)"])
    }

    @Test func withoutARecorderNothingIsWrittenDown() {
        let recorder = ResolutionRecorder()
        let container = DependencyInjection.Container()
        let _: OrdersVM = container.resolve(args: .init(customerId: 42, date: Self.date))
        #expect(recorder.isEmpty)
        container.recorder = recorder
        let _: Analytics = container.resolve()
        #expect(!recorder.isEmpty)
    }

    @Test func marksTheMockOfContainerMock() {
        let mock = ContainerMock()
        mock.replace(OrdersProvider.self, with: OrdersProviderMock.self)
        let (container, recorder) = recording(mock)
        let _: OrdersVM = container.resolve(args: .init(customerId: 42, date: Self.date))
        let graph = recorder.graph(title: "ContainerMock", label: InstanceNumbers().label)
        #expect(graph.roots.first?.children == [
            GraphNode(requested: "OrdersProvider", instance: "OrdersProviderMock #2", scope: "singleton", substitution: "mock"),
        ])
        #expect(graph.roots.first?.substitution == nil)
        #expect(graph.notes == ["mock: OrdersProviderMock for OrdersProvider"])
    }

    @Test func marksTheMockOfOpenedContainerMockAndNotItsFallback() {
        let opened = OpenedContainerMock()
        opened.replace(OrdersProvider.self, with: OrdersProviderMock.self)
        let mismatched = OpenedContainerMock()
        mismatched.replace(OrdersProvider.self, with: OrdersVM.self)
        for (container, substitution) in [(opened, "mock" as String?), (mismatched, nil)] {
            let (container, recorder) = recording(container)
            let _: OrdersVM = container.resolve(args: .init(customerId: 42, date: Self.date))
            let provider = recorder.graph(title: "", label: InstanceNumbers().label).roots.first?.children.first
            #expect(provider?.substitution == substitution)
            #expect(provider?.instance == (substitution == nil ? "OrdersProvider #2" : "OrdersProviderMock #2"))
        }
    }

    @Test func drawsTheCycleAsTheLoopUnderThePathThatLoops() {
        let recorder = ResolutionRecorder()
        let message = Sandbox.run { stop in
            let container = SafeContainer(recorder: recorder, onCycle: { stop($0.message) })
            let _: Cart = container.resolve()
            return "no cycle"
        }
        #expect(message == "dependency cycle: Cart → Checkout → Cart")
        let graph = recorder.graph(title: "", label: InstanceNumbers().label)
        #expect(graph.roots == [
            GraphNode(requested: "Cart", scope: "singleton", detail: "(never made)", children: [
                GraphNode(requested: "Checkout", scope: "singleton", detail: "(never made)", children: [
                    GraphNode(requested: "Cart", kind: .cycle),
                ]),
            ]),
        ])
    }

    @Test func aRunStoppedFromOutsideIsDrawnAsItStands() {
        let recorder = ResolutionRecorder()
        let chain = Sandbox.run { stop in
            let container = DepthLimitedContainer(limit: 4, stop: stop)
            container.recorder = recorder
            let _: Cart = container.resolve()
            return container.chain
        }
        #expect(chain == ["Cart", "Checkout", "Cart", "Checkout"])
        var node = recorder.graph(title: "", label: InstanceNumbers().label).roots.first
        var path: [String] = []
        while let current = node {
            #expect(current.kind == .made && current.instance == nil && current.detail == "(never made)")
            path.append(current.requested)
            #expect(current.children.count <= 1)
            node = current.children.first
        }
        #expect(path == chain)
    }

    @Test func theFixedPairHasNoLoop() {
        let recorder = ResolutionRecorder()
        let container = SafeContainer(recorder: recorder)
        let _: FixedCart = container.resolve()
        let _: FixedCheckout = container.resolve()
        let graph = recorder.graph(title: "", label: InstanceNumbers().label)
        #expect(graph.roots == [
            GraphNode(requested: "FixedCart", instance: "FixedCart #1", scope: "singleton", children: [
                GraphNode(requested: "FixedCheckout", instance: "FixedCheckout #2", scope: "singleton"),
            ]),
            GraphNode(requested: "FixedCheckout", instance: "FixedCheckout #2", scope: "singleton", kind: .shared),
        ])
    }

    @Test func swinjectsGraphComesFromWhatItResolved() {
        let swinject = LiveSwinject(mock: false)
        swinject.resolveViewModel(customerId: 42, date: Self.date)
        swinject.resolveViewModel(customerId: 7, date: Self.date)
        swinject.resolveProvider()
        let graph = swinject.graph()
        #expect(graph.title == "Swinject")
        let provider = GraphNode(requested: "IOrdersProvider", instance: "PlainOrdersProvider #2", scope: "container")
        var shared = provider
        shared.kind = .shared
        #expect(graph.roots == [
            GraphNode(requested: "PlainOrdersVM", instance: "PlainOrdersVM #1", scope: "transient", children: [provider]),
            GraphNode(requested: "PlainOrdersVM", instance: "PlainOrdersVM #3", scope: "transient", children: [shared]),
            shared,
        ])
        #expect(graph.notes.isEmpty)
    }

    @Test func swinjectsMockIsARegistrationOfItsOwn() {
        let swinject = LiveSwinject(mock: true)
        swinject.resolveViewModel(customerId: 42, date: Self.date)
        let graph = swinject.graph()
        #expect(graph.roots.first?.children.first?.instance == "PlainOrdersProviderMock #2")
        #expect(graph.roots.first?.children.first?.substitution == "mock")
        #expect(graph.notes == ["mock: PlainOrdersProviderMock for IOrdersProvider"])
        #expect(swinject.container.resolve(IOrdersProvider.self) is PlainOrdersProviderMock)
    }

    @Test func anEmptySwinjectPanelSaysWhatIsRegistered() {
        let graph = LiveSwinject(mock: false).graph()
        #expect(graph.roots.isEmpty)
        #expect(graph.notes == ["OrdersVM and OrdersProvider only:", "the rest has no registration"])
    }
}

/// The `graph` command. (What the steps draw: OutputTests.)
@Suite struct GraphCommandTests {
    @Test func sayWhatToTypeFirst() {
        let (text, failed) = openLesson().run("graph")
        #expect(!failed)
        #expect(text == "nothing resolved yet in the live Container:\ntry 'load 42' or 'resolve FixedCart' first, then 'graph'\n")
        #expect(openLesson().run("graph swinject", after: ["resolve FixedCart"]).text.hasPrefix("nothing resolved in Swinject yet"))
    }

    @Test func drawsTheLiveContainerAndSwinject() {
        let (text, failed) = openLesson().run("graph", after: ["load 42", "load 7"])
        #expect(!failed)
        // Too wide for 80 columns side by side, so one under the other.
        #expect(text == """
            Container
            OrdersVM #1 (per request)
            `- OrdersProvider #2 (singleton)
            OrdersVM #3 (per request)
            `- OrdersProvider #2 (singleton) ^ same instance

            Swinject
            PlainOrdersVM #1 (transient)
            `- IOrdersProvider -> PlainOrdersProvider #2 (container)
            PlainOrdersVM #3 (transient)
            `- IOrdersProvider -> PlainOrdersProvider #2 (container) ^ same instance

            """)
    }

    @Test func drawsOnlyOnePanelWhenAsked() {
        let shell = openLesson()
        shell.send("resolve FixedCart")
        shell.send("resolve OrdersProvider")
        #expect(shell.sendPlain("graph container").text == """
            Container
            FixedCart #1 (singleton)
            `- FixedCheckout #2 (singleton)
            OrdersProvider #3 (singleton)

            """)
        #expect(shell.sendPlain("graph swinject").text == """
            Swinject
            IOrdersProvider -> PlainOrdersProvider #1 (container)

            """)
    }

    @Test func drawsTheMockInBoth() {
        let (text, failed) = openLesson().run("graph", after: ["mock on", "load 42"])
        #expect(!failed)
        #expect(text == """
            ContainerMock (OrdersProvider -> OrdersProviderMock)
            OrdersVM #1 (per request)
            `- OrdersProvider -> OrdersProviderMock #2 (singleton) [mock]
              mock: OrdersProviderMock for OrdersProvider

            Swinject
            PlainOrdersVM #1 (transient)
            `- IOrdersProvider -> PlainOrdersProviderMock #2 (container) [mock]
              mock: PlainOrdersProviderMock for IOrdersProvider

            """)
    }

    @Test func mockOffAndResetStartAFreshGraph() {
        for switchBack in ["mock off", "reset"] {
            let shell = openLesson()
            shell.send("mock on")
            shell.send("load 42")
            shell.send(switchBack)
            #expect(shell.sendPlain("graph").text.hasPrefix("nothing resolved yet in the live Container:"))
        }
    }

    @Test(arguments: [
        ("graph foo", "error: unknown graph 'foo'; one of: container, swinject, cycle"),
        ("graph swinjct", "error: unknown graph 'swinjct' (did you mean 'swinject'?); one of: container, swinject, cycle"),
        ("graph container swinject", "error: too many arguments: 'swinject' and after are not expected"),
    ])
    func rejectsBadArguments(line: String, message: String) {
        let (text, failed) = openLesson().run(line, after: ["load 42"])
        #expect(failed)
        #expect(text == message + "\nusage: graph [container|swinject|cycle]\n")
    }

    /// The live container cannot show a cycle (resolving Cart never comes back): `graph cycle`
    /// draws the loop and the fix as steps 18 and 19 recorded them.
    @Test func graphCycleDrawsTheLoopAndTheFix() {
        let shell = openLesson()
        #expect(shell.sendPlain("graph cycle").text.hasPrefix("no cycle recorded yet: step 18 resolves Cart"))
        shell.send("run \(step("cycle-named"))")
        #expect(shell.sendPlain("graph cycle").text.contains("before: Cart and Checkout"))
        shell.send("run \(step("cycle-fixed"))")
        let text = shell.sendPlain("graph cycle").text
        #expect(text.contains("before: Cart and Checkout"))
        #expect(text.contains("`- Cart <- back to Cart: a cycle"))
        #expect(text.contains("after the fix"))
        #expect(text.hasSuffix("(as steps 18 and 19 recorded them: the loop SafeContainer stopped, and the fix)\n"))
        shell.send("reset")
        #expect(shell.sendPlain("graph cycle").text.hasPrefix("no cycle recorded yet"))
    }

    @Test func completes() {
        #expect(openLesson().shell.completions(for: "graph ") == ["container", "swinject", "cycle"])
        #expect(openLesson().shell.completions(for: "graph s") == ["swinject"])
        #expect(openLesson().shell.completions(for: "graph swinject ") == [])
    }
}
