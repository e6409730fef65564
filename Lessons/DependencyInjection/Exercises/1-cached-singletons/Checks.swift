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
    ]
}
