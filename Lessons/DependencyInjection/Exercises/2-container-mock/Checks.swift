import CellKit
@testable import DependencyInjection

/// A provider and a view model of the checks' own, so the checks can look at what was made.
class ReportsProvider: ISingleton {
    required init(container: IContainer, args: Void) {}
}

/// A mock provider that remembers which container made it.
final class ReportsProviderMock: ReportsProvider {
    private(set) weak var madeBy: IContainer?

    required init(container: IContainer, args: Void) {
        super.init(container: container, args: args)
        madeBy = container
    }
}

/// A second mock, to replace the first.
final class SilentReportsProvider: ReportsProvider {}

/// A per-request view model with arguments; it pulls its provider out of the container.
class ReportVM: IPerRequest {
    struct Args {
        let reportId: Int
    }

    let reportId: Int
    let provider: ReportsProvider

    required init(container: IContainer, args: Args) {
        reportId = args.reportId
        provider = container.resolve()
    }
}

final class ReportVMMock: ReportVM {}

/// Two types of one name in different scopes, each with a mock; the mocks count their inits.
enum Billing {
    class Config: IPerRequest {
        /// How many plain Billing.Configs were made (a mock runs this init too, and is not one).
        nonisolated(unsafe) static var madePlain = 0
        required init(container: IContainer, args: Void) {
            if type(of: self) == Config.self { Config.madePlain += 1 }
        }
    }

    final class ConfigMock: Config {
        nonisolated(unsafe) static var made = 0
        required init(container: IContainer, args: Void) {
            ConfigMock.made += 1
            super.init(container: container, args: args)
        }
    }
}

enum Shipping {
    class Config: IPerRequest {
        required init(container: IContainer, args: Void) {}
    }

    final class ConfigMock: Config {
        nonisolated(unsafe) static var made = 0
        required init(container: IContainer, args: Void) {
            ConfigMock.made += 1
            super.init(container: container, args: args)
        }
    }
}

func checks() -> [Check] {
    [
        Check("a view model resolved after replace(_:with:) gets the mock provider") {
            let container = TestContainer()
            container.replace(ReportsProvider.self, with: ReportsProviderMock.self)
            let viewModel: ReportVM = container.resolve(args: .init(reportId: 1))
            try expect(
                viewModel.provider is ReportsProviderMock,
                "ReportVM got a real \(type(of: viewModel.provider)): after replace(ReportsProvider.self, with: ReportsProviderMock.self), makeInstance must make a ReportsProviderMock whenever a ReportsProvider is asked for (keep the substitute under the type it replaces: that is the T makeInstance is asked for)")
        },
        Check("types nobody replaced are made as usual") {
            let container = TestContainer()
            container.replace(ReportsProvider.self, with: ReportsProviderMock.self)
            let viewModel: ReportVM = container.resolve(args: .init(reportId: 1))
            try expect(type(of: viewModel) == ReportVM.self, "ReportVM was not replaced, yet resolve made a \(type(of: viewModel)): only a type passed to replace gets a substitute")
            let plain: ReportsProvider = TestContainer().resolve()
            try expect(type(of: plain) == ReportsProvider.self, "a container with no substitutions made a \(type(of: plain)) for ReportsProvider: without a substitution, call super.makeInstance")
        },
        Check("the substitute gets the caller's arguments") {
            let container = TestContainer()
            container.replace(ReportVM.self, with: ReportVMMock.self)
            let viewModel: ReportVM = container.resolve(args: .init(reportId: 7))
            try expect(viewModel is ReportVMMock, "ReportVM, replaced by ReportVMMock, came out as a \(type(of: viewModel)): find the substitute under T and make it with the arguments resolve was given (a box handed other arguments cannot cast them and makes nothing)")
            try expectEqual(viewModel.reportId, 7, "ReportVMMock was made with other arguments than the caller's")
        },
        Check("the substitute is made with this container, so its dependencies are substituted too") {
            let container = TestContainer()
            container.replace(ReportVM.self, with: ReportVMMock.self)
            container.replace(ReportsProvider.self, with: ReportsProviderMock.self)
            let viewModel: ReportVM = container.resolve(args: .init(reportId: 2))
            guard let provider = viewModel.provider as? ReportsProviderMock else {
                try fail("ReportVMMock got a real \(type(of: viewModel.provider)): pass self, the test container, to the substitute's init, so what it resolves is substituted too")
            }
            try expect(provider.madeBy === container, "ReportsProviderMock was made with another container: pass self to the substitute's init")
        },
        Check("a substituted singleton is still made once: the article's OrdersProviderMock") {
            let container = TestContainer()
            container.replace(OrdersProvider.self, with: OrdersProviderMock.self)
            let first: OrdersProvider = container.resolve()
            let second: OrdersProvider = container.resolve()
            try expect(first is OrdersProviderMock, "resolving OrdersProvider made a real one after replace(OrdersProvider.self, with: OrdersProviderMock.self)")
            try expect(first === second, "the mock OrdersProvider was made twice: leave resolve and its cache to Container and substitute only in makeInstance")
        },
        Check("replacing a type again: the last substitute wins") {
            let container = TestContainer()
            container.replace(ReportsProvider.self, with: ReportsProviderMock.self)
            container.replace(ReportsProvider.self, with: SilentReportsProvider.self)
            let provider: ReportsProvider = container.resolve()
            try expect(provider is SilentReportsProvider, "ReportsProvider was replaced by ReportsProviderMock, then by SilentReportsProvider, but resolve made a \(type(of: provider)): a second replace of one type overrides the first")
        },
        Check("a per-request type's substitute is made anew for every resolve, with that resolve's arguments") {
            let container = TestContainer()
            container.replace(ReportVM.self, with: ReportVMMock.self)
            let first: ReportVM = container.resolve(args: .init(reportId: 1))
            let second: ReportVM = container.resolve(args: .init(reportId: 2))
            try expect(first is ReportVMMock && second is ReportVMMock, "ReportVM, replaced by ReportVMMock, came out as \(type(of: first)) and \(type(of: second))")
            try expect(first !== second, "two resolves of the per-request ReportVM handed out one ReportVMMock: make the substitute on every makeInstance, not once")
            try expectEqual([first.reportId, second.reportId], [1, 2], "each ReportVMMock should be made with its own resolve's arguments")
        },
        Check("two types of one name in different scopes keep their own substitutes") {
            Billing.ConfigMock.made = 0
            Shipping.ConfigMock.made = 0
            let container = TestContainer()
            container.replace(Billing.Config.self, with: Billing.ConfigMock.self)
            container.replace(Shipping.Config.self, with: Shipping.ConfigMock.self)
            let billing: Billing.Config = container.resolve()
            let shipping: Shipping.Config = container.resolve()
            try expect(billing is Billing.ConfigMock && shipping is Shipping.ConfigMock, "Billing.Config and Shipping.Config were each replaced by their own mock, but resolve made a \(String(reflecting: type(of: billing))) and a \(String(reflecting: type(of: shipping))): a type's name is not the type; key the substitutions by the type (TypeKey or ObjectIdentifier)")
            try expectEqual([Billing.ConfigMock.made, Shipping.ConfigMock.made], [1, 1], "each resolve should make its own type's substitute once, and no other substitute")
        },
        Check("a type nobody replaced makes no substitute, not even one thrown away") {
            Shipping.ConfigMock.made = 0
            let container = TestContainer()
            container.replace(Shipping.Config.self, with: Shipping.ConfigMock.self)
            let mock: Shipping.ConfigMock = container.resolve()
            let plain: Billing.Config = container.resolve()
            try expect(type(of: plain) == Billing.Config.self, "Billing.Config, which nobody replaced, came out as a \(String(reflecting: type(of: plain)))")
            try expectEqual(Shipping.ConfigMock.made, 1, "resolving Shipping.ConfigMock itself and Billing.Config made the Shipping.Config substitute more than once: only the type a substitution was filed under, exactly, gets it")
            withExtendedLifetime(mock) {}
        },
        Check("a replaced type itself is never made: no real instance is made and thrown away") {
            Billing.Config.madePlain = 0
            let container = TestContainer()
            container.replace(Billing.Config.self, with: Billing.ConfigMock.self)
            let _: Billing.Config = container.resolve()
            try expectEqual(Billing.Config.madePlain, 0, "Billing.Config was replaced, yet resolving it made a real Billing.Config too (thrown away for the mock): a real provider would go to the network. Look for the substitute first, and call super.makeInstance only when there is none")
        },
        exploredReplacing(),
    ]
}

/// One step of an explored sequence: a replace, or a resolve, on one test container.
enum Step {
    case replace(String, with: String)
    case resolve(String)

    var words: String {
        switch self {
        case .replace(let type, let substitute): "replace \(type) with \(substitute)"
        case .resolve(let type): "resolve \(type)"
        }
    }
}

func exploredReplacing() -> Check {
    Check("whatever is replaced and resolved, each type is made as its last substitute says, and a singleton once") {
        try explore(operation: { random in
            switch random.int(in: 0...9) {
            case 0...1: return Step.replace("ReportVM", with: random.pick(["ReportVM", "ReportVMMock"]))
            case 2...4: return .replace("ReportsProvider", with: random.pick(["ReportsProvider", "ReportsProviderMock", "SilentReportsProvider"]))
            case 5...6: return .resolve("ReportsProvider")
            default: return .resolve("ReportVM")
            }
        }, describe: \.words) { steps in
            let container = TestContainer()
            /// The model: the last substitute of each type, and the singleton once made.
            var substitute = ["ReportVM": "ReportVM", "ReportsProvider": "ReportsProvider"]
            var provider: ReportsProvider?
            for step in steps {
                switch step {
                case .replace(let type, let name):
                    // Each with its static type: replace makes the type it is handed, not a subclass.
                    switch name {
                    case "ReportVMMock": container.replace(ReportVM.self, with: ReportVMMock.self)
                    case "ReportVM": container.replace(ReportVM.self, with: ReportVM.self)
                    case "ReportsProviderMock": container.replace(ReportsProvider.self, with: ReportsProviderMock.self)
                    case "SilentReportsProvider": container.replace(ReportsProvider.self, with: SilentReportsProvider.self)
                    default: container.replace(ReportsProvider.self, with: ReportsProvider.self)
                    }
                    substitute[type] = name
                case .resolve(let name):
                    let made: ReportsProvider
                    if name == "ReportVM" {
                        let viewModel: ReportVM = container.resolve(args: .init(reportId: 3))
                        try expectEqual("\(type(of: viewModel))", substitute["ReportVM"]!, "resolving ReportVM made the wrong type")
                        made = viewModel.provider
                    } else {
                        made = container.resolve()
                    }
                    let expected = provider ?? made
                    if provider == nil { try expectEqual("\(type(of: made))", substitute["ReportsProvider"]!, "the first ReportsProvider made the wrong type") }
                    try expect(made === expected, "the singleton ReportsProvider was made again: once made, this container caches it, whatever is replaced later, and a substitute resolves its own dependencies from this container too")
                    provider = expected
                }
            }
        }
    }
}
