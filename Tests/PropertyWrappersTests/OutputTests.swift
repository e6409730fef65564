import Testing
@testable import PropertyWrappers

/// What each step prints, line by line. The transcript test compares the whole lesson; these
/// say which step changed its story when one of them fails.
@Suite struct OutputTests {
    func output(ofStep number: Int) -> String {
        stepOutput(openLesson().send("run \(number)"))
    }

    @Test func aWrapperTrimsEveryWriteTheFirstToo() {
        #expect(output(ofStep: 1) == """
            city: 'Omsk'
            city: 'Tomsk'

            """)
    }

    @Test func synthesizedStorage() {
        #expect(output(ofStep: 2) == """
            name: 'Ann Lee', city: 'Omsk'
            _name holds Trimmed(text: "Ann Lee")
            stored: _name: Trimmed
            stored: _city: Trimmed

            """)
    }

    @Test func clampedArgumentsClampTheInitialValue() {
        #expect(output(ofStep: 3) == """
            speed starts at 2.0
            volume = 42 → 10
            volume -= 20 → 0

            """)
    }

    @Test func theProjectionIsTheRangeAndIsNotStored() {
        #expect(output(ofStep: 4) == """
            speed 2.0 of 0.5...2.0
            volume 5 of 0...10, kept in a Clamped<Int>
            stored: _volume: Clamped<Int>
            stored: _speed: Clamped<Double>

            """)
    }

    @Test func resolvableResolvesOnceInAClass() {
        #expect(output(ofStep: 5) == """
              (container: resolving OrderDraft)
            first read: OrderDraft
            second read, from the cache: OrderDraft

            """)
    }

    @Test func resolvableInAStructReadsThroughAVar() {
        #expect(output(ofStep: 6) == """
              (container: resolving OrderDraft)
            first read: OrderDraft
            second read, from the cache: OrderDraft

            """)
    }

    @Test func resolvableStructCopiesResolveApart() {
        #expect(output(ofStep: 7) == """
            a DraftForm and a copy of it; first reads:
              (container: resolving OrderDraft)
              (container: resolving OrderDraft)
            the copies share one draft: false

            """)
    }

    @Test func articlesWrapperRaisesOnEveryWrite() {
        #expect(output(ofStep: 8) == """
            handler: got 3 orders
            handler: got 4 orders
            handler: got 4 orders
            the badge shows '4 orders'

            """)
    }

    @Test func articlesHandlersRunInsideTheOwnersWrite() {
        #expect(output(ofStep: 9) == """
            orders = 3 orders
              handler: got 3 orders
              the owner's didSet: its write is over

            """)
    }

    @Test func copiesOfTheWrapperShareOneEvent() {
        #expect(output(ofStep: 10) == """
            original.note: ''
            its label: 'typed into the copy'

            """)
    }

    @Test func ordersScreenFillsItself() {
        #expect(output(ofStep: 11) == """
            ┌─ Orders ─────────────────────────────────────┐
            │ (no rows)                                    │
            └──────────────────────────────────────────────┘
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
        #expect(output(ofStep: 12).hasPrefix("screen gone; alive: false, $orders subscribers: 0\n"))
    }

    @Test func publishedSinkSeesTheNewValueOwnerTheOld() {
        #expect(output(ofStep: 13) == """
            sink got 0 orders; viewModel.orders.count is 0
            setting 3 orders:
            sink got 3 orders; viewModel.orders.count is 0
            after the set: viewModel.orders.count is 3

            """)
    }

    @Test func objectWillChangeOncePerWriteAndOneDeferredRender() {
        #expect(output(ofStep: 14) == """
            objectWillChange #1: 'idle', 0 orders
            objectWillChange #2: 'loading', 0 orders
            objectWillChange #3: 'loading', 3 orders
            objectWillChange #4: 'ready', 3 orders
            4 writes, 4 sends; now 'ready', 3 orders

            """)
    }

    @Test func theScreenRendersOnTheNextTurnOnce() {
        #expect(output(ofStep: 15) == """
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
        #expect(output(ofStep: 16) == """
            objectWillChange: the owner still holds 'idle'
            objectWillChange: the owner still holds 'loading'

            """)
        #expect(output(ofStep: 17) == """
            stored: objectWillChange: ObservableObjectPublisher
            stored: _status: Tracked<String>
            stored: _orders: Tracked<Array<OrderVM>>

            """)
    }

    @Test func forgetfulVMHearsNothing() {
        #expect(output(ofStep: 18) == """
            ForgetfulVM's sink heard 0 writes
            one publisher on every read: false
            PublishedOrdersVM, the same: true

            """)
    }

    @Test func safeObservableHandlersReadTheNewValue() {
        #expect(output(ofStep: 19) == """
            handler got 3 orders; viewModel.orders.count is 3
            handler got 4 orders; viewModel.orders.count is 4
            the badge shows '4 orders'

            """)
    }

    @Test func injectedResolvesFromEachOwnersContainer() {
        #expect(output(ofStep: 20) == """
            two view models made, nothing resolved yet; loadOrders() on each:
              (container A: resolving OrdersProvider)
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'
              (container B: resolving OrdersProvider)
            Loading orders for customer '7', date '2020-04-22 17:41:49 +0000'
            and on the first again:
            Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'

            """)
    }

    @Test func observationOnChangeOnceBeforeTheStore() {
        #expect(output(ofStep: 21) == """
            setting 3 orders:
              onChange
              stored 3 orders
            setting 5 orders:
              stored 5 orders

            """)
    }
}
