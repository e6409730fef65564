import ConsoleViews
import DependencyInjection
import OpenCombine
import PlaygroundKit

extension TypeErasureLesson {
    public var steps: [Step] {
        [
            viewAndViewModel, wall, shadow, ordersScreen, silentFailure, anyResolvable,
            anyPublisher, ownBox, primaryAssociatedTypes, opening,
        ]
    }

    var viewAndViewModel: Step {
        Step(
            "A view and its view model",
            text: """
                In MVVM a view owns its view model: it holds it strongly and calls it directly. The article puts that relationship into a protocol, because whatever else an MVVM implementation does, every view ends up with a `viewModel` property.

                Views of different screens have view models of different classes, so the protocol cannot name one: `ViewModel` is an associated type, and each view says which class it takes. The property can be set from outside. Setting it calls `viewModelChanged(_:)`, where the view brings everything it shows up to date with the view model. (The "I" in `IHaveViewModel` is the article's habit from .NET, where it marks an interface.)

                The example is the article's: a cell that shows one order. `OrderVM` is as dumb as a view model gets, a name built from the order. `TableViewCell` is this playground's console stand-in for `UITableViewCell`; it draws itself as lines of text. Unlike UIKit's, its `textLabel` is not optional.

                This is the article's first version of the protocol. Step 3 changes it, so here it is called `IHaveViewModelDraft`, and its cell `DraftOrderCell`, to keep both versions in one module.
                """,
            code: [Code.ihaveViewModelDraft, Code.order, Code.orderVm, Code.draftOrderCell, Code.stepDraftCell]
        ) { _ in
            // @snippet step-draft-cell
            let cell = DraftOrderCell(reuseIdentifier: "order")
            print("a new cell shows:", cell.render())
            cell.viewModel = OrderVM(order: Order(name: "Order", id: 3))
            print("given a view model:", cell.render())
            // @end step-draft-cell
        }
    }

    var wall: Step {
        Step(
            "The wall: a cell whose view model nobody can name",
            text: """
                Who sets a cell's view model? The table's data source, in `tableView(_:cellForRowAt:)`. The article's plan: dequeue a cell, which comes back as a plain `TableViewCell`; cast it to `IHaveViewModel`; set `viewModel`. Then, in its own words: be sad that this does not compile, and google the error.

                Until Swift 5.7 the cast itself was refused: "protocol 'IHaveViewModel' can only be used as a generic constraint because it has Self or associated type requirements". That is the message the article googled, and today's compilers no longer print it. Since Swift 5.7 (SE-0309) every protocol can be used as a type, written `any IHaveViewModel`: the cast compiles, and so does reading `viewModel`. The compiler cannot name the associated type, so it hands the value back as `Any?`, the most it can promise.

                Writing is where it still stops. The setter takes a `ViewModel`, and nothing outside the cell knows which class that is; letting any value through would break the cell. The same goes for `viewModelChanged(_:)`. Below, the compiler's real words, from Swift 6. The first message is misleading: a class's property can be set through a `let` (the cell is a class, and the protocol is class-bound). The second names the real reason.

                The step runs what does compile today: the cast, and a read that comes back untyped.
                """,
            code: [Code.Rejected.setThroughAny, Code.stepWall]
        ) { _ in
            // @snippet step-wall
            let draft = DraftOrderCell(reuseIdentifier: "order")
            draft.viewModel = OrderVM(order: Order(name: "Order", id: 3))

            let cell: TableViewCell = draft  // what dequeueReusableCell hands out
            if let someCell = cell as? any IHaveViewModelDraft {
                let viewModel = someCell.viewModel
                print("cast to any IHaveViewModelDraft: works")
                print("reading viewModel: works; its type:", type(of: viewModel))
                print("what is inside:", (viewModel as? OrderVM)?.name ?? "nil")
            }
            // @end step-wall
        }
    }

    var shadow: Step {
        Step(
            "Shadow type erasure: IHaveAnyViewModel",
            text: """
                The article's way over the wall has a grand name, shadow type erasure, and a small body: one more protocol. `IHaveAnyViewModel` has no associated type, only `anyViewModel: Any?`, so any object can be cast to it and given a view model. `IHaveViewModel` now refines it; spot the one difference from step 1. (The `<ViewModel>` after the name is Swift 5.7's primary associated type; the article could not write it. Step 9 puts it to work.)

                `OrderCell` keeps the view model once, untyped, in `anyViewModel`; its `didSet` casts the value to the cell's own `ViewModel` and, if that works, calls `viewModelChanged(_:)`. `viewModel` is no longer stored: it reads and writes `anyViewModel` with a cast. Code outside the cell uses `anyViewModel`; the cell itself, and any code that knows its type, uses `viewModel`.

                The article is frank about the result: every view must repeat these lines, which is tedious and no fun. Lesson `side-table` gives `IHaveViewModel` a default implementation that removes them. Try `inspect cell` after this step: one stored property holds the view model.

                On iOS, Swift 6 puts up a wall of its own here. `UITableViewCell` is a `@MainActor` class, so the cell's `anyViewModel` belongs to the main actor, while the protocol promises it to any thread. Swift 6 refuses the conformance (below, with a three-line stand-in for UIKit's cell). The first note is the usual way out: a `@MainActor` conformance (an isolated conformance, new in Swift 6.2), which only main-actor code can use; cells and data sources live there anyway. The playground's console cells are not main-actor classes, so its protocols stay as the article wrote them.
                """,
            code: [Code.ihaveAnyViewModel, Code.ihaveViewModel, Code.orderCell, Code.Rejected.mainActorCell, Code.stepShadow]
        ) { ctx in
            // @snippet step-shadow
            let cell = OrderCell(reuseIdentifier: "order")
            let someCell: any IHaveAnyViewModel = cell  // all that code outside needs to know
            someCell.anyViewModel = OrderVM(order: Order(name: "Order", id: 3))
            print("set untyped, the cell shows:", cell.render())
            print("read back typed:", cell.viewModel?.name ?? "nil")

            cell.viewModel = OrderVM(order: Order(name: "Order", id: 4))
            print("set typed, the cell shows:", cell.render())
            print("anyViewModel holds an", type(of: someCell.anyViewModel!))
            // @end step-shadow
            ctx.expose("cell", note: "step 3's OrderCell: anyViewModel is its only view model storage", cell)
        }
    }

    var ordersScreen: Step {
        Step(
            "OrdersVC: one cast configures every cell",
            text: """
                Now the data source can do its job. The article's `OrdersVC` is a table of order cells; here the table has three kinds of row, to show what the cast buys: a customer row drawn by a `CustomerCell` (view model `CustomerVM`), order rows drawn by `OrderCell` (`OrderVM`), and a footer drawn by `FooterCell`, which has no view model at all. `OrdersVM` lists the rows; each names its cell and carries that cell's view model as `Any?`, since the rows mix types.

                `tableView(_:cellForRowAt:)` does what the article's does, with the cell picked by row: dequeue, cast to `IHaveAnyViewModel`, set `anyViewModel`. It needs no generics and no switch over cell classes. The cast gives nil for the footer, so the footer is left alone. The controller is a view too, so `OrdersVC` has a view model of its own, through the same protocol.

                `TableView` is the console stand-in for `UITableView`: it asks its data source only for the rows on screen and reuses cells. In the article the orders arrive a second later, and the first screen is empty; that problem belongs to lesson `side-table`. Here the rows are there from the start.

                The lesson keeps a live screen built the same way. Try `cells`, `cell 1`, `bind 1 order 7`, `reload`, `orders 100` and `inspect screen`.
                """,
            code: [Code.customerVm, Code.customerCell, Code.footerCell, Code.ordersVm, Code.ordersVc, Code.stepOrdersScreen]
        ) { _ in
            // @snippet step-orders-screen
            let orders = (1...3).map { OrderVM(order: Order(name: "Order", id: $0)) }
            let screen = OrdersVC(title: "Orders")
            screen.viewModel = OrdersVM(customer: CustomerVM(customerId: 42), orders: orders)
            screen.present()
            print(screen.render().joined(separator: "\n"))

            for cell in screen.tableView.cells {
                let viewModel = (cell as? IHaveAnyViewModel)?.anyViewModel
                print(type(of: cell), "←", viewModel.map { "\(type(of: $0))" } ?? "nothing: not IHaveAnyViewModel")
            }
            // @end step-orders-screen
        }
    }

    var silentFailure: Step {
        Step(
            "What the cast costs: a silent failure",
            text: """
                `Any?` accepts anything, and that is the price of the shadow protocol. Give an `OrderCell` a `CustomerVM` through its typed `viewModel` and the compiler stops you (below). Give it the same thing through `anyViewModel` and everything compiles; at run time the cell's `as?` gives nil and its `didSet` returns. No crash, no log: a blank row, and a cell whose `anyViewModel` holds a customer while its `viewModel` says nil.

                The step makes that mistake the way it happens in real code: someone adds a row to the view model and picks the wrong cell for it. Then it sets a wrong view model straight onto a cell that already shows an order. That cell was not reused, so `prepareForReuse` did not clear it, and it goes on showing the old order: a wrong row, not even a blank one.

                The article's cell does not guard against this, and neither does this lesson's, so you can watch it happen. In your own code, an `assertionFailure` in the `else` branch of that `guard` turns the mistake into a crash in debug builds, where someone will see it. Try it live: `bind 1 customer 7`, then `cell 1`.
                """,
            code: [Code.Rejected.wrongViewModel, Code.stepSilentFailure]
        ) { _ in
            // @snippet step-silent-failure
            let screen = OrdersVC(title: "Orders")
            screen.viewModel = OrdersVM(rows: [
                .init(cellIdentifier: "order", viewModel: OrderVM(order: Order(name: "Order", id: 1))),
                // The bug: a customer's view model on a row drawn by an OrderCell. It compiles.
                .init(cellIdentifier: "order", viewModel: CustomerVM(customerId: 42)),
                .init(cellIdentifier: "footer", viewModel: nil),
            ])
            screen.present()
            print(screen.render().joined(separator: "\n"))

            let blank = screen.tableView.cells[1] as! OrderCell
            print("row 1: anyViewModel holds a", type(of: blank.anyViewModel!), "and viewModel is", blank.viewModel as Any)

            let shown = screen.tableView.cells[0] as! OrderCell
            shown.anyViewModel = CustomerVM(customerId: 7)
            print("row 0: anyViewModel holds a", type(of: shown.anyViewModel!), "and the cell still shows", shown.render())
            // @end step-silent-failure
        }
    }

    var anyResolvable: Step {
        Step(
            "A closure box: AnyResolvable",
            text: """
                Lesson `di` hit the same wall from another side. `IResolvable` has an associated type, `Arguments`, and the test container needed a dictionary of "some resolvable type" whose init it could call. It could not have one, so the article boxed the type instead. `AnyResolvable` is a plain struct that stores a closure. Its generic init is the only place that sees the real `T`, and the closure written there bakes `T` in: it casts the arguments to `T.Arguments` and calls `T`'s init. Outside, one struct type fits every resolvable type. Its code, as lesson `di` defines it, is below.

                The step imports lesson `di` and makes the two row view models resolvable, each from its own kind of argument: an `OrderVM` from an `Order`, a `CustomerVM` from a customer id. Both go in one array, and each is made through a container.

                What the box costs is what the shadow protocol cost. Arguments go in as `Any` and the instance comes out as `Any?`, so a wrong argument compiles and gives nil at run time. The box also leaves something out. It calls the init directly, so the container's scope never applies: a singleton made through the box twice is two instances. In `ContainerMock` that does no harm, because the box is called from `makeInstance`, under the container's cache.
                """,
            code: [DependencyInjection.Code.anyResolvable, Code.resolvableViewModels, Code.stepAnyResolvable]
        ) { _ in
            // @snippet step-any-resolvable
            let container = Container()
            let makers = [AnyResolvable(resolvable: OrderVM.self), AnyResolvable(resolvable: CustomerVM.self)]
            let arguments: [Any] = [Order(name: "Order", id: 3), 42]
            for (maker, args) in zip(makers, arguments) {
                let made = maker.resolve(container: container, args: args)
                print("\(maker.name) from \(type(of: args)): made", made.map { "\(type(of: $0))" } ?? "nil")
            }
            print("OrderVM from Int: made", makers[0].resolve(container: container, args: 42) as Any)

            let box = AnyResolvable(resolvable: OrdersProvider.self)
            let first = box.resolve(container: container, args: ()) as? OrdersProvider
            let second = box.resolve(container: container, args: ()) as? OrdersProvider
            print("the singleton OrdersProvider, twice through the box, same instance:", first === second)
            let third: OrdersProvider = container.resolve()
            let fourth: OrdersProvider = container.resolve()
            print("twice through the container, same instance:", third === fourth)
            // @end step-any-resolvable
        }
    }

    var anyPublisher: Step {
        Step(
            "eraseToAnyPublisher: the box Combine hands you",
            text: """
                Combine's `Publisher` has two associated types, `Output` and `Failure`, and every operator wraps its upstream in a new generic type. A chain's type therefore spells out the whole chain. A view model that exposes that type exposes how it is built: change one operator and every caller's type changes; expose a subject and any caller can `send` into it.

                `eraseToAnyPublisher()` wraps the chain in `AnyPublisher<Output, Failure>`, which keeps the two types a subscriber needs and hides the rest. The step prints the chain's type before and after. (OpenCombine, which this playground uses on Linux, follows Combine's API.)

                OpenCombine's box is not made of closures. It is a class pair: an abstract `PublisherBoxBase<Output, Failure>` whose generic subclass `PublisherBox<P>` stores the chain. The idea is the same, though: the generic init is the last place that knows `P`, and what it builds carries `P` along. The erasure is only in the static type. At run time the box still holds the real chain, and `Mirror` (and `inspect erased`) can see it.
                """,
            code: [Code.stepAnyPublisher]
        ) { ctx in
            // @snippet step-any-publisher
            let orders = PassthroughSubject<OrderVM, Never>()
            let names = orders.filter { $0.order.id.isMultiple(of: 2) }.map(\.name)
            print("the chain:", String(describing: type(of: names)))
            let erased = names.eraseToAnyPublisher()
            print("erased:   ", String(describing: type(of: erased)))
            let box = Mirror(reflecting: erased).descendant("box")!
            print("inside:   ", String(describing: type(of: box)))

            let subscription = erased.sink { print("received:", $0) }
            for id in 1...4 {
                orders.send(OrderVM(order: Order(name: "Order", id: id)))
            }
            subscription.cancel()
            // @end step-any-publisher
            ctx.expose("erased", note: "step 7's AnyPublisher: the chain it hides is inside its box", erased)
        }
    }

    var ownBox: Step {
        Step(
            "A box of your own: AnyHaveViewModel",
            text: """
                The same technique works for `IHaveViewModel`, and it solves a problem the shadow protocol does not. A second view takes an `OrderVM`: `OrderSummaryView`, a panel under the list that shows the selected order. "Anything that shows an `OrderVM`" now has two members of two classes, and code that selects an order wants to update both, typed.

                `AnyHaveViewModel<ViewModel>` keeps the view model's type as its generic parameter, the way `AnyPublisher` keeps `Output`, and forgets the view's class. Its init is generic over the view; the two closures it writes there read and write that view's `viewModel`. The result is typed all the way: no `Any`, no cast, and a `CustomerVM` would not compile.

                What it costs: two closures for one property, and another pair for every member you forward. Each closure keeps its view in a heap-allocated context, and every access is an indirect call. Before Swift 5.7 a hand-written eraser like this was the only way to hold "any view that takes an `OrderVM`"; the standard library's `AnySequence` and Combine's `AnyPublisher` are erasers of the same family. The next step shows what the language does now.
                """,
            code: [Code.orderSummaryView, Code.anyHaveViewModel, Code.stepOwnBox]
        ) { _ in
            // @snippet step-own-box
            let cell = OrderCell(reuseIdentifier: "order")
            let summary = OrderSummaryView()
            let views = [AnyHaveViewModel(cell), AnyHaveViewModel(summary)]
            print("the array:", type(of: views))

            let selected = OrderVM(order: Order(name: "Order", id: 7))
            for view in views {
                view.viewModel = selected
            }
            print("the cell shows:", cell.render(), "and the panel:", summary.render())
            print("read back through a box:", views[1].viewModel?.name ?? "nil")
            // @end step-own-box
        }
    }

    var primaryAssociatedTypes: Step {
        Step(
            "Swift 5.7: any IHaveViewModel<OrderVM>",
            text: """
                Swift 5.7 built that box into the language. A protocol can name a primary associated type in angle brackets (SE-0346), as `IHaveViewModel<ViewModel>` does, and an existential can pin it (SE-0353): `any IHaveViewModel<OrderVM>` is "some view, class unknown, whose `ViewModel` is `OrderVM`". The compiler knows the setter's type, so setting `viewModel` through it compiles, typed, with no box code to write. `some IHaveViewModel<OrderVM>` works for parameters too.

                On Apple platforms there is a catch: code that needs such a type at run time, such as an array of them or a cast to one, requires iOS 16 or macOS 13. Apps with older deployment targets still write boxes like step 8's.

                And the limit is in the name: one `OrderVM` for all. A list that mixes view model types does not compile (below), and the table's data source is exactly such a list: it gets a `TableViewCell` and an `Any?`, and it would have to know the type before it could cast to `any IHaveViewModel<OrderVM>`.
                """,
            code: [Code.Rejected.mixedViewModels, Code.stepPrimaryAssociatedTypes]
        ) { _ in
            // @snippet step-primary-associated-types
            let cell = OrderCell(reuseIdentifier: "order")
            let summary = OrderSummaryView()
            let views: [any IHaveViewModel<OrderVM>] = [cell, summary]

            let selected = OrderVM(order: Order(name: "Order", id: 8))
            for view in views {
                view.viewModel = selected  // the compiler knows ViewModel == OrderVM
            }
            print("the cell shows:", cell.render(), "and the panel:", summary.render())

            let dequeued: TableViewCell = cell
            print("dequeued is any IHaveViewModel<OrderVM>:", dequeued is any IHaveViewModel<OrderVM>)
            print("dequeued is any IHaveViewModel<CustomerVM>:", dequeued is any IHaveViewModel<CustomerVM>)
            // @end step-primary-associated-types
        }
    }

    var opening: Step {
        Step(
            "What they do not solve, and existential opening",
            text: """
                Rows with view models of different types are still a problem, with two answers. One is the shadow protocol of steps 3 and 4. The other came with Swift 5.7 as well: implicit existential opening (SE-0352). Pass an `any IHaveViewModel` to a generic function and Swift opens it. Inside, `V` is the cell's real class, so `V.ViewModel` can be named: cast to it, assign. The step is step 4's data source without `IHaveAnyViewModel`, with a wrong view model on one row.

                What opening costs:
                - A generic function for each thing you want to do through the existential: set, read typed, call `viewModelChanged(_:)`.
                - The cast from `Any` stays. The view model's type is known only at run time, because the rows mix types. The mismatch is still found at run time, but now in one place that can report it: `configure` returns false.
                - At run time both ways pay about the same: a conformance check to find the protocol (`as? any IHaveViewModel` or `as? IHaveAnyViewModel`), then a cast to the view model's class. Code called with an opened type runs unspecialized, through the protocol's witness table.

                With opening, a protocol no longer needs a shadow for untyped code to set its view model, and its conformers would not have to write `anyViewModel`. The article's series keeps it for another reason: `anyViewModel` is a plain, untyped property that an extension can store for every view. That is lesson `side-table`.

                One rule sums up the ways over the wall. Erase the type of what goes in (a view model, arguments) and the check moves to run time. Erase only the type of the holder (a view's class, a chain), keep what goes in as a generic parameter, and the compiler still checks it:

                  way (step)                  hides                  a wrong type
                  IHaveAnyViewModel (3)       the view model's type  compiles, is ignored
                  AnyResolvable (6)           the type and its args  compiles, gives nil
                  AnyPublisher (7)            the chain's type       does not compile
                  AnyHaveViewModel (8)        the view's class       does not compile
                  any IHaveViewModel<X> (9)   the view's class       does not compile
                  opening (10)                nothing (it opens)     compiles, found at run time
                """,
            code: [Code.configure, Code.stepOpening]
        ) { _ in
            // @snippet step-opening
            let dequeued: [TableViewCell] = [
                CustomerCell(reuseIdentifier: "customer"), OrderCell(reuseIdentifier: "order"),
                OrderCell(reuseIdentifier: "order"), FooterCell(reuseIdentifier: "footer"),
            ]
            let viewModels: [Any?] = [
                CustomerVM(customerId: 42), OrderVM(order: Order(name: "Order", id: 9)),
                CustomerVM(customerId: 7), nil,
            ]
            for (cell, viewModel) in zip(dequeued, viewModels) {
                guard let someCell = cell as? any IHaveViewModel, let viewModel else {
                    print(type(of: cell), "is left alone:", cell.render())
                    continue
                }
                let accepted = configure(someCell, with: viewModel)  // opens someCell: V is its class
                print(type(of: cell), accepted ? "took" : "refused", type(of: viewModel), "→", cell.render())
            }
            // @end step-opening
        }
    }
}
