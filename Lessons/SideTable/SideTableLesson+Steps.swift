import ConsoleViews
import Dispatch
import Foundation
import PlaygroundKit
import TypeErasure

extension SideTableLesson {
    public var steps: [Step] {
        let steps = [
            noStorage, sideTable, policies, addressReuse, purging, threads,
            defaultImplementation, emptyList, notifyOnChanged, cycle, inspection,
        ]
        return steps.indices.map { live.onTableOfItsOwn(steps[$0], number: $0 + 1) }
    }

    var noStorage: Step {
        Step(
            "Extensions cannot store properties",
            text: """
                The type-erasure lesson ended with a cell that works but carries ten lines of ceremony: a stored `anyViewModel` whose `didSet` calls `viewModelChanged`, and a typed `viewModel` that reads and writes it. Every view and view controller with a view model would repeat them. The article's plan: write them once, as a default implementation in an extension of `IHaveViewModel`, and let every conforming type inherit them.

                The plan hits a wall at once. An extension can add methods and computed properties, but nothing that needs room inside the instance: a type's memory layout is settled where the type is declared, and an extension may sit in another file or another module. The compiler says so in the same words for a protocol extension and for a class extension.

                The step sets a view model through `IHaveAnyViewModel`, as a table's data source does, and lists what `ManualOrderCell` stores: the one property no extension could have given it.
                """,
            code: [Code.manualOrderCell, Code.order, Code.Rejected.extensionStorage, Code.stepNoStorage]
        ) { _ in
            // @snippet step-no-storage
            let cell: TableViewCell = ManualOrderCell(reuseIdentifier: "order")
            if let cell = cell as? IHaveAnyViewModel {
                cell.anyViewModel = OrderVM(order: Order(name: "Order", id: 7))
            }
            print("the cell shows:", cell.render().joined(separator: "\n"))
            print("stored properties ManualOrderCell adds:", Mirror(reflecting: cell).children.map { $0.label ?? "?" })
            // @end step-no-storage
        }
    }

    var sideTable: Step {
        Step(
            "Associated objects, rebuilt as a side table",
            text: """
                On Apple platforms the article borrows storage from the Objective-C runtime. `objc_setAssociatedObject(object, key, value, policy)` attaches a value to any object under a key; `objc_getAssociatedObject(object, key)` reads it back. The runtime keeps such values in one global map, from object to key to value, and releases them when the object is deallocated.

                Linux has no Objective-C runtime, so this lesson builds the same thing: a side table, a dictionary from each owner's `ObjectIdentifier` to that owner's values. Below are its storage and its two operations; steps 3 to 6 show why each line is there.

                The runtime's key is the address of a global variable: the article declares `private var viewModelKey: UInt8 = 0` and passes `&viewModelKey`. Swift 6 refuses that global. It is a `var`, so any thread could write it, and the compiler cannot know that nobody ever does. (The snippet spells the variable as a static in an enum of keys, as many apps do. The article's file-level `private var` gets the same error in an app or a package; a snippet of one file would be compiled as a script, whose top-level variables belong to the main actor, and the complaint would read differently.) `nonisolated(unsafe)` would silence the compiler, but there is a better key.

                Here a key is an object: `AssociationKey<Value>`. A `let` holding a `Sendable` class is a global Swift 6 accepts, and the object's identity does what the address did. The key also carries the type of its values, so a read needs no `as?`, and its policy (next step).

                The step stores a note, reads it back as a `String`, asks with a second key of the same name (a different key, so nothing there), then sets nil, which removes the entry.
                """,
            code: [Code.Rejected.addressKey, Code.associationKey, Code.sideTableStorage, Code.sideTableAccess, Code.owner, Code.stepKeys]
        ) { _ in
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
    }

    var policies: Step {
        Step(
            "Retain, or weak",
            text: """
                A key's policy says how the table holds its values. `.retain` keeps a value alive as long as its owner lives, like a strong stored property; the article stores view models that way. `.weak` holds a value without keeping it alive, and reads nil once it is gone.

                The runtime has no weak policy. Its `.OBJC_ASSOCIATION_ASSIGN` stores a plain pointer, so reading a value that has since been deallocated reads freed memory, and usually crashes. Here `.weak` is a real weak reference. Only objects can be held weakly, so `AssociationKey.weak` exists only for class types: a weak key for a `String` does not compile, where the runtime would take any pointer.

                The step gives alice two values, bob retained and carol held weakly, lets go of the step's own references to both, and checks each one with a weak probe.
                """,
            code: [Code.Rejected.weakValue, Code.stepPolicies]
        ) { _ in
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
    }

    var addressReuse: Step {
        Step(
            "A dead owner's address, reused",
            text: """
                The table finds an owner's values by `ObjectIdentifier`, which is the object's address. Addresses are unique only among objects alive at the same time. Once an object is freed, the allocator hands its memory to the next allocation of the same size, often the very next one. A table keyed by the address alone, like `NaiveSideTable`, then gives the new object the dead one's values: a new cell showing an old order, a new screen subscribed to a stale event. Tests that keep their objects alive never see it.

                `SideTable` keeps a weak reference to the owner in each entry. A weak reference to a dead object reads nil forever, even after another object has taken its address, so `liveEntry` accepts an entry only while that reference is the very object asked about (`===`). Otherwise the entry belonged to a dead owner: it is thrown out on the spot, values and all.

                The step does not wait for luck: it stores a secret for an owner in both tables, frees the owner, allocates owners until one lands at the same address (usually the first does), and asks both tables about the newcomer.
                """,
            code: [Code.naiveSideTable, Code.sideTableIdentity, Code.addressReuse, Code.stepReuse]
        ) { _ in
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
    }

    var purging: Step {
        Step(
            "When the values are released",
            text: """
                The Objective-C runtime releases an object's associated values when the object is deallocated: deallocation calls into the runtime. A side table has no such hook. Nothing tells it that an owner has died; it finds out when it looks. So a dead owner's values live on until one of these:
                - an access finds the dead entry in the owner's old slot (step 4);
                - `purge()` throws out every dead entry;
                - adding an owner, when the table has doubled since its last sweep, sweeps first, so that a table nobody purges cannot grow without bound.

                That is where this table really differs from the runtime, and the step proves it with weak probes. Alice retains bob, and bob retains carol. When alice dies, bob stays alive, held by her dead entry, and carol with him, until `purge()`. Releasing bob makes his own entry dead, so `purge` goes round again and carol goes too: two owners purged.

                An app calls `purge()` now and then (on a memory warning, say). A class of your own could also call it from its `deinit`, the hook the table lacks: by then the owner's weak references already read nil, so its entry counts as dead.
                """,
            code: [Code.sideTablePurge, Code.stepPurge]
        ) { _ in
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
    }

    var threads: Step {
        Step(
            "Several threads at once",
            text: """
                The runtime's map is shared by the whole process and guarded by a lock; so is this table. One `NSLock` guards all its state, and two details matter:
                - Values are released after unlocking. Releasing a value runs its `deinit`, which may use the table itself (a view model reading its own `changed` event), and `NSLock` is not recursive: releasing under the lock could deadlock.
                - Get-or-insert is one step. The article's `changed` getter reads, finds nothing, creates an event and stores it. Two threads doing that at once create two events, and one thread's subscribers end up on an event nobody raises. `value(of:for:orInsert:)` looks again under the lock before it stores.

                Swift 6 wants proof that a class shared between threads is safe, and the compiler cannot see that a lock guards the dictionary, so the table says `@unchecked Sendable`: we vouch for it. The promise covers the table's own state only. Values go in as `Any`, and the compiler stops checking whether they may cross threads, just as with the runtime: a view model kept here must still be used from one thread.

                No output can prove that there are no races. The thread sanitizer catches them as they happen, and the lesson's tests run the table under it, with many threads at once:
                    swift test --sanitize=thread --filter SideTableTests
                That is also why the lock is an `NSLock` and not Swift's `Mutex`: on Linux the sanitizer reports races on `Mutex` that are not there.

                The step runs 8 threads that each set, read and remove a key of their own on 16 shared owners, 500 times, while making owners that die at once; a ninth thread purges. Then it counts wrong answers and what is left in the table.
                """,
            code: [Code.sideTableLocking, Code.tally, Code.stepThreads]
        ) { _ in
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
    }

    var defaultImplementation: Step {
        Step(
            "A default IHaveViewModel",
            text: """
                With storage available, the default implementation is the article's code with `SideTable.current` where the article calls the runtime. `anyViewModel` reads and writes the side table, and its setter calls `viewModelChanged`; the typed `viewModel` goes through `anyViewModel`. `OrderCell` is left with `viewModelChanged` alone.

                `current` is a task-local (step 2 shows it), as lesson di's `ContainerHolder.container` is. It reads `SideTable.shared`, one table for the whole process like the runtime's map, unless the code that runs has bound a table of its own with `SideTable.$current.withValue(table) { ... }`. Tests do, so that tests running in parallel never see, or purge, each other's owners; so does this lesson: each step runs on a table of its own, and your commands on the lesson's.

                The lines about `INotifyOnChanged` are step 9's. Until then no view model notifies anyone, and they do nothing.

                The article also gives `viewModelChanged` an empty default. This lesson leaves it out: with one, a view that forgot the method, or got its parameter type wrong, would still compile, and never update.

                The step configures a cell through `IHaveAnyViewModel`, as a data source does, and lists the stored properties `OrderCell` adds (none) and what the side table holds for it.
                """,
            code: [Code.ihaveViewModelDefault, Code.orderCell, Code.stepDefault]
        ) { _ in
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
    }

    var emptyList: Step {
        Step(
            "The orders screen, and an empty list",
            text: """
                Now the article's screen. `OrdersVC` shows a table of orders, `OrdersVM` holds them, and `OrdersProvider` fetches them and answers one second after the call, as a network would. The view controller asks for the orders in `viewDidLoad` and reloads its table in `viewModelChanged`. The data source casts each cell to `IHaveAnyViewModel` to hand it its row's view model.

                It does not work, and the article says so before showing why. The table loads its rows when the screen appears, while the array is still empty. One second later the orders arrive, and nobody tells the view controller: the array fills, the screen stays empty.

                Here that second is virtual time on the lesson's clock. The step presents the screen and shows it, advances the clock one second and shows it again. Try it by hand: `load silent` makes a screen with this view model, `advance 1s` lets the orders arrive, `screen` shows what a user would see.

                (`IOrdersVM` is not in the article: it lets one `OrdersVC` show both this view model and the next step's. Nor are the provider's lines about the side table: a task-local is bound for the code that runs inside `withValue`, and a callback the clock runs later is not inside it, so the provider takes its caller's table along.)
                """,
            code: [Code.ordersProvider, Code.iordersVm, Code.silentOrdersVm, Code.ordersVc, Code.stepEmptyList]
        ) { ctx in
            // @snippet step-empty-list
            let viewModel = SilentOrdersVM(ordersProvider: OrdersProvider(clock: ctx.clock))
            let viewController = OrdersVC()
            viewController.viewModel = viewModel
            viewController.present()
            print(viewController.render().joined(separator: "\n"))

            ctx.clock.advance(by: .seconds(1))
            print("one second later the view model has \(viewModel.orders.count) orders; the screen:")
            print(viewController.render().joined(separator: "\n"))
            // @end step-empty-list
            ctx.expose("emptyScreen", note: "step 8's OrdersVC: 100 orders loaded, none shown", viewController)
        }
    }

    var notifyOnChanged: Step {
        Step(
            "INotifyOnChanged: the list appears",
            text: """
                In MVVM a view model knows nothing about its view. It announces its changes instead, and the view listens. .NET has `INotifyPropertyChanged` for this; the article builds a small cousin, `INotifyOnChanged`: a `changed` event (the `Event<Void>` of lesson `events`) that any conforming view model gets for free, kept in the side table like the view model itself.

                Now the default `anyViewModel` setter earns its two extra lines. Before storing a new view model it unsubscribes from the old one; after, it subscribes to the new one's `changed` and calls `viewModelChanged` on every raise. `OrdersVM` needs one conformance and one line: `changed.raise()` once the orders are in.

                The step gives a screen one view model and then another, and counts each one's subscribers: the switch moves the subscription. Then it presents the screen and advances the clock. Try `load`, `advance 1s`, `screen`; another `load` gives the screen a fresh view model.
                """,
            code: [Code.inotifyOnChanged, Code.ordersVm, Code.stepNotify]
        ) { ctx in
            // @snippet step-notify
            let provider = OrdersProvider(clock: ctx.clock)
            let first = OrdersVM(ordersProvider: provider)
            let second = OrdersVM(ordersProvider: provider)
            let viewController = OrdersVC()

            viewController.viewModel = first
            print("subscribers: first \(first.changed.subscriberCount), second \(second.changed.subscriberCount)")
            viewController.viewModel = second
            print("subscribers: first \(first.changed.subscriberCount), second \(second.changed.subscriberCount)")

            viewController.present()
            print("rows before the orders arrive:", viewController.tableView.numberOfRows)
            ctx.clock.advance(by: .seconds(1))
            print(viewController.render().joined(separator: "\n"))
            // @end step-notify
            ctx.expose("listScreen", note: "step 9's OrdersVC, with its list", viewController)
        }
    }

    var cycle: Step {
        Step(
            "Beyond the article: a view model that never dies",
            text: """
                The article's subscription handler captures the view model: `{ this in if let viewModel = viewModel { this.viewModelChanged(viewModel) } }`. The event stores that closure, and the event lives in the view model's own entry for as long as the view model does. The view model keeps its event, the event keeps the handler, the handler keeps the view model: a cycle. The runtime's release on deallocation never comes, because the deallocation never does.

                While the view lives, its setter breaks the cycle: it unsubscribes from the old view model when it gets a new one. But when the screen goes away still holding its view model, nobody unsubscribes. The side table lets go of the view model (at the next purge, or at the runtime's dealloc), and the cycle is all that holds it: the event keeps the dead screen's handler until something cleans it up, and the view model lives on.

                This lesson's handler reads the view model back from `this` and captures nothing. The step subscribes a screen to two view models by hand, one with each handler, lets go of both, and checks them with weak probes. Unsubscribing, as the setter does, frees the first.
                """,
            code: [Code.stepCycle]
        ) { ctx in
            // @snippet step-cycle
            let provider = OrdersProvider(clock: ctx.clock)
            let screen = OrdersVC()

            weak var articleVM: OrdersVM?
            do {
                let viewModel = OrdersVM(ordersProvider: provider)
                articleVM = viewModel
                viewModel.changed.subscribe(screen) { this in
                    this.viewModelChanged(viewModel)
                }
            }
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
            }
            print("this lesson's handler: view model alive with nobody holding it:", lessonVM != nil)

            articleVM?.changed.unsubscribe(screen)
            print("the article's, once unsubscribed: alive:", articleVM != nil)
            // @end step-cycle
        }
    }

    var inspection: Step {
        Step(
            "Inspect the side table",
            text: """
                The step loads a screen and prints what the side table holds for its objects: owner types, keys, and the types of values (an address means nothing and changes with every run). Then it lets the screen go. The controller and its cells die at once. Their entries are dead now, never returned again; the view model they held lives on in the controller's dead entry until the next `purge()`.

                Now poke at it yourself, on the lesson's own table (the step ran on one of its own). `load`, `advance 1s`, then `table` shows it, the lesson's objects by name; `alice` and `bob` are two plain owners to play with.
                - `set alice note "likes tea"`, `get alice note`, `set alice note nil`
                - `set alice buddy bob`, `drop bob`, `get alice buddy` (a weak value)
                - `drop vc`, `table` (its entries are dead now), `purge`, `table`
                - `inspect table` for the raw structure, `owners` for what the lesson holds.
                """,
            code: [Code.stepInspect]
        ) { ctx in
            // @snippet step-inspect
            var screen: OrdersVC? = OrdersVC()
            screen?.viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: ctx.clock))
            screen?.present()
            ctx.clock.advance(by: .seconds(1))
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
