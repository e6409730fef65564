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

    @Test func closuresKeepTheirSubscribersAlive() {
        #expect(output(ofStep: 2) == """
            ann alive after the list's owner let go: true
            ann heard '3 orders'

            """)
    }

    @Test func weakBoxOutlivesItsObject() {
        #expect(output(ofStep: 3) == """
            ann is gone; box.value: nil
            box.isAlive: false

            """)
        #expect(output(ofStep: 4) == """
            ann is gone; the key is still found: subscribed first
            and removed: true

            """)
    }

    @Test func weakBoxIsSendable() {
        #expect(output(ofStep: 5) == """
            two boxes of one tally are equal: true
            calls that reached the tally through the box: 4

            """)
    }

    @Test func basics() {
        #expect(output(ofStep: 6) == """
            ann heard '3 orders'
            bob heard '3 orders'
            subscribers: 2

            """)
        #expect(output(ofStep: 7) == """
            bob heard '4 orders'
            subscribers: 1

            """)
    }

    @Test func deadSubscriberSkippedAndRemoved() {
        #expect(output(ofStep: 8) == """
            ann alive: false
            subscribers: 1
            entries: 2
            bob heard 'hello'
            after the raise, entries: 1

            """)
    }

    @Test func voidEvent() {
        #expect(output(ofStep: 9) == """
            ann heard 'changed'
            ann reads the view model: ["Order #0", "Order #1"]

            """)
    }

    @Test func controllerAndView() {
        #expect(output(ofStep: 10) == """
            OrdersListView: one row per order
            OrdersVC: the title counts the orders
            ┌─ Orders (3) ─────────────────────────────────┐
            │ Order #0                                     │
            │ Order #1                                     │
            │ Order #2                                     │
            └──────────────────────────────────────────────┘

            """)
    }

    /// The listeners draw what they hear and print nothing: the diagram (checked in
    /// MarbleDiagramTests) is the whole output.
    @Test func order() {
        #expect(!output(ofStep: 11).contains("heard"))
    }

    /// A guest subscribed during a raise hears from the next one: the first of three guests
    /// hears two raises, the last none.
    @Test func snapshot() {
        #expect(output(ofStep: 12) == "raises each guest heard: [2, 1, 0]\n")
    }

    @Test func changesDuringARaise() {
        #expect(!output(ofStep: 13).contains("heard"))
    }

    @Test func reentrantRaise() {
        #expect(output(ofStep: 14) == """
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
        #expect(output(ofStep: 15) == "1000 raises on many threads; the tally heard 1000\n")
        #expect(output(ofStep: 16) == """
            calls per tally: [1000, 1000, 1000, 1000]
            sum per tally: [499500, 499500, 499500, 499500] of 499500
            subscribers left: 4

            """)
    }

    @Test func passthroughSubject() {
        #expect(output(ofStep: 17) == """
            ann heard 'changed'
            sends after the AnyCancellable died reach no one

            """)
    }

    @Test func leak() {
        #expect(output(ofStep: 18) == """
            OrdersVC, uses this: alive after release: false
            CapturingOrdersVC, uses self: alive after it: true
            after it unsubscribes: alive: false

            """)
    }

    @Test func raiseCost() {
        #expect(output(ofStep: 19) == """
            carl has died; entries: 3
            ann heard 'checked first'
            bob heard 'checked first'
            after the raise, entries: 3

            """)
        #expect(output(ofStep: 20) == """
            dora has died; entries: 3
            ann heard 'checked in passing'
            bob heard 'checked in passing'
            after the raise, entries: 2

            """)
        #expect(output(ofStep: 21) == "calls: 1000, sum: 500500\n")
        #expect(output(ofStep: 22) == "calls: 2, sum: 3\n")
    }
}
