import Testing
@testable import DependencyInjection

/// What the steps print: the article's lines, with the virtual clock's date.
@Suite struct OutputTests {
    func output(ofStep number: Int) -> String {
        stepOutput(openLesson().send("run \(number)"))
    }

    @Test func scopes() {
        #expect(output(ofStep: 1) == "Analytics: singleton\nOrderForm: perRequest\n")
    }

    @Test func container() {
        #expect(output(ofStep: 2) == """
            Analytics resolved twice, same instance: true
            OrderForm resolved twice, same instance: false

            """)
    }

    @Test func scopeHelpers() {
        #expect(output(ofStep: 3) == "OrdersProvider resolved twice, same instance: true\n")
    }

    @Test func ordersLineIsTheArticles() {
        #expect(output(ofStep: 4) == "Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'\n")
    }

    @Test func ordersLineFollowsTheClock() {
        let shell = openLesson()
        shell.send("advance 2m")
        #expect(stepOutput(shell.send("run 4")) == "Loading orders for customer '42', date '2020-04-22 17:43:49 +0000'\n")
    }

    @Test func wrapperStorageIsSynthesized() {
        #expect(output(ofStep: 5) == "_ordersProvider: Resolvable<OrdersProvider>\nargs: Args\n")
    }

    @Test func taskLocalBindsForTheClosureOnly() {
        #expect(output(ofStep: 6) == """
            inside withValue, the holder's container is mine: true
            after it, the holder's container is mine: false

            """)
    }

    @Test func resolvableResolvesOnFirstAccess() {
        #expect(output(ofStep: 7) == """
              (container: resolving LazyOrdersVM)
            view model made; first loadOrders():
              (container: resolving OrdersProvider)
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'
            second loadOrders():
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'

            """)
    }

    @Test func unregisteredTypeResolves() {
        #expect(output(ofStep: 8) == "resolved a ReceiptPrinter: declared just above, registered nowhere\n")
    }

    @Test func wayOne() {
        #expect(output(ofStep: 9) == """
            the fake was asked for: [(customerId: 42, date: 2020-04-22 17:41:49 +0000)]
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'

            """)
    }

    @Test func boxMakesItsTypeAndRefusesWrongArguments() {
        #expect(output(ofStep: 10) == """
            OrdersProviderMock box made: Optional(DependencyInjection.OrdersProviderMock)
            the same box given a String for arguments: nil

            """)
    }

    @Test func wayTwoPrintsTheMockLineThroughTheBoxAndThroughOpening() {
        let mockLine = "Loading mock orders for customer '42', date '2020-04-22 17:41:49 +0000'\n"
        #expect(output(ofStep: 11) == mockLine)
        #expect(output(ofStep: 12) == mockLine)
        #expect(output(ofStep: 13) == """
            OrdersVM (which needs Args) in OrdersProvider's place:
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'

            """)
    }

    @Test func cycleOnTheArticlesContainer() {
        #expect(output(ofStep: 14) == """
            Cart → Checkout → Cart → Checkout → Cart → Checkout → ...
            stopped by the demo after 6 nested inits;
            left alone, it goes on until the stack overflows

            """)
        #expect(output(ofStep: 15) == """
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
        #expect(output(ofStep: 16) == """
            dependency cycle: Cart → Checkout → Cart
            before: Cart and Checkout
            Cart (singleton) (never made)
            `- Checkout (singleton) (never made)
               `- Cart <- back to Cart: a cycle

            """)
    }

    @Test func cycleBroken() {
        #expect(output(ofStep: 17) == """
            checkout: charging for the cart; its checkout is this one: true
            after the fix
            FixedCart #1 (singleton)
            `- FixedCheckout #2 (singleton)
            FixedCart #1 (singleton) ^ same instance
              last line: pay() asks for the cart

            """)
        #expect(output(ofStep: 18) == """
            checkout: its container is gone, and the cart with it: nothing to charge
            The container let go at 1s, the kept checkout at 2s
            SafeContainer ==============================|
            FixedCart     ==============================|
            FixedCheckout ============================================================|
            time          0s                            1s                            2s

            """)
    }

    @Test func raceMakesTwoSingletons() {
        #expect(output(ofStep: 19) == """
            threads A and B got the same OrdersProvider: false
            the cache holds A's: true
            the cache holds B's: false

            """)
    }

    @Test func lockMakesOne() {
        #expect(output(ofStep: 20) == """
            containers: 200, each resolving Analytics on 8 threads at once
            containers that handed out exactly one Analytics: 200 of 200

            """)
    }

    @Test func swinject() {
        #expect(output(ofStep: 21) == """
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'
            IOrdersProvider resolved twice, same instance: true
            OrdersProvider, never registered: nil
            PlainOrdersVM with a String customer id: nil

            """)
        #expect(output(ofStep: 22) == """
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
