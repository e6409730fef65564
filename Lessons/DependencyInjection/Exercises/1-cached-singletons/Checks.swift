import CellKit
@testable import DependencyInjection

/// A singleton and a per-request type of the checks' own, so the checks count what was made.
final class Clock: IResolvable {
    static var instanceScope: InstanceScope { .singleton }
    init(container: IContainer, args: Void) {}
}

final class Ticket: IResolvable {
    static var instanceScope: InstanceScope { .perRequest }
    init(container: IContainer, args: Void) {}
}

/// A singleton that counts how often its init ran: a container that makes one and throws it away
/// for the cached one still hands out the same instance, but has made two.
final class Counted: IResolvable {
    nonisolated(unsafe) static var made = 0
    static var instanceScope: InstanceScope { .singleton }
    init(container: IContainer, args: Void) { Counted.made += 1 }
}

/// Two singleton types of the same name in different scopes, as two modules' `Config` types are.
enum Billing {
    final class Config: IResolvable {
        static var instanceScope: InstanceScope { .singleton }
        init(container: IContainer, args: Void) {}
    }
}

enum Shipping {
    final class Config: IResolvable {
        static var instanceScope: InstanceScope { .singleton }
        init(container: IContainer, args: Void) {}
    }
}

final class Settings: IResolvable {
    static var instanceScope: InstanceScope { .singleton }
    init(container: IContainer, args: Void) {}
}

/// A singleton that resolves another in its init: a resolve inside a resolve.
final class Dashboard: IResolvable {
    static var instanceScope: InstanceScope { .singleton }
    let clock: Clock
    init(container: IContainer, args: Void) { clock = container.resolve() }
}

/// A singleton with arguments: the first resolve's are the ones it keeps.
final class Region: IResolvable {
    static var instanceScope: InstanceScope { .singleton }
    let code: String
    init(container: IContainer, args: String) { code = args }
}

func checks() -> [Check] {
    [
        Check("resolving a singleton twice gives the same instance") {
            let container = CachingContainer()
            let first: Clock = container.resolve()
            let second: Clock = container.resolve()
            try expect(first === second, "resolve made a second Clock: keep the first instance of a .singleton type and return it")
        },
        Check("a per-request type is still made anew each time") {
            let container = CachingContainer()
            let first: Ticket = container.resolve()
            let second: Ticket = container.resolve()
            try expect(first !== second, "resolve returned the same Ticket twice: only .singleton types are cached, .perRequest ones are made each time")
        },
        Check("each singleton type has its own instance") {
            let container = CachingContainer()
            let clock: Clock = container.resolve()
            let settings: Settings = container.resolve()
            let clockAgain: Clock = container.resolve()
            let settingsAgain: Settings = container.resolve()
            try expect(clock === clockAgain && settings === settingsAgain, "after resolving Settings, Clock came back as a new instance: keep one instance per type")
        },
        Check("two containers do not share their singletons") {
            let one: Clock = CachingContainer().resolve()
            let other: Clock = CachingContainer().resolve()
            try expect(one !== other, "two containers handed out the same Clock: keep the cache in the container, not in a global")
        },
        Check("a singleton's subclass does not stand in for the singleton") {
            // The mock is resolved first; asking for the real provider must not find the mock,
            // though the mock is an OrdersProvider too: the key is the exact type.
            let container = CachingContainer()
            let mock: OrdersProviderMock = container.resolve()
            let real: OrdersProvider = container.resolve()
            try expect(real !== mock && type(of: real) == OrdersProvider.self,
                       "resolving OrdersProvider handed out the OrdersProviderMock made before: key the cache by the exact type asked for (ObjectIdentifier(T.self)), not by 'is T'")
        },
        Check("the article's Analytics is made once per container") {
            let container = CachingContainer()
            let first: Analytics = container.resolve()
            let second: Analytics = container.resolve()
            try expect(first === second, "Analytics, a .singleton, was made twice")
        },
        Check("two singleton types of the same name are two singletons") {
            let container = CachingContainer()
            let billing: Billing.Config = container.resolve()
            let shipping: Shipping.Config = container.resolve()
            let billingAgain: Billing.Config = container.resolve()
            try expect(billing === billingAgain && (shipping as AnyObject) !== (billing as AnyObject),
                       "Billing.Config and Shipping.Config shared one cache entry: a type's name is not the type; key the cache by ObjectIdentifier(T.self)")
        },
        Check("a singleton is made once, not made again and thrown away") {
            Counted.made = 0
            let container = CachingContainer()
            let _: Counted = container.resolve()
            let _: Counted = container.resolve()
            try expect(Counted.made == 1, "resolving a .singleton twice ran its init \(Counted.made) times: look in the cache first, and make an instance only when none is there")
        },
        Check("the container keeps its singletons alive, and they go with it") {
            var container: CachingContainer? = CachingContainer()
            weak var probe: Clock?
            do {
                let clock: Clock = container!.resolve()
                probe = clock
            }
            try expect(probe != nil, "nobody but the container holds the Clock it made, and the Clock died: the cache must hold its singletons strongly, or the next resolve makes another")
            do {
                let again: Clock = container!.resolve()
                try expect(again === probe, "the Clock resolved again is another instance")
            }
            container = nil
            try expect(probe == nil, "the container is gone and nobody else holds its Clock, yet the Clock lives on: keep the cache in the container (a static or global cache keeps singletons for ever)")
        },
        Check("the container keeps no per-request instance: it dies when its caller lets go") {
            let container = CachingContainer()
            weak var probe: Ticket?
            do {
                let ticket: Ticket = container.resolve()
                probe = ticket
            }
            try expect(probe == nil, "the caller let go of its Ticket, a .perRequest type, and the container still holds it: remember only what .singleton types make (a screen's view model held for ever is a leak)")
        },
        Check("a singleton resolved inside another's init is the container's singleton too") {
            let container = CachingContainer()
            let dashboard: Dashboard = container.resolve()
            let clock: Clock = container.resolve()
            let dashboardAgain: Dashboard = container.resolve()
            try expect(dashboard.clock === clock, "Dashboard's init resolved a Clock, and a later resolve of Clock made another: a resolve inside an init caches like any other")
            try expect(dashboardAgain === dashboard, "Dashboard was made twice")
        },
        Check("a singleton with arguments is made once, with the first resolve's arguments") {
            let container = CachingContainer()
            let first: Region = container.resolve(args: "EU")
            let second: Region = container.resolve(args: "US")
            try expect(first === second, "Region, a .singleton, was made again for other arguments: the first instance is the one every resolve gets")
            try expectEqual(second.code, "EU", "the Region handed out should be the first one, made with the first resolve's arguments")
        },
        exploredResolves(),
    ]
}

/// One step of an explored sequence: a resolve in one of two containers, or letting one go.
enum Step {
    case resolve(String, in: Int)
    case release(Int)

    var words: String {
        switch self {
        case .resolve(let type, let container): "resolve \(type) in container \(container)"
        case .release(let container): "let go of container \(container)"
        }
    }
}

/// The explored types: their names, whether they are singletons, and how to resolve each.
let explored: [(name: String, type: AnyObject.Type, resolve: @Sendable (CachingContainer) -> AnyObject)] = [
    ("Clock", Clock.self, { $0.resolve() as Clock }),
    ("Settings", Settings.self, { $0.resolve() as Settings }),
    ("Ticket", Ticket.self, { $0.resolve() as Ticket }),
    ("Billing.Config", Billing.Config.self, { $0.resolve() as Billing.Config }),
    ("Shipping.Config", Shipping.Config.self, { $0.resolve() as Shipping.Config }),
    ("OrdersProvider", OrdersProvider.self, { $0.resolve() as OrdersProvider }),
    ("OrdersProviderMock", OrdersProviderMock.self, { $0.resolve() as OrdersProviderMock }),
]

func exploredResolves() -> Check {
    Check("whatever is resolved in which container, each singleton type is one instance per container, kept by it, and per-request types are new") {
        try explore(operation: { random in
            random.chance(10) ? Step.release(random.int(in: 1...2)) : .resolve(random.pick(explored.map(\.name)), in: random.int(in: 1...2))
        }, describe: \.words) { steps in
            var containers: [Int: CachingContainer] = [:]
            /// Each container's singletons as first made, held weakly: the container must hold them.
            var first: [Int: [String: () -> AnyObject?]] = [:]
            var made: [AnyObject] = []
            for step in steps {
                switch step {
                case .release(let number):
                    containers[number] = nil
                    let probes = first.removeValue(forKey: number) ?? [:]
                    let kept = probes.keys.sorted().filter { name in probes[name]!() != nil && !made.contains { $0 === probes[name]!() } }
                    try expect(kept.isEmpty, "container \(number) is gone, and its \(kept) lived on: keep the cache in the container")
                case .resolve(let name, let number):
                    let container = containers[number] ?? CachingContainer()
                    containers[number] = container
                    let type = explored.first { $0.name == name }!
                    let instance = type.resolve(container)
                    try expect(Swift.type(of: instance) == type.type, "resolving \(name) handed out a \(Swift.type(of: instance))")
                    let singleton = name != "Ticket"
                    if singleton, let probe = first[number]?[name] {
                        try expect(probe() != nil, "container \(number)'s first \(name) died while the container lives: the container must keep every singleton it made, strongly, for as long as it lives")
                        try expect(probe() === instance, "container \(number) handed out another \(name) than the first it made")
                    } else {
                        try expect(!made.contains { $0 === instance }, "resolving \(name) in container \(number) handed out an instance handed out before")
                        if singleton { first[number, default: [:]][name] = { [weak instance] in instance } } else { made.append(instance) }
                    }
                }
            }
        }
    }
}
