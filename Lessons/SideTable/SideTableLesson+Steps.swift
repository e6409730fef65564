import ConsoleViews
import Dispatch
import Foundation
import LessonKit
import TypeErasure

extension SideTableLesson {
    /// Every step runs with a side table of its own (see `Live.onTableOfItsOwn`).
    public func prepareStep(_ step: Step, number: Int) -> Step {
        live.onTableOfItsOwn(step, number: number)
    }

    // @step no-storage
    func noStorage(_ ctx: LessonContext) throws {
        // @snippet step-no-storage
        let cell: TableViewCell = ManualOrderCell(reuseIdentifier: "order")
        if let cell = cell as? IHaveAnyViewModel {
            cell.anyViewModel = OrderVM(order: Order(name: "Order", id: 7))
        }
        print("the cell shows:", cell.render().joined(separator: "\n"))
        print("stored properties ManualOrderCell adds:", Mirror(reflecting: cell).children.map { $0.label ?? "?" })
        // @end step-no-storage
    }

    // @step side-table
    func sideTable(_ ctx: LessonContext) throws {
        // @snippet step-keys
        let table = SideTable()
        let alice = Owner("alice")
        let note = AssociationKey<String>("note")
        let anotherNote = AssociationKey<String>("note")

        table[alice, note] = "likes tea"
        let read: String? = table[alice, note]
        print("alice's note:", read ?? "nil")
        print("with another key named \"note\":", table[alice, anotherNote] ?? "nil")

        table[alice, note] = nil
        print("after setting nil:", table[alice, note] ?? "nil", "| owners in the table:", table.ownerCount.live)
        // @end step-keys
    }

    // @step policies
    func policies(_ ctx: LessonContext) throws {
        // @snippet step-policies
        let table = SideTable()
        let alice = Owner("alice")
        let keeps = AssociationKey<Owner>("keeps")
        let knows = AssociationKey<Owner>.weak("knows")

        var bob: Owner? = Owner("bob")
        var carol: Owner? = Owner("carol")
        weak let bobProbe = bob
        weak let carolProbe = carol
        table[alice, keeps] = bob
        table[alice, knows] = carol
        bob = nil
        carol = nil

        print("bob, retained by alice's entry, alive:", bobProbe != nil)
        print("carol, held weakly, alive:", carolProbe != nil)
        print("alice keeps:", table[alice, keeps]?.name ?? "nil", "| alice knows:", table[alice, knows]?.name ?? "nil")
        // @end step-policies
    }

    // @step address-reuse
    func addressReuse(_ ctx: LessonContext) throws {
        // @snippet step-reuse
        let naive = NaiveSideTable()
        let table = SideTable()
        let secret = AssociationKey<String>("secret")

        let reuse = ownerAtFreedAddress { first in
            naive[first] = "first's secret"
            table[first, secret] = "first's secret"
        }
        guard let (address, second) = reuse else {
            print("no new object got a freed address this time")
            return
        }
        print("\(second.name) has the freed owner's ObjectIdentifier:", ObjectIdentifier(second) == address)
        print("NaiveSideTable tells second:", naive[second] ?? "nil")
        let deadBefore = table.ownerCount.dead
        print("SideTable tells second:", table[second, secret] ?? "nil")
        print("dead entries thrown out by that question:", deadBefore - table.ownerCount.dead)
        // @end step-reuse
    }

    // @step purging
    func purging(_ ctx: LessonContext) throws {
        // @snippet step-purge
        let table = SideTable()
        let keeps = AssociationKey<Owner>("keeps")

        var alice: Owner? = Owner("alice")
        var bob: Owner? = Owner("bob")
        var carol: Owner? = Owner("carol")
        weak let bobProbe = bob
        weak let carolProbe = carol
        table[alice!, keeps] = bob
        table[bob!, keeps] = carol
        bob = nil
        carol = nil

        alice = nil
        print("alice is gone; bob alive:", bobProbe != nil, "| carol alive:", carolProbe != nil)
        print("owners in the table, alive and dead:", table.ownerCount)
        let purged = table.purge()
        print("purge() threw out \(purged) dead owners; bob alive:", bobProbe != nil, "| carol alive:", carolProbe != nil)
        print("owners in the table now:", table.ownerCount)
        // @end step-purge
    }

    // @step threads
    func threads(_ ctx: LessonContext) throws {
        // @snippet step-threads
        let table = SideTable()
        let owners = (1...16).map { Owner("owner \($0)") }
        let keys = (1...8).map { AssociationKey<Int>("thread \($0)") }
        let wrongAnswers = Tally()

        DispatchQueue.concurrentPerform(iterations: 9) { thread in
            guard thread < keys.count else {
                for _ in 1...200 { table.purge() }
                return
            }
            let key = keys[thread]
            for round in 1...500 {
                let owner = owners[round % owners.count]
                table[owner, key] = round
                if table[owner, key] != round { wrongAnswers.add() }
                table[owner, key] = nil
                if table[owner, key] != nil { wrongAnswers.add() }
                table[Owner("short-lived"), key] = round
            }
        }

        table.purge()
        print("wrong answers:", wrongAnswers.count)
        print("owners left after a last purge():", table.ownerCount)
        // @end step-threads
    }

    // @step default-implementation
    func defaultImplementation(_ ctx: LessonContext) throws {
        // @snippet step-default
        let cell: TableViewCell = OrderCell(reuseIdentifier: "order")
        if let cell = cell as? IHaveAnyViewModel {
            cell.anyViewModel = OrderVM(order: Order(name: "Order", id: 7))
        }
        print("the cell shows:", cell.render().joined(separator: "\n"))
        print("stored properties OrderCell adds:", Mirror(reflecting: cell).children.map { $0.label ?? "?" })
        print("what the side table holds for it:")
        for line in SideTable.current.dump([cell]) {
            print("  " + line)
        }
        // @end step-default
    }

    // @step empty-list
    func emptyList(_ ctx: LessonContext) throws {
        // @snippet step-empty-list
        let clock = LessonClock()
        let viewModel = SilentOrdersVM(ordersProvider: OrdersProvider(clock: clock))
        let viewController = OrdersVC()
        viewController.viewModel = viewModel
        viewController.present()
        print(viewController.render().joined(separator: "\n"))

        clock.advance(by: .seconds(1))
        print("one second later the view model has \(viewModel.orders.count) orders; the screen:")
        print(viewController.render().joined(separator: "\n"))
        // @end step-empty-list
        ctx.expose("emptyScreen", note: "step 8's OrdersVC: 100 orders loaded, none shown", viewController)
        live.track(viewController, as: "emptyScreen")
    }

    // @step notify-on-changed
    func notifyOnChanged(_ ctx: LessonContext) throws {
        // @snippet step-notify
        let clock = LessonClock()
        let provider = OrdersProvider(clock: clock)
        let first = OrdersVM(ordersProvider: provider)
        let second = OrdersVM(ordersProvider: provider)
        let viewController = OrdersVC()

        viewController.viewModel = first
        print("subscribers: first \(first.changed.subscriberCount), second \(second.changed.subscriberCount)")
        viewController.viewModel = second
        print("subscribers: first \(first.changed.subscriberCount), second \(second.changed.subscriberCount)")

        viewController.present()
        print("rows before the orders arrive:", viewController.tableView.numberOfRows)
        clock.advance(by: .seconds(1))
        print(viewController.render().joined(separator: "\n"))
        viewController.tableView.scrollToRow(at: IndexPath(row: 99))
        print("scrolled to the end:", viewController.tableView.cells.compactMap(\.textLabel.text).joined(separator: ", "))
        // @end step-notify
        ctx.expose("listScreen", note: "step 9's OrdersVC, with its list", viewController)
        live.track(viewController, as: "listScreen")
    }

    // @step cycle
    func cycle(_ ctx: LessonContext) throws {
        // @snippet step-cycle
        let clock = LessonClock()
        let provider = OrdersProvider(clock: clock)
        let screen = OrdersVC()
        let lifetimes = LifetimeTracker(clock: clock)

        weak var articleVM: OrdersVM?
        do {
            let viewModel = OrdersVM(ordersProvider: provider)
            articleVM = viewModel
            viewModel.changed.subscribe(screen) { this in
                this.viewModelChanged(viewModel)
            }
            let captured = HoldingLine.find("this.viewModelChanged(viewModel)", in: Self.declarations, type: "SideTableLesson")
            lifetimes.track(viewModel, as: "OrdersVM #1 (article's)", heldBy: captured)
        }
        clock.advance(by: .seconds(1))
        lifetimes.check()
        print("the article's handler: view model alive with nobody holding it:", articleVM != nil)

        weak var lessonVM: OrdersVM?
        do {
            let viewModel = OrdersVM(ordersProvider: provider)
            lessonVM = viewModel
            viewModel.changed.subscribe(screen) { this in
                if let viewModel = this.viewModel {
                    this.viewModelChanged(viewModel)
                }
            }
            lifetimes.track(viewModel, as: "OrdersVM #2 (lesson's)")
        }
        clock.advance(by: .seconds(1))
        lifetimes.check()
        print("this lesson's handler: view model alive with nobody holding it:", lessonVM != nil)
        draw(.lifetimes(lifetimes.chart(title: "Each let go as soon as it was made; a weak probe looks a second later")))

        articleVM?.changed.unsubscribe(screen)
        print("the article's, once unsubscribed: alive:", articleVM != nil)
        // @end step-cycle
    }

    // @step inspection
    func inspection(_ ctx: LessonContext) throws {
        // @snippet step-inspect
        let clock = LessonClock()
        var screen: OrdersVC? = OrdersVC()
        screen?.viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
        screen?.present()
        clock.advance(by: .seconds(1))
        for line in SideTable.current.dump([screen!, screen!.viewModel!] + screen!.tableView.cells) {
            print(line)
        }

        weak let controller = screen
        weak let firstCell = screen?.tableView.cells.first
        screen = nil
        print("screen dropped; OrdersVC alive:", controller != nil, "| its first cell alive:", firstCell != nil)
        // @end step-inspect
    }
}

// @snippet tally
/// A counter threads can share, for step 6. `NSLock` for the same reason as the table's.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
// @end tally
