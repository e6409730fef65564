import Testing
@testable import SideTable

/// What the steps print: each one proves its claim.
@Suite struct OutputTests {
    func output(ofStep number: Int) -> String {
        stepOutput(openLesson().send("run \(number)"))
    }

    @Test func extensionsCannotStore() {
        #expect(output(ofStep: 1) == """
            the cell shows: Order #7
            ManualOrderCell stores: ["anyViewModel"]

            """)
    }

    @Test func anObjectsAddressIsARuntimeKey() {
        #expect(output(ofStep: 2) == "the same key on every call: true\n")
    }

    @Test func aKeyIsItsIdentity() {
        #expect(output(ofStep: 3) == "two keys named \"note\" are one key: false\n")
    }

    @Test func typedKeys() {
        #expect(output(ofStep: 4) == "alice's note: likes tea\n")
    }

    @Test func anotherKeyAndNil() {
        #expect(output(ofStep: 5) == """
            with another key named "note": nil
            after setting nil: nil
            owners in the table: 0

            """)
    }

    @Test func retain() {
        #expect(output(ofStep: 6) == """
            bob, retained by alice's entry, alive: true
            alice keeps: bob

            """)
    }

    @Test func weak() {
        #expect(output(ofStep: 7) == """
            carol, held weakly, alive: false
            alice knows: nil

            """)
    }

    @Test func addressReuse() {
        #expect(output(ofStep: 8) == """
            second has first's ObjectIdentifier: true
            NaiveSideTable tells second: first's secret

            """)
    }

    @Test func liveEntry() {
        #expect(output(ofStep: 9) == """
            second has first's ObjectIdentifier: true
            SideTable tells second: nil
            dead entries it threw out: 1

            """)
    }

    @Test func releasedAtPurge() {
        #expect(output(ofStep: 10) == """
            alice gone; alive: bob true | carol true
            owners in the table, alive and dead: (live: 1, dead: 1)
            purge() threw out 2 dead owners
            after it, alive: bob false | carol false

            """)
    }

    @Test func insertedOnce() {
        #expect(output(ofStep: 11) == "the same event both times: true\n")
    }

    @Test func threads() {
        #expect(output(ofStep: 12) == """
            wrong answers: 0
            owners left after a last purge(): (live: 0, dead: 0)

            """)
    }

    @Test func aTableOfOnesOwn() {
        #expect(output(ofStep: 13) == """
            inside withValue, current is mine: true
            after it: false

            """)
    }

    @Test func defaultImplementation() {
        #expect(output(ofStep: 14) == """
            the cell shows: Order #7
            OrderCell stores: []
            the side table holds for it:
              OrderCell  viewModel → OrderVM "Order #7"

            """)
    }

    @Test func theScreenStartsEmpty() {
        #expect(output(ofStep: 15).contains("│ (no rows)"))
    }

    @Test func emptyListEvenWithTheData() {
        let text = output(ofStep: 16)
        #expect(text.components(separatedBy: "│ (no rows)").count == 2)
        #expect(text.contains("one second later the view model has 100 orders; the screen:"))
    }

    @Test func theSubscriptionMoves() {
        #expect(output(ofStep: 17) == """
            subscribers of first and second: [1, 0]
            subscribers of first and second: [0, 1]

            """)
    }

    @Test func listAppearsAfterChanged() {
        let text = output(ofStep: 18)
        #expect(text.hasPrefix("rows before the orders arrive: 0\n"))
        #expect(text.contains("│ Order #4 "))
        #expect(text.contains("│ ... 95 more rows "))
        #expect(text.contains("Order #99"))
    }

    @Test func theArticlesHandlerLeaks() {
        // Between the lines, the lifetimes chart (its data: FigureTests).
        let text = output(ofStep: 19)
        #expect(text.hasPrefix("""
            the article's handler: view model alive with nobody holding it: true
            this lesson's handler: view model alive with nobody holding it: false

            """))
        #expect(text.hasSuffix("the article's, once unsubscribed: alive: false\n"))
    }

    @Test func inspection() {
        #expect(output(ofStep: 20) == """
            OrdersVC   viewModel → OrdersVM
            OrdersVM   changed → Event<()>, 1 subscriber
            OrderCell  viewModel → OrderVM "Order #0"
            OrderCell  viewModel → OrderVM "Order #1"
            OrderCell  viewModel → OrderVM "Order #2"
            OrderCell  viewModel → OrderVM "Order #3"
            OrderCell  viewModel → OrderVM "Order #4"
            screen dropped; OrdersVC alive: false | its first cell alive: false

            """)
    }
}
