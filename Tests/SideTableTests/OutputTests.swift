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
            stored properties ManualOrderCell adds: ["anyViewModel"]

            """)
    }

    @Test func typedKeysAndNil() {
        #expect(output(ofStep: 2) == """
            alice's note: likes tea
            with another key named "note": nil
            after setting nil: nil | owners in the table: 0

            """)
    }

    @Test func policies() {
        #expect(output(ofStep: 3) == """
            bob, retained by alice's entry, alive: true
            carol, held weakly, alive: false
            alice keeps: bob | alice knows: nil

            """)
    }

    @Test func addressReuse() {
        #expect(output(ofStep: 4) == """
            second has the freed owner's ObjectIdentifier: true
            NaiveSideTable tells second: first's secret
            SideTable tells second: nil
            dead entries thrown out by that question: 1

            """)
    }

    @Test func releasedAtPurge() {
        #expect(output(ofStep: 5) == """
            alice is gone; bob alive: true | carol alive: true
            owners in the table, alive and dead: (live: 1, dead: 1)
            purge() threw out 2 dead owners; bob alive: false | carol alive: false
            owners in the table now: (live: 0, dead: 0)

            """)
    }

    @Test func threads() {
        #expect(output(ofStep: 6) == """
            wrong answers: 0
            owners left after a last purge(): (live: 0, dead: 0)

            """)
    }

    @Test func defaultImplementation() {
        #expect(output(ofStep: 7) == """
            the cell shows: Order #7
            stored properties OrderCell adds: []
            what the side table holds for it:
              OrderCell  viewModel → OrderVM "Order #7"

            """)
    }

    @Test func emptyListEvenWithTheData() {
        let text = output(ofStep: 8)
        #expect(text.components(separatedBy: "│ (no rows)").count == 3)
        #expect(text.contains("one second later the view model has 100 orders; the screen:"))
    }

    @Test func listAppearsAfterChanged() {
        let text = output(ofStep: 9)
        #expect(text.hasPrefix("subscribers: first 1, second 0\nsubscribers: first 0, second 1\nrows before the orders arrive: 0\n"))
        #expect(text.contains("│ Order #4 "))
        #expect(text.contains("│ ... 95 more rows "))
    }

    @Test func theArticlesHandlerLeaks() {
        // Between the lines, the lifetimes chart (its data: FigureTests).
        let text = output(ofStep: 10)
        #expect(text.hasPrefix("""
            the article's handler: view model alive with nobody holding it: true
            this lesson's handler: view model alive with nobody holding it: false

            """))
        #expect(text.hasSuffix("the article's, once unsubscribed: alive: false\n"))
    }

    @Test func inspection() {
        #expect(output(ofStep: 11) == """
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
