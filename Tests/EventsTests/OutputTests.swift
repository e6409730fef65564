import Testing
@testable import Events

/// What the steps print.
@Suite struct OutputTests {
    func output(ofStep number: Int) -> String {
        stepOutput(openLesson().send("run \(number)"))
    }

    @Test func closureList() {
        #expect(output(ofStep: 1) == "the title shows: 3 orders\nthe list shows: 3 orders\n")
    }

    @Test func weakBoxOutlivesItsObject() {
        #expect(output(ofStep: 2) == """
            two boxes of ann are equal: true
            value is ann: true, alive: true
            ann is gone; value: nil, alive: false
            the key is still found: subscribed first
            and removed: true

            """)
    }

    @Test func basics() {
        #expect(output(ofStep: 3) == """
            ann heard '3 orders'
            bob heard '3 orders'
            bob heard '4 orders'
            subscribers: 1

            """)
    }

    @Test func deadSubscriberSkippedAndRemoved() {
        #expect(output(ofStep: 4) == """
            subscribers: 2, entries: 2
            ann alive: false
            subscribers: 1, entries: 2
            bob heard 'hello'
            after the raise, entries: 1

            """)
    }

    @Test func controllerAndView() {
        #expect(output(ofStep: 5) == """
            ┌─ Orders ─────────────────────────────────────┐
            │ loading...                                   │
            └──────────────────────────────────────────────┘
            OrdersListView: one row per order
            OrdersVC: the title counts the orders
            ┌─ Orders (3) ─────────────────────────────────┐
            │ Order #0                                     │
            │ Order #1                                     │
            │ Order #2                                     │
            └──────────────────────────────────────────────┘

            """)
    }

    /// What each handler printed; the diagram after it is checked in MarbleDiagramTests.
    @Test func order() {
        #expect(output(ofStep: 6).hasPrefix("""
            ann heard 'one'
            bob heard 'one'
            carl heard 'one'
            ann heard 'TWO'
            bob heard 'two'
            carl heard 'two'
            ann heard 'THREE'
            carl heard 'three'
            bob heard 'three'

            """))
    }

    @Test func changesDuringARaise() {
        #expect(output(ofStep: 7).hasPrefix("""
            ann heard 'one'
              ann unsubscribes bob, and subscribes carl unless he is
            ann heard 'two'
              ann unsubscribes bob, and subscribes carl unless he is

            """))
    }

    @Test func reentrantRaise() {
        #expect(output(ofStep: 8) == """
            first heard '2'
            first heard '1'
            first heard '0'
            second heard '0'
            second heard '1'
            second heard '2'
            the outermost raise returned

            """)
    }

    @Test func threads() {
        #expect(output(ofStep: 9) == """
            tally 1: 1000 calls, values adding up to 499500
            tally 2: 1000 calls, values adding up to 499500
            tally 3: 1000 calls, values adding up to 499500
            tally 4: 1000 calls, values adding up to 499500
            expected: 1000 calls, values adding up to 499500
            subscribers left: 4

            """)
    }

    @Test func leak() {
        #expect(output(ofStep: 10) == """
            OrdersVC, handler uses this: alive after release: false
            CapturingOrdersVC, handler uses self: alive after release: true
            after it unsubscribes: alive: false

            """)
    }
}
