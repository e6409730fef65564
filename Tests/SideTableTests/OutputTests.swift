import Testing
@testable import SideTable

/// What the steps print: each one proves its claim.
@Suite struct OutputTests {
    func output(ofStep id: String) -> String {
        stepOutput(openLesson().send("run \(stepNumber(id))"))
    }

    @Test func extensionsCannotStore() {
        #expect(output(ofStep: "no-storage") == """
            the cell shows: Order #7
            ManualOrderCell stores: ["anyViewModel"]

            """)
    }

    @Test func anObjectsAddressIsARuntimeKey() {
        #expect(output(ofStep: "objc-in-swift-6") == "the same key on every call: true\n")
    }

    @Test func aKeyIsItsIdentity() {
        #expect(output(ofStep: "association-key") == "two keys named \"note\" are one key: false\n")
    }

    @Test func typedKeys() {
        #expect(output(ofStep: "side-table") == "alice's note: likes tea\n")
    }

    @Test func anotherKeyAndNil() {
        #expect(output(ofStep: "side-table-store") == """
            another key named "note": nil
            after setting nil: nil
            owners in the table: 0

            """)
    }

    @Test func retain() {
        #expect(output(ofStep: "policies") == """
            bob, retained by alice's entry, alive: true
            alice keeps: bob

            """)
    }

    @Test func weak() {
        #expect(output(ofStep: "weak") == """
            carol, held weakly, alive: false
            alice knows: nil

            """)
    }

    @Test func onlyObjectsAreHeldWeakly() {
        #expect(output(ofStep: "weak-objects") == "knows: weak; note: retain\n")
    }

    @Test func addressReuse() {
        #expect(output(ofStep: "address-reuse") == """
            second has first's ObjectIdentifier: true
            NaiveSideTable tells second: first's secret

            """)
    }

    @Test func liveEntry() {
        #expect(output(ofStep: "live-entry") == """
            second has first's ObjectIdentifier: true
            SideTable tells second: nil
            dead entries it threw out: 1

            """)
    }

    @Test func releasedAtPurge() {
        #expect(output(ofStep: "purging") == ("""
            alice gone; alive: (bob: true, carol: true)
            purge() threw out 2 dead owners
            after it, alive: (bob: false, carol: false)

            """))
    }

    @Test func aNewEntrySweepsOnceTheTableHasDoubled() {
        #expect(output(ofStep: "sweep") == """
            64 owners gone; entries: (live: 0, dead: 64)
            one new entry later: (live: 1, dead: 0)

            """)
    }

    @Test func insertedOnce() {
        #expect(output(ofStep: "locking") == "the same event both times: true\n")
    }

    @Test func threads() {
        #expect(output(ofStep: "threads") == """
            wrong answers: 0
            owners left after a last purge(): (live: 0, dead: 0)

            """)
    }

    @Test func aTableOfOnesOwn() {
        #expect(output(ofStep: "current") == """
            inside withValue, current is mine: true
            after it: false

            """)
    }

    @Test func aCellWithViewModelChangedAloneStoresNothing() {
        #expect(output(ofStep: "order-cell") == """
            the cell shows: Order #7
            OrderCell stores: []

            """)
    }

    @Test func defaultImplementation() {
        #expect(output(ofStep: "default-implementation") == """
            OrderCell  viewModel → OrderVM "Order #7"

            """)
    }

    @Test func theScreenStartsEmpty() {
        #expect(output(ofStep: "orders-screen").contains("│ (no rows)"))
    }

    @Test func emptyListEvenWithTheData() {
        let text = output(ofStep: "empty-list")
        #expect(text.components(separatedBy: "│ (no rows)").count == 2)
        #expect(text.contains("a second later the view model has 100 orders\n"))
    }

    @Test func theSubscriptionMoves() {
        #expect(output(ofStep: "notify-on-changed") == """
            subscribers of first and second: [1, 0]
            subscribers of first and second: [0, 1]

            """)
    }

    @Test func listAppearsAfterChanged() {
        let text = output(ofStep: "list-appears")
        #expect(text.hasPrefix("┌─ Orders "))
        #expect(text.contains("│ Order #4 "))
        #expect(text.contains("│ ... 95 more rows "))
        #expect(text.contains("Order #99"))
    }

    @Test func theArticlesHandlerLeaks() {
        #expect(output(ofStep: "cycle") == """
            a second after it was let go, alive: true
            once unsubscribed, alive: false

            """)
    }

    @Test func inspection() {
        #expect(output(ofStep: "inspection") == """
            OrdersVC   viewModel → OrdersVM
            OrdersVM   changed → Event<()>, 1 subscriber
            OrderCell  viewModel → OrderVM "Order #0"
            OrderCell  viewModel → OrderVM "Order #1"
            OrderCell  viewModel → OrderVM "Order #2"
            OrderCell  viewModel → OrderVM "Order #3"
            OrderCell  viewModel → OrderVM "Order #4"
            screen dropped; alive: (screen: false, firstCell: false)

            """)
    }
}
