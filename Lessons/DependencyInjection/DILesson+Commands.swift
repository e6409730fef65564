import LessonKit

/// The lesson's commands: they poke the live container the lesson keeps (`Live`), fresh on
/// every `open` and `reset`.
extension DILesson {
    public var commands: [LessonCommand] {
        [resolveCommand, loadCommand, cacheCommand, mockCommand, graphCommand, benchCommand]
    }

    /// The types `resolve` knows. `Cart` and `Checkout` are left out on purpose.
    static let resolvableTypes = ["Analytics", "OrderForm", "OrdersProvider", "OrdersVM", "FixedCart", "FixedCheckout"]

    var resolveCommand: LessonCommand {
        LessonCommand(
            "resolve",
            usage: "<type> [customer-id]",
            summary: "resolve a type; OrdersVM needs a customer id",
            complete: { index, previous in
                switch index {
                case 0: Self.resolvableTypes
                case 1 where previous.first?.lowercased() == "ordersvm": ["42"]
                default: []
                }
            }
        ) { [live, context] arguments in
            let name = try arguments.string(0, "type")
            if ["cart", "checkout"].contains(name.lowercased()) {
                throw CommandError("""
                    \(name) is left out on purpose: Cart and Checkout need each other, and resolving \
                    either here would overflow the stack. Steps 16 to 20 show it safely ('graph cycle' \
                    draws steps 18 and 19's loop and fix); try FixedCart
                    """)
            }
            let type = try arguments.choice(0, "type", from: Self.resolvableTypes)
            if type == "OrdersVM" {
                let customerId = try arguments.int(1, "customer id", in: 1...999_999)
                try arguments.expectAtMost(2)
                let viewModel: OrdersVM = live.container.resolve(args: .init(customerId: customerId, date: context.clock.now))
                live.swinject.resolveViewModel(customerId: customerId, date: context.clock.now)
                // The provider is private, as in the article: peek at it as `inspect` does.
                let provider = live.numbers.label(Mirror(reflecting: viewModel).descendant("ordersProvider") as AnyObject)
                print("\(live.numbers.label(viewModel)) (per request: new) for customer \(customerId), date \(context.clock.now)")
                print("  holding \(provider)")
                return
            }
            if arguments.count > 1 {
                throw CommandError("\(type) takes no arguments (it resolves with args: ()), so '\(arguments.values[1].shortened)' is not expected")
            }
            switch type {
            case "Analytics": live.report(Analytics.self)
            case "OrderForm": live.report(OrderForm.self)
            case "OrdersProvider":
                live.report(OrdersProvider.self)
                live.swinject.resolveProvider()
            case "FixedCheckout": live.report(FixedCheckout.self)
            default:
                let cart = live.report(FixedCart.self)
                print("  holding \(live.numbers.label(cart.checkout))")
            }
        }
    }

    var loadCommand: LessonCommand {
        LessonCommand(
            "load",
            usage: "<customer-id>",
            summary: "resolve an OrdersVM, then call loadOrders()",
            complete: { index, _ in index == 0 ? ["42"] : [] }
        ) { [live, context] arguments in
            let customerId = try arguments.int(0, "customer id", in: 1...999_999)
            try arguments.expectAtMost(1)
            let viewModel: OrdersVM = live.container.resolve(args: .init(customerId: customerId, date: context.clock.now))
            live.swinject.resolveViewModel(customerId: customerId, date: context.clock.now)
            viewModel.loadOrders()
        }
    }

    var cacheCommand: LessonCommand {
        LessonCommand(
            "cache",
            summary: "list the live container's singleton cache",
            readsOnly: true
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            let cached = live.container.cachedSingletons
            let owner = "the live \(Self.describe(live.container))"
            guard !cached.isEmpty else {
                print("\(owner) has an empty cache: a singleton is cached on its first resolve (try 'resolve OrdersProvider')")
                return
            }
            print("\(owner) caches \(cached.count) singleton\(cached.count == 1 ? "" : "s"):")
            let width = cached.map(\.type.count).max() ?? 0
            for entry in cached {
                let padding = String(repeating: " ", count: width - entry.type.count)
                print("  \(entry.type)\(padding)  \(live.numbers.label(entry.instance))")
            }
        }
    }

    var mockCommand: LessonCommand {
        LessonCommand(
            "mock",
            usage: "[on|off]",
            summary: "swap in a ContainerMock, or back",
            complete: { index, _ in index == 0 ? ["on", "off"] : [] }
        ) { [live] arguments in
            try arguments.expectAtMost(1)
            let on = try arguments.optional(0).map { _ in try arguments.choice(0, "setting", from: ["on", "off"]) } != "off"
            let isMock = live.container is ContainerMock
            switch (on, isMock) {
            case (true, true), (false, false):
                print("nothing to do: the live container already is a \(Self.describe(live.container))")
            case (true, false):
                let mock = ContainerMock()
                mock.replace(OrdersProvider.self, with: OrdersProviderMock.self)
                live.container = mock
                live.swinject = LiveSwinject(mock: true)
                print("the live container is now a \(Self.describe(mock))")
                print("its cache starts empty; try 'load 42'")
            case (false, true):
                live.container = Container()
                live.swinject = LiveSwinject(mock: false)
                print("the live container is a plain Container again, with an empty cache")
            }
        }
    }

    /// `Container`, or `ContainerMock (OrdersProvider → OrdersProviderMock)`.
    static func describe(_ container: Container) -> String {
        guard let mock = container as? ContainerMock else { return "Container" }
        return "ContainerMock (" + mock.substitutionNames.map { "\($0.type) → \($0.substitute)" }.joined(separator: ", ") + ")"
    }
}

extension DILesson.Live {
    /// Resolves `type` (Void arguments) from the live container and says what came back.
    @discardableResult
    func report<T: IResolvable>(_ type: T.Type) -> T where T.Arguments == Void {
        let wasCached = container.isCached(type)
        let instance: T = container.resolve()
        let how = switch T.instanceScope {
        case .perRequest: "per request: new"
        case .singleton: wasCached ? "singleton: from the cache" : "singleton: new, now in the cache"
        }
        print("\(numbers.label(instance)) (\(how))")
        return instance
    }
}
