import Testing
@testable import Events

/// The event holds its subscribers weakly: subscribing keeps nobody alive, and dead subscribers
/// are skipped and their entries removed.
@Suite struct EventLifetimeTests: RecordingSuite {
    let log = Log()
    let kept = KeepAlive()

    @Test func subscribingDoesNotKeepTheSubscriberAlive() {
        let event = Event<String>()
        var subscriber: Recorder? = Recorder("a", log: log)
        weak let probe = subscriber
        event.subscribe(subscriber!)
        subscriber = nil
        #expect(probe == nil)
        #expect(event.subscriberCount == 0)
    }

    @Test func voidConvenienceDoesNotKeepTheSubscriberAliveEither() {
        let event = Event<Void>()
        var subscriber: Recorder? = Recorder("a", log: log)
        weak let probe = subscriber
        event.subscribe(subscriber!) { this in this.hear("changed") }
        subscriber = nil
        #expect(probe == nil)
        event.raise()
        #expect(log.all.isEmpty)
    }

    enum Cleanup: String, CaseIterable, CustomTestStringConvertible {
        case raise, subscribe, unsubscribe
        var testDescription: String { rawValue }
    }

    @Test(arguments: Cleanup.allCases)
    func deadSubscriberIsSkippedAndRemoved(by operation: Cleanup) {
        let event = Event<String>()
        var dying: Recorder? = Recorder("dying", log: log)
        let staying = recorders("staying")[0]
        let newcomer = recorders("newcomer")[0]
        event.subscribe(dying!)
        event.subscribe(staying)
        dying = nil
        #expect(event.subscriberCount == 1, "a dead subscriber does not count")
        #expect(event.entries.count == 2, "its entry stays until the next change")
        switch operation {
        case .raise: event.raise("x")
        case .subscribe: event.subscribe(newcomer)
        case .unsubscribe: event.unsubscribe(newcomer)
        }
        #expect(!event.entries.contains { !$0.isAlive }, "no dead entry left")
        #expect(!log.all.contains { $0.hasPrefix("dying") })
    }

    @Test func subscriberCountDoesNotCleanUp() {
        let event = Event<String>()
        var dying: Recorder? = Recorder("dying", log: log)
        event.subscribe(dying!)
        dying = nil
        #expect(event.subscriberCount == 0)
        #expect(event.entries.count == 1)
    }

    @Test func handlerThatCapturesItsSubscriberKeepsItAliveUntilUnsubscribed() {
        var screen: CapturingOrdersVC? = CapturingOrdersVC(viewModel: OrdersVM())
        screen?.present()
        weak let probe = screen
        screen = nil
        #expect(probe != nil, "the cycle keeps it")
        if let leaked = probe { leaked.viewModel.changed.unsubscribe(leaked) }
        #expect(probe == nil)
    }

    @Test func handlerThatUsesThisLetsTheScreenGo() {
        var screen: OrdersVC? = OrdersVC(viewModel: OrdersVM())
        screen?.present()
        weak let probe = screen
        screen = nil
        #expect(probe == nil)
    }
}
