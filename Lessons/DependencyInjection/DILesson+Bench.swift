import LessonKit
import Swinject

// Not part of the article: `bench` times this lesson's containers against Swinject, live, on
// the learner's machine. The same three shapes of object graph are written once for each side:
// for the lesson's containers as `IResolvable` types, for Swinject as plain classes it registers.

/// A view model with an argument (a customer id) and two dependencies, both singletons.
final class BenchVM: IPerRequest {
    let analytics: Analytics
    let provider: OrdersProvider
    let customerId: Int

    init(container: IContainer, args: Int) {
        analytics = container.resolve()
        provider = container.resolve()
        customerId = args
    }
}

/// Swinject's side of the graph: plain classes that take their dependencies through `init`.
final class BenchPlainAnalytics {}
final class BenchPlainForm {}
final class BenchPlainVM {
    let analytics: BenchPlainAnalytics
    let provider: IOrdersProvider
    let customerId: Int

    init(analytics: BenchPlainAnalytics, provider: IOrdersProvider, customerId: Int) {
        self.analytics = analytics
        self.provider = provider
        self.customerId = customerId
    }
}

extension DILesson {
    var benchCommand: LessonCommand {
        LessonCommand(
            "bench",
            summary: "time the containers against Swinject",
            measuresTime: true
        ) { arguments in
            try arguments.expectAtMost(0)
            print(LiveCosts.measure(Self.benchRows()).rendered)
        }
    }

    /// `bench`'s rows. Every `run(n)` resolves n times and counts what it can check: the same
    /// singleton every time, a new instance that really is there, a view model holding its argument.
    static func benchRows() -> [CostRow] {
        let container = Container()
        let safe = SafeContainer()
        let swinject = Swinject.Container()
        swinject.register(BenchPlainAnalytics.self) { _ in BenchPlainAnalytics() }.inObjectScope(.container)
        swinject.register(IOrdersProvider.self) { _ in PlainOrdersProvider() }.inObjectScope(.container)
        swinject.register(BenchPlainForm.self) { _ in BenchPlainForm() }.inObjectScope(.transient)
        swinject.register(BenchPlainVM.self) { (resolver, customerId: Int) in
            BenchPlainVM(
                analytics: resolver.resolve(BenchPlainAnalytics.self)!,
                provider: resolver.resolve(IOrdersProvider.self)!,
                customerId: customerId
            )
        }
        .inObjectScope(.transient)
        // Swinject's thread-safe resolver: the trade `SafeContainer` makes (step 22).
        let synchronized = swinject.synchronize()

        return [
            CostRow(
                "cached singleton",
                ours: Contender("Container") { n in sameInstance(n) { () -> Analytics in container.resolve() } },
                peer: Contender("Swinject") { n in sameInstance(n) { swinject.resolve(BenchPlainAnalytics.self) } }
            ),
            CostRow(
                "per request",
                ours: Contender("Container") { n in newInstances(n) { () -> OrderForm in container.resolve() } },
                peer: Contender("Swinject") { n in newInstances(n) { swinject.resolve(BenchPlainForm.self) } }
            ),
            CostRow(
                "view model, 1 arg, 2 deps",
                ours: Contender("Container") { n in viewModels(n) { id -> BenchVM in container.resolve(args: id) } },
                peer: Contender("Swinject") { n in viewModels(n) { id in swinject.resolve(BenchPlainVM.self, argument: id) } }
            ),
            CostRow(
                "cached singleton, locked",
                ours: Contender("SafeContainer") { n in sameInstance(n) { () -> Analytics in safe.resolve() } },
                peer: Contender("Swinject") { n in sameInstance(n) { synchronized.resolve(BenchPlainAnalytics.self) } }
            ),
            CostRow(
                "per request, locked",
                ours: Contender("SafeContainer") { n in newInstances(n) { () -> OrderForm in safe.resolve() } },
                peer: Contender("Swinject") { n in newInstances(n) { synchronized.resolve(BenchPlainForm.self) } }
            ),
        ]
    }
}

/// Resolves n times; counts the resolves that gave the instance the first one gave.
private func sameInstance<T: AnyObject>(_ n: Int, _ resolve: () -> T?) -> Int {
    guard let first = resolve() else { return 0 }
    var same = 0
    for _ in 0..<n where resolve() === first {
        same += 1
    }
    return same
}

/// Resolves n times; counts the instances that came back, each alive while the next is made
/// (so no two can share an address) and different from the one before.
private func newInstances<T: AnyObject>(_ n: Int, _ resolve: () -> T?) -> Int {
    var previous = resolve()
    var made = 0
    for _ in 0..<n {
        guard let instance = resolve() else { continue }
        if instance !== previous { made += 1 }
        previous = instance
    }
    return made
}

/// Resolves n view models, each with its own customer id; counts those that hold theirs.
private func viewModels(_ n: Int, _ resolve: (Int) -> (some AnyObject & HasCustomerId)?) -> Int {
    var right = 0
    for id in 0..<n where resolve(id)?.customerId == id {
        right += 1
    }
    return right
}

/// What `viewModels` checks on both sides' view models.
protocol HasCustomerId {
    var customerId: Int { get }
}

extension BenchVM: HasCustomerId {}
extension BenchPlainVM: HasCustomerId {}
