import Benchmark
import DependencyInjection
import Swinject

// DI: the lesson's `Container` and `SafeContainer` against Swinject, on three resolves: a cached
// singleton, a type made on every request, and a view model with an argument and two
// dependencies (a singleton repository and a per-request logger). Swinject gets the same scopes:
// `.container` for singletons, `.transient` per request, and `synchronize()` for the comparison
// with `SafeContainer` (both thread-safe).

/// A singleton: made once, then handed out from the cache.
final class Clock: ISingleton {
    init() {}
    init(container: IContainer, args: Void) {}
}

/// Made anew on every resolve.
final class Request: IPerRequest {
    init() {}
    init(container: IContainer, args: Void) {}
}

final class Repository: ISingleton {
    init() {}
    init(container: IContainer, args: Void) {}
}

final class Logger: IPerRequest {
    init() {}
    init(container: IContainer, args: Void) {}
}

/// A view model with an argument (the item it shows) and two dependencies.
final class DetailVM: IPerRequest {
    let itemID: Int
    let repository: Repository
    let logger: Logger

    init(itemID: Int, repository: Repository, logger: Logger) {
        self.itemID = itemID
        self.repository = repository
        self.logger = logger
    }

    convenience init(container: IContainer, args itemID: Int) {
        self.init(itemID: itemID, repository: container.resolve(), logger: container.resolve())
    }
}

/// One Swinject container with the same types and scopes as ours.
func swinjectContainer() -> Swinject.Container {
    let container = Swinject.Container()
    container.register(Clock.self) { _ in Clock() }.inObjectScope(.container)
    container.register(Request.self) { _ in Request() }.inObjectScope(.transient)
    container.register(Repository.self) { _ in Repository() }.inObjectScope(.container)
    container.register(Logger.self) { _ in Logger() }.inObjectScope(.transient)
    container.register(DetailVM.self) { (resolver, itemID: Int) in
        DetailVM(itemID: itemID, repository: resolver.resolve(Repository.self)!, logger: resolver.resolve(Logger.self)!)
    }.inObjectScope(.transient)
    return container
}

/// The three resolves, written once for each contender.
struct Resolves {
    let singleton: () -> Clock
    let perRequest: () -> Request
    let viewModel: (Int) -> DetailVM
}

func resolves(of container: some IContainer) -> Resolves {
    Resolves(
        singleton: { container.resolve() },
        perRequest: { container.resolve() },
        viewModel: { container.resolve(args: $0) }
    )
}

func resolves(of resolver: some Swinject.Resolver) -> Resolves {
    Resolves(
        singleton: { resolver.resolve(Clock.self)! },
        perRequest: { resolver.resolve(Request.self)! },
        viewModel: { resolver.resolve(DetailVM.self, argument: $0)! }
    )
}

func registerDependencyInjection() {
    let contenders: [(name: String, make: () -> Resolves)] = [
        ("Container", { resolves(of: DependencyInjection.Container()) }),
        ("SafeContainer", { resolves(of: SafeContainer()) }),
        ("Swinject", { resolves(of: swinjectContainer()) }),
        ("Swinject synchronize", { resolves(of: swinjectContainer().synchronize()) }),
    ]
    for contender in contenders {
        Benchmark("DI cached singleton: \(contender.name)") { (benchmark: Benchmark, resolve: Resolves) in
            // The cache is warm: the first resolve, in setup, made the instance.
            let first = resolve.singleton()
            var same = 0
            for _ in benchmark.scaledIterations {
                let clock = resolve.singleton()
                if clock === first { same += 1 }
                blackHole(clock)
            }
            precondition(same == opsPerIteration, "a cached singleton resolve handed back another instance")
        } setup: {
            let resolve = contender.make()
            _ = resolve.singleton()
            return resolve
        }

        Benchmark("DI per request: \(contender.name)") { (benchmark: Benchmark, resolve: Resolves) in
            var made = 0
            var previous: Request?
            for _ in benchmark.scaledIterations {
                let request = resolve.perRequest()
                if request !== previous { made += 1 }
                blackHole(request)
                previous = request
            }
            precondition(made == opsPerIteration, "a per-request resolve handed back the same instance twice")
        } setup: {
            contender.make()
        }

        Benchmark("DI view model with argument and two dependencies: \(contender.name)") { (benchmark: Benchmark, resolve: Resolves) in
            var sum = 0
            for index in benchmark.scaledIterations {
                let viewModel = resolve.viewModel(index)
                sum += viewModel.itemID
                blackHole(viewModel)
            }
            precondition(sum == opsPerIteration * (opsPerIteration - 1) / 2, "a view model did not get its argument")
        } setup: {
            contender.make()
        }
    }
}
