import Foundation
import PlaygroundKit
import Swinject
import Synchronization

extension DILesson {
    public var steps: [Step] {
        [
            scopes, ordersScreen, propertyWrapper, safeGlobal, critique, testingWithInit,
            testingWithMock, cycle, cycleFixed, race, raceFixed, swinject,
        ]
    }

    var scopes: Step {
        Step(
            "Who makes the view model?",
            text: """
                A screen in MVVM needs a view model; the view model needs a provider that fetches its data; the provider needs a network layer, and so on. Somebody has to create all these objects and hand each one the others it depends on. The article's answer is a dependency injection (DI) container: a hat you can pull any object out of, which builds whatever that object needs on the way.

                The article opens a series whose code keeps four rules, and so does this lesson:
                - Don't show off: plain code you understand beats clever code you don't.
                - Be brief: little enough code to throw away and rewrite in a day.
                - Convenience over rules: if giving up a SOLID principle makes life easier, give it up.
                - Have fun: of two solutions, pick the more enjoyable one.

                Three declarations make the container. `IContainer` has one method, `resolve(args:)`. Whatever it can make conforms to `IResolvable`: one init that receives the container (to pull its own dependencies out of it) and its arguments, and a scope. `InstanceScope` says whether each resolve makes a new instance (per request) or the first one is cached and handed out ever after (singleton).

                `Container` keeps the singletons in a private dictionary keyed by type. The article keys it by `ObjectIdentifier(T.self)`; here the key is a small `TypeKey` that wraps that same identifier and carries the type's name, only so that `inspect` shows type names instead of memory addresses. `makeInstance` is a separate method, and the class is not final, because a test container will override it (step 7).

                The step resolves a singleton twice and a per-request type twice. Then try it yourself on the lesson's live container: `resolve Analytics` (twice), `cache`, `inspect container`.
                """,
            code: [Code.icontainer, Code.iresolvable, Code.instanceScope, Code.typeKey, Code.container, Code.analytics, Code.orderForm, Code.stepScopes]
        ) { _ in
            // @snippet step-scopes
            let container = Container()
            let first: Analytics = container.resolve(args: ())
            let second: Analytics = container.resolve(args: ())
            print("Analytics resolved twice, same instance:", first === second)

            let formA: OrderForm = container.resolve(args: ())
            let formB: OrderForm = container.resolve(args: ())
            print("OrderForm resolved twice, same instance:", formA === formB)
            // @end step-scopes
        }
    }

    var ordersScreen: Step {
        Step(
            "ISingleton, IPerRequest and the orders screen",
            text: """
                Writing `instanceScope` in every type gets old, so two helper protocols write it for you. `ISingleton` also requires `Arguments == Void`: a singleton is made once, by whoever asks first, so it cannot depend on one caller's arguments. `resolve()` without arguments is a small extension for those Void cases.

                The example is the article's: show a customer's orders for one day. `OrdersProvider` fetches orders; it depends on nothing and is a singleton. `OrdersVM` is per request and cannot exist without its `Args`, a customer id and a date. Its init pulls the provider out of the container with `container.resolve()`.

                Where the article passes `Date()`, this step passes `ctx.clock.now`: the playground's virtual clock, which starts at the moment the article printed its output, so every run prints the same date. Move it with `advance 90s`, then `load 42` to resolve and load on the live container.
                """,
            code: [Code.scopeHelpers, Code.resolveWithoutArgs, Code.ordersProvider, Code.ordersVm, Code.stepOrders]
        ) { ctx in
            // @snippet step-orders
            let container = Container()
            let viewModel: OrdersVM = container.resolve(args: .init(customerId: 42, date: ctx.clock.now))
            viewModel.loadOrders()
            // @end step-orders
            ctx.expose("viewModel", note: "step 2's OrdersVM and the provider it resolved", viewModel)
        }
    }

    var propertyWrapper: Step {
        Step(
            "@Resolvable, and a global Swift 6 refuses",
            text: """
                Pulling every dependency out of the container in init is repetitive, so the article ends with a trick: a property wrapper. With `@Resolvable private var ordersProvider: OrdersProvider` the compiler stores a `Resolvable<OrdersProvider>` called `_ordersProvider` and sends every read through its `wrappedValue`. That getter resolves on the first read and keeps the result; it is `mutating` because that first read writes the cache.

                A property wrapper cannot see the object that owns it, so it cannot reach that object's container either. The article's way out, which it calls a dirty trick itself, is a global: a static `var container` on a `ContainerHolder` class, set once at launch.

                Swift 6 refuses that global. A static `var` can be read and written from any thread at any time, and nothing stops two threads from doing it at once: a data race. In Swift 5 this compiled without a word; in Swift 6 it is an error, and the notes list the ways out: make it a `let`, tie it to the main actor, or promise with `nonisolated(unsafe)` that you guard it yourself.

                The step makes a `LazyOrdersVM` and lists its stored properties, to show what the wrapper turned into.
                """,
            code: [Code.resolvable, Code.lazyOrdersVm, Code.Rejected.naiveGlobal, Code.stepWrapperStorage]
        ) { ctx in
            // @snippet step-wrapper-storage
            let args = LazyOrdersVM.Args(customerId: 42, date: ctx.clock.now)
            let viewModel = LazyOrdersVM(container: Container(), args: args)
            for property in Mirror(reflecting: viewModel).children {
                print("\(property.label ?? "?"): \(type(of: property.value))")
            }
            // @end step-wrapper-storage
        }
    }

    var safeGlobal: Step {
        Step(
            "A global container Swift 6 accepts",
            text: """
                Which way out? A `let` cannot be swapped for a test container. `@MainActor` would push every resolve onto the main thread. `nonisolated(unsafe)` only silences the compiler. A `Mutex` around a static `var` would be safe, but there would still be one container for the whole process, and tests running in parallel (Swift Testing's default) would swap it under each other's feet.

                This lesson picks a task-local: `@TaskLocal static var container`. Its default is the app's container, and `ContainerHolder.$container.withValue(other)` runs a closure in which `container` reads `other`: for that closure and whatever it calls, and for nobody else. This playground captures your `print` the same way, which is why lessons tested side by side never mix their output. The catch: `@Resolvable` resolves late, and a first read that happens outside the closure quietly gets the default container.

                A task-local's value must be `Sendable`, since any thread may read it, and the article's `Container` is not: it is a class with a dictionary nobody guards. The compiler is right to care, as step 10 shows. So the holder holds a `SafeContainer`, the thread-safe container of steps 9 and 11; for now, read it as "Container with a lock".

                To show when things get resolved, the step wraps the container in a `LoggingContainer` that announces every resolve. The view model comes out of the container without its provider; the provider is resolved on the first `loadOrders()`, and only then.
                """,
            code: [Code.containerHolder, Code.loggingContainer, Code.stepLazy]
        ) { ctx in
            // @snippet step-lazy
            let container = LoggingContainer(SafeContainer())
            ContainerHolder.$container.withValue(container) {
                let viewModel: LazyOrdersVM = ContainerHolder.container.resolve(
                    args: .init(customerId: 42, date: ctx.clock.now))
                print("view model made; first loadOrders():")
                viewModel.loadOrders()
                print("second loadOrders():")
                viewModel.loadOrders()
            }
            // @end step-lazy
        }
    }

    var critique: Step {
        Step(
            "The critique: a Service Locator",
            text: """
                The article is candid about what it built. A DI container usually hands an object its dependencies, closed behind protocols, through its init: `init(ordersProvider: IOrdersProvider)`. Here each object reaches into the container and takes what it needs. That is the Service Locator pattern, which polite company calls an anti-pattern.

                Against it:
                - Dependencies are hidden. Nothing in `OrdersVM`'s interface says it needs an `OrdersProvider`: you have to read its init. And every type now depends on the container.
                - Dependency inversion, the D in SOLID, is given up. `OrdersVM` picks the concrete `OrdersProvider` itself, so swapping in another implementation, for a refactoring or a test, is hard.

                For it:
                - The implementation is small and plain: about fifty lines in the article.
                - Nothing is registered, ever: any `IResolvable` type can be resolved.
                - A resolve never fails at run time: no optionals, nothing thrown.
                - Wrong or missing arguments do not compile. Below, the compiler's real words for both.

                The step declares a brand-new type inside its own code and resolves it on the next line. Nobody registered it anywhere.
                """,
            code: [Code.Rejected.wrongArguments, Code.stepNoRegistration]
        ) { _ in
            // @snippet step-no-registration
            final class ReceiptPrinter: ISingleton {
                init(container: IContainer, args: Void) {}
            }

            let printer: ReceiptPrinter = Container().resolve()
            print("resolved a \(type(of: printer)): declared just above, registered nowhere")
            // @end step-no-registration
        }
    }

    var testingWithInit: Step {
        Step(
            "Testing, way 1: a protocol and a second init",
            text: """
                To test the view model without a network, the article first closes the provider behind a protocol, `IOrdersProvider`, and gives the view model a second init that takes any provider. The container's init only picks the real one and forwards to it. The app resolves the view model as before; a test builds it directly, with a fake.

                The fake here records what it was asked for, and the step prints that record. (This version is called `TestableOrdersVM` so that each of the article's versions of the view model can live in one module.)
                """,
            code: [Code.iordersProvider, Code.testableOrdersVm, Code.recordingOrdersProvider, Code.stepWayOne]
        ) { ctx in
            // @snippet step-way-one
            let args = TestableOrdersVM.Args(customerId: 42, date: ctx.clock.now)
            let fake = RecordingOrdersProvider()
            let tested = TestableOrdersVM(ordersProvider: fake, args: args)
            tested.loadOrders()
            print("the fake was asked for:", fake.requests)

            let real: TestableOrdersVM = Container().resolve(args: args)
            real.loadOrders()
            // @end step-way-one
        }
    }

    var testingWithMock: Step {
        Step(
            "Testing, way 2: ContainerMock",
            text: """
                Way 1 helps less as the graph grows: building a view model by hand means building everything beneath it too. Often you want the real container, with one or two types swapped for mocks.

                `ContainerMock` keeps a dictionary of substitutions: a type, and the type to make in its place. The snag: `IResolvable` has an associated type. In 2020 a dictionary of such types did not compile at all; the protocol "can only be used as a generic constraint", the compiler said. Since Swift 5.7 `[ObjectIdentifier: any IResolvable.Type]` compiles, but it is no help: the init of such a type cannot be called, because the type of its arguments is unknown. Below, the compiler's words. The classic way out is type erasure: `AnyResolvable` is a plain struct holding a closure, and the closure, written where the real type is known, makes instances of it.

                `ContainerMock` overrides `makeInstance`, the hook `Container` left open: it makes the substitute if there is one, and the real type otherwise. Scopes and the cache stay the base class's business, so the mock provider is still a singleton, and `OrdersVM` gets it without knowing.

                Try `mock on` and `load 42` on the live container, or `inspect mock` to see the substitutions.
                """,
            code: [Code.Rejected.existentialInit, Code.anyResolvable, Code.containerMock, Code.ordersProviderMock, Code.stepWayTwo]
        ) { ctx in
            // @snippet step-way-two
            let container = ContainerMock()
            container.replace(OrdersProvider.self, with: OrdersProviderMock.self)
            let viewModel: OrdersVM = container.resolve(args: .init(customerId: 42, date: ctx.clock.now))
            viewModel.loadOrders()
            // @end step-way-two
            ctx.expose("mock", note: "step 7's ContainerMock: its substitutions and cache", container)
        }
    }

    var cycle: Step {
        Step(
            "Beyond the article: a dependency cycle",
            text: """
                What if two singletons need each other? A cart shows the checkout button, so `Cart` resolves `Checkout` in its init; the checkout charges for the cart, so `Checkout` resolves `Cart` in its. Neither init can finish before the other, and nothing is cached until its init returns, so every resolve misses the cache and starts over: Cart, Checkout, Cart, Checkout... until the thread's stack runs out and the app crashes (EXC_BAD_ACCESS on iOS, a segmentation fault on Linux), with nothing in the crash to say which types were to blame.

                The compiler cannot see this coming, and neither can the article's container. The step really runs it, on a `Container` that writes down each type it starts to make (through the `makeInstance` hook again). To keep the playground alive it stops the run at the eighth nested init. `resolve` cannot throw, so there is no unwinding out of the recursion; instead the resolve runs on a thread of its own which, when stopped, reports the chain and then parks for good. One parked thread per run is the price of a demo that does not crash.
                """,
            code: [Code.cartCheckout, Code.depthLimitedContainer, Code.sandbox, Code.stepCycle]
        ) { _ in
            // @snippet step-cycle
            let chain = Sandbox.run { stop in
                let container = DepthLimitedContainer(limit: 8, stop: stop)
                let _: Cart = container.resolve()
                return container.chain
            }
            print(chain.joined(separator: " → ") + " → ...")
            print("stopped by the demo after \(chain.count) nested inits;")
            print("left alone, it goes on until the stack overflows")
            // @end step-cycle
        }
    }

    var cycleFixed: Step {
        Step(
            "The fix: name the cycle, then break it",
            text: """
                A container can do better than a stack overflow, because it knows which types it is in the middle of making. `SafeContainer` puts a type on a list before calling its init and takes it off after. Meeting a type that is already on the list means its init has, through others, asked for itself. Then the container calls `onCycle` with the exact cycle. The default handler is `fatalError` with that message: the app still stops, but the crash says `dependency cycle: Cart → Checkout → Cart` instead of showing thousands of identical frames. (Swinject, for comparison, gives up with a fatalError once resolution nests 200 levels deep.)

                The handler's type is `(DependencyCycle) -> Never`, so it cannot return and let a half-made resolve go on. The step installs a handler that reports the message and parks its thread: the same trick as in step 8. `SafeContainer` is thread-safe as well; step 11 explains its lock.

                Detecting a cycle does not remove it. A genuine cycle is broken by making one side lazy: `FixedCheckout` keeps the container and resolves the cart on first use, in a `lazy var`, long after both inits have returned. `@Resolvable` would also be lazy, but it resolves from the global container, which need not be the one that made this checkout.
                """,
            code: [Code.dependencyCycle, Code.safeContainer, Code.fixedCart, Code.stepCycleFixed]
        ) { _ in
            // @snippet step-cycle-fixed
            let message = Sandbox.run { stop in
                let container = SafeContainer(onCycle: { cycle in stop(cycle.message) })
                let _: Cart = container.resolve()
                return "no cycle"
            }
            print(message)

            let container = SafeContainer()
            let cart: FixedCart = container.resolve()
            cart.checkout.pay()
            // @end step-cycle-fixed
        }
    }

    var race: Step {
        Step(
            "Beyond the article: two threads, one singleton",
            text: """
                The article's container assumes a single thread. Look at its singleton branch: check the cache; on a miss, make an instance and store it. If thread B runs that whole branch while thread A is between its miss and its store, both make an instance. That is two "singletons", and the cache keeps whichever was stored last; whoever got the other one holds an object the rest of the app never sees. Think of two session objects, each with its own login state.

                Real races are rare and never the same twice, so the step forces this one. `InterleavingContainer` overrides `makeInstance`, which runs exactly between the miss and the store; the first time, it starts thread B, lets it resolve `OrdersProvider` from start to finish, and waits for it before going on. Every run interleaves the same way, and since the threads take turns, the demo itself has no data race.

                In Swift 6 the careless version does not compile at all: a closure that runs on another thread must be `@Sendable`, and it may not capture a `Container`, which is not `Sendable`. The demo has to vouch for itself with `@unchecked Sendable`. The output shows the compiler was right.
                """,
            code: [Code.Rejected.sharedContainer, Code.interleavingContainer, Code.stepRace]
        ) { _ in
            // @snippet step-race
            let container = InterleavingContainer()
            let threadA: OrdersProvider = container.resolve()
            let threadB = container.threadBGot!
            let cached: OrdersProvider = container.resolve()
            print("threads A and B got the same OrdersProvider:", threadA === threadB)
            print("the cache holds A's:", cached === threadA)
            print("the cache holds B's:", cached === threadB)
            // @end step-race
        }
    }

    var raceFixed: Step {
        Step(
            "The fix: one lock from check to store",
            text: """
                `SafeContainer` takes its lock when `resolve` starts and keeps it until the instance is stored, so no other thread can slip in between the miss and the store. The lock has to be recursive: `OrdersVM`'s init resolves `OrdersProvider` on the same thread while the outer resolve still holds the lock, and a non-recursive lock fails right there: Swift's `Mutex` stops the app ("Recursive call to lock Mutex", on Linux), and `NSLock` waits for itself forever. A `Mutex` could still work with more bookkeeping (release it around each init and make other threads wait for an instance in flight), but that is a lot of code for a budget container.

                The price of one big lock: resolves never run in parallel, and an init must never wait for another thread that resolves from the same container. Step 10's thread B would wait forever here. Swinject's thread-safe resolver (`container.synchronize()`) makes the same trade, with a recursive lock of its own.

                The proof uses real threads: 200 fresh containers, and for each one 8 concurrent resolves of the singleton `Analytics` through `DispatchQueue.concurrentPerform`. The threads only collect what they got, under a `Mutex`; the step counts the distinct instances once they have all finished, and prints from its own thread.
                """,
            code: [Code.safeContainerResolve, Code.stepRaceFixed]
        ) { _ in
            // @snippet step-race-fixed
            var instancesPerContainer: [Int] = []
            for _ in 1...200 {
                let container = SafeContainer()
                let handedOut = Mutex<[Analytics]>([])
                DispatchQueue.concurrentPerform(iterations: 8) { _ in
                    let analytics: Analytics = container.resolve()
                    handedOut.withLock { $0.append(analytics) }
                }
                let distinct = handedOut.withLock { Set($0.map(ObjectIdentifier.init)).count }
                instancesPerContainer.append(distinct)
            }
            let runs = instancesPerContainer.count
            let exactlyOne = instancesPerContainer.filter { $0 == 1 }.count
            print("containers: \(runs), each resolving Analytics on 8 threads at once")
            print("containers that handed out exactly one Analytics: \(exactlyOne) of \(runs)")
            // @end step-race-fixed
        }
    }

    var swinject: Step {
        Step(
            "The same graph in Swinject",
            text: """
                Swinject is the best-known DI container for iOS (its name is Ninject, a .NET container, gone Swift). It works the other way round: you register, for each type, a closure that builds it, and types take their dependencies through plain inits. That is dependency injection proper, with the provider behind a protocol.

                - Scopes are chosen when registering: `.container` is one instance per container, `.transient` a new one each time (the default, `.graph`, shares instances within one resolve).
                - Arguments follow the resolver in the closure, and follow the type in `resolve(_:arguments:)`.
                - `resolve` returns an optional. A type nobody registered gives nil at run time, and so does a registered type asked for with arguments of other types, because the argument types are part of the lookup key. The `!` in `r.resolve(IOrdersProvider.self)!` is where such a mistake crashes the app.

                So the trade is this: the article's container can never miss a registration, and Swinject can never check one at compile time. Swinject buys flexibility (protocols, several implementations of one, names, assemblies) with failures the compiler cannot see.

                Swinject 2.10 can also say why a resolve failed, but only when the environment variable SWINJECT_LOGGING_ENABLED is 1, and then it prints straight to standard output, around this playground's capture. The lesson leaves it off.
                """,
            code: [Code.plainOrders, Code.stepSwinject]
        ) { ctx in
            // @snippet step-swinject
            let container = Swinject.Container()
            container.register(IOrdersProvider.self) { _ in PlainOrdersProvider() }
                .inObjectScope(.container)
            container.register(PlainOrdersVM.self) { (r, customerId: Int, date: Date) in
                let provider = r.resolve(IOrdersProvider.self)!
                return PlainOrdersVM(ordersProvider: provider, customerId: customerId, date: date)
            }
            .inObjectScope(.transient)

            let viewModel = container.resolve(PlainOrdersVM.self, arguments: 42, ctx.clock.now)!
            viewModel.loadOrders()

            let first = container.resolve(IOrdersProvider.self)! as AnyObject
            let second = container.resolve(IOrdersProvider.self)! as AnyObject
            print("IOrdersProvider resolved twice, same instance:", first === second)
            let unregistered = container.resolve(OrdersProvider.self)
            print("OrdersProvider, never registered:", unregistered as Any)
            let wrongArgs = container.resolve(PlainOrdersVM.self, arguments: "42", ctx.clock.now)
            print("PlainOrdersVM with a String customer id:", wrongArgs as Any)
            // @end step-swinject
        }
    }
}
