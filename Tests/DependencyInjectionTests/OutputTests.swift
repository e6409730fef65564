import Testing
@testable import DependencyInjection

/// What the steps print: the article's lines, with the virtual clock's date.
@Suite struct OutputTests {
    func output(ofStep id: String) -> String {
        stepOutput(openLesson().send("run \(step(id))"))
    }

    @Test func scopes() {
        #expect(output(ofStep: "scopes") == "Analytics: singleton\nOrderForm: perRequest\n")
    }

    @Test func container() {
        #expect(output(ofStep: "container") == """
            Analytics resolved twice, same instance: true
            OrderForm resolved twice, same instance: false

            """)
    }

    @Test func scopeHelpers() {
        #expect(output(ofStep: "scope-helpers") == "OrdersProvider resolved twice, same instance: true\n")
    }

    @Test func ordersLineIsTheArticles() {
        #expect(output(ofStep: "orders-screen") == "Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'\n")
    }

    @Test func ordersLineFollowsTheClock() {
        let shell = openLesson()
        shell.send("advance 2m")
        #expect(stepOutput(shell.send("run \(step("orders-screen"))")) == "Loading orders for customer '42', date '2020-04-22 17:43:49 +0000'\n")
    }

    @Test func wrapperStorageIsSynthesized() {
        #expect(output(ofStep: "property-wrapper") == "_ordersProvider: Resolvable<OrdersProvider>\nargs: Args\n")
    }

    @Test func theGlobalIsATaskLocalWithADefault() {
        #expect(output(ofStep: "global") == "the holder's container: SafeContainer\n")
    }

    @Test func taskLocalBindsForTheClosureOnly() {
        #expect(output(ofStep: "task-local") == """
            inside withValue, mine: true
            after it, mine: false

            """)
    }

    @Test func resolvableResolvesOnFirstAccess() {
        #expect(output(ofStep: "safe-global") == """
              (container: resolving LazyOrdersVM)
            view model made; first loadOrders():
              (container: resolving OrdersProvider)
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'
            second loadOrders():
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'

            """)
    }

    @Test func unregisteredTypeResolves() {
        #expect(output(ofStep: "critique") == "resolved a ReceiptPrinter: declared above, registered nowhere\n")
    }

    @Test func theRightArgumentsResolve() {
        #expect(output(ofStep: "wrong-arguments") == "Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'\n")
    }

    @Test func wayOne() {
        #expect(output(ofStep: "testing-with-init") == """
            the fake was asked for: [(customerId: 42, date: 2020-04-22 17:41:49 +0000)]
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'

            """)
    }

    @Test func boxMakesItsTypeAndRefusesWrongArguments() {
        #expect(output(ofStep: "any-resolvable") == """
            OrdersProviderMock box made: OrdersProviderMock
            the same box given a String for arguments: nil

            """)
    }

    @Test func wayTwoPrintsTheMockLineThroughTheBoxAndThroughOpening() {
        let mockLine = "Loading mock orders for customer '42', date '2020-04-22 17:41:49 +0000'\n"
        #expect(output(ofStep: "testing-with-mock") == mockLine)
        #expect(output(ofStep: "opened") == mockLine)
        #expect(output(ofStep: "opened-limits") == """
            OrdersVM (which needs Args) in OrdersProvider's place:
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'

            """)
    }

    @Test func cycleOnTheArticlesContainer() {
        #expect(output(ofStep: "cycle") == """
            Cart → Checkout → Cart → Checkout → Cart → Checkout → ...
            stopped by the demo after 6 nested inits;
            left alone, it goes on until the stack overflows

            """)
        #expect(output(ofStep: "cycle-watched") == """
            Container, resolving Cart
            Cart (singleton) (never made)
            `- Checkout (singleton) (never made)
               `- Cart (singleton) (never made)
                  `- Checkout (singleton) (never made)
                     `- Cart (singleton) (never made)
                        `- Checkout (singleton) (never made)
              stopped here by the demo; the real one never stops

            """)
    }

    @Test func cycleNamed() {
        #expect(output(ofStep: "cycle-named") == """
            dependency cycle: Cart → Checkout → Cart
            before: Cart and Checkout
            Cart (singleton) (never made)
            `- Checkout (singleton) (never made)
               `- Cart <- back to Cart: a cycle

            """)
    }

    @Test func cycleBroken() {
        #expect(output(ofStep: "cycle-fixed") == """
            checkout: charging; the cart's checkout is this one: true
            after the fix
            FixedCart #1 (singleton)
            `- FixedCheckout #2 (singleton)
            FixedCart #1 (singleton) ^ same instance
              last line: pay() asks for the cart

            """)
        #expect(output(ofStep: "cycle-kept") == """
            checkout: no container, no cart: nothing to charge
            The container let go at 1s, the kept checkout at 2s
            SafeContainer ==============================|
            FixedCart     ==============================|
            FixedCheckout ============================================================|
            time          0s                            1s                            2s

            """)
    }

    @Test func raceMakesTwoSingletons() {
        #expect(output(ofStep: "race") == """
            threads A and B got the same OrdersProvider: false
            the cache holds A's: true
            the cache holds B's: false

            """)
    }

    @Test func lockMakesOne() {
        #expect(output(ofStep: "race-fixed") == """
            containers: 200, each resolving Analytics on 8 threads at once
            containers that handed out one Analytics: 200 of 200

            """)
    }

    @Test func anotherThreadGetsTheSameNonSendableProvider() {
        #expect(output(ofStep: "race-hole") == "another thread got the same OrdersProvider: true\n")
    }

    @Test func resolveMakesAViewModelOnAnyThread() {
        #expect(output(ofStep: "main-actor") == "made on another thread: OrdersVM\n")
    }

    @Test func mainActorViewModelLoadsOnTheMainActor() {
        #expect(output(ofStep: "isolated-conformance") == "Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'\n")
    }

    @Test func swinject() {
        #expect(output(ofStep: "swinject") == """
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'
            IOrdersProvider resolved twice, same instance: true
            OrdersProvider, never registered: nil
            PlainOrdersVM with a String customer id: nil

            """)
        #expect(output(ofStep: "swinject-graph") == """
            Two view models, one provider
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
}
