import Testing
@testable import PropertyWrappers

/// What each step prints, line by line. The transcript test compares the whole lesson; these
/// say which step changed its story when one of them fails.
@Suite struct OutputTests {
    func output(ofStep id: String) -> String {
        stepOutput(openLesson().send("run \(stepNumber(id))"))
    }

    @Test func aWrapperTrimsEveryWriteTheFirstToo() {
        #expect(output(ofStep: "wrapper") == """
            city: 'Omsk'
            city: 'Tomsk'

            """)
    }

    @Test func synthesizedStorage() {
        #expect(output(ofStep: "storage") == """
            name: 'Ann Lee', city: 'Omsk'
            _name holds Trimmed(text: "Ann Lee")
            stored: _name: Trimmed
            stored: _city: Trimmed

            """)
    }

    @Test func clampedArgumentsClampTheInitialValue() {
        #expect(output(ofStep: "arguments") == """
            speed starts at 2.0
            volume = 42 → 10
            volume -= 20 → 0

            """)
    }

    @Test func theProjectionIsTheRangeAndIsNotStored() {
        #expect(output(ofStep: "projection") == """
            speed 2.0 of 0.5...2.0
            volume 5 of 0...10, kept in a Clamped<Int>
            stored: _volume: Clamped<Int>
            stored: _speed: Clamped<Double>

            """)
    }

    @Test func resolvableResolvesOnceInAClass() {
        #expect(output(ofStep: "resolvable") == """
              (container: resolving OrderDraft)
            first read: OrderDraft
            second read, from the cache: OrderDraft

            """)
    }

    @Test func resolvableInAStructReadsThroughAVar() {
        #expect(output(ofStep: "resolvable-struct") == """
              (container: resolving OrderDraft)
            first read: OrderDraft
            second read, from the cache: OrderDraft

            """)
    }

    @Test func resolvableStructCopiesResolveApart() {
        #expect(output(ofStep: "resolvable-copies") == """
            a DraftForm and a copy of it; first reads:
              (container: resolving OrderDraft)
              (container: resolving OrderDraft)
            the copies share one draft: false

            """)
    }

    @Test func articlesWrapperRaisesOnEveryWrite() {
        #expect(output(ofStep: "observable") == """
            handler: got 3 orders
            handler: got 4 orders
            handler: got 4 orders
            the badge shows '4 orders'

            """)
    }

    @Test func articlesHandlersRunInsideTheOwnersWrite() {
        #expect(output(ofStep: "mid-write") == """
            handler got 3 orders; writing: true
            so reading viewModel.orders here would stop the app:
              Simultaneous accesses to 0x…, but modification requires exclusive access.
            the write is over; writing: false
            viewModel.orders.count: 3

            """)
    }

    @Test func copiesOfTheWrapperShareOneEvent() {
        #expect(output(ofStep: "copies") == """
            original.note: ''
            its label: 'typed into the copy'

            """)
    }

    @Test func ordersScreenFillsItself() {
        #expect(output(ofStep: "orders-screen") == """
            ┌─ Orders ─────────────────────────────────────┐
            │ (no rows)                                    │
            └──────────────────────────────────────────────┘

            """)
        #expect(output(ofStep: "orders-arrive") == """
            one second later:
            ┌─ Orders ─────────────────────────────────────┐
            │ Order #0                                     │
            │ Order #1                                     │
            │ Order #2                                     │
            │ Order #3                                     │
            │ Order #4                                     │
            │ ... 95 more rows                             │
            └──────────────────────────────────────────────┘

            """)
    }

    @Test func aClosedScreensSubscriptionDiesWithIt() {
        // Then the lifetimes chart (its data: FigureTests).
        #expect(output(ofStep: "screen-closes").hasPrefix("screen alive: false | $orders subscribers: 0\n"))
    }

    @Test func publishedSinkSeesTheNewValueOwnerTheOld() {
        #expect(output(ofStep: "published") == """
            sink got 0; the owner holds 0
            sink got 3; the owner holds 0
            after the set, the owner holds 3

            """)
    }

    @Test func objectWillChangeOncePerWriteAndOneDeferredRender() {
        #expect(output(ofStep: "object-will-change") == """
            send #1: 'idle', 0 orders
            send #2: 'loading', 0 orders
            send #3: 'loading', 3 orders
            send #4: 'ready', 3 orders
            4 writes, 4 sends
            now 'ready', 3 orders

            """)
    }

    @Test func theScreenRendersOnTheNextTurnOnce() {
        #expect(output(ofStep: "render-later") == """
            ┌─ Summary ────────────────────────────────────┐
            │ idle: 0 orders                               │
            └──────────────────────────────────────────────┘
            after one turn of the run loop (renders: 2):
            ┌─ Summary ────────────────────────────────────┐
            │ ready: 3 orders                              │
            └──────────────────────────────────────────────┘

            """)
    }

    @Test func trackedReachesItsOwner() {
        #expect(output(ofStep: "enclosing-instance") == """
            objectWillChange: the owner still holds 'idle'
            objectWillChange: the owner still holds 'loading'

            """)
        #expect(output(ofStep: "tracked-storage") == """
            stored: objectWillChange: ObservableObjectPublisher
            stored: _status: Tracked<String>
            stored: _orders: Tracked<Array<OrderVM>>

            """)
    }

    @Test func forgetfulVMHearsNothing() {
        #expect(output(ofStep: "forgetful") == """
            ForgetfulVM's sink heard 0 writes
            one publisher on every read: false
            PublishedOrdersVM, the same: true

            """)
    }

    @Test func safeObservableHandlersReadTheNewValue() {
        #expect(output(ofStep: "safe-observable") == """
            handler got 3; the owner holds 3
            handler got 4; the owner holds 4
            the badge shows '4 orders'

            """)
    }

    @Test func aDeferredRenderFindsTheViewModelGone() {
        #expect(output(ofStep: "outlives") == """
            the view model went before the next turn
            render: the view model is gone, and weak reads nil;
            [unowned viewModel] would stop the app here:
              Fatal error: Attempted to read an unowned reference but object 0x… was
              already destroyed

            """)
    }

    @Test func theThreeWrappersSideBySide() {
        let text = output(ofStep: "side-by-side")
        #expect(text.contains("viewModel.$orders             log   got 3 orders; the owner is mid-write"))
        #expect(text.contains("safeVM.$orders                log   got 3 orders; the owner holds 3"))
        #expect(text.contains("publishedVM.$orders           log   got 3 orders; the owner holds 0"))
        #expect(text.hasSuffix("after the set                       the owner holds 3\n"))
    }

    @Test func injectedResolvesFromEachOwnersContainer() {
        #expect(output(ofStep: "injected") == """
            two view models made, nothing resolved; loadOrders() on each:
              (container A: resolving OrdersProvider)
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'
              (container B: resolving OrdersProvider)
            Loading orders for customer '7', date '2020-04-22 17:41:49 +0000'
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'

            """)
    }

    @Test func observationOnChangeOnceBeforeTheStore() {
        #expect(output(ofStep: "observation") == """
            setting 3 orders:
              onChange
              stored 3 orders
            setting 5 orders:
              stored 5 orders

            """)
    }
}
